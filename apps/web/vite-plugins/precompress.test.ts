// The build's compressed copies: brotli and gzip beside each text file that shrinks, nothing for
// files compression cannot help (already compressed formats, files too small to gain).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

const SCRIPT = `export const seats = [${Array.from({ length: 300 }, (_, i) => `"A${i}"`).join(",")}];\n`;

let dir: string;
const at = (relative: string) => path.join(dir, relative);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "lounge-office-precompress-"));
  mkdirSync(at("assets"));
  writeFileSync(at("index.html"), `<!doctype html>${"<p>席</p>".repeat(100)}`);
  writeFileSync(at("assets/board-abc.js"), SCRIPT);
  writeFileSync(at("assets/board-abc.css"), ".seat{margin:0}\n".repeat(50));
  writeFileSync(at("assets/noop-abc.js"), "export{};");
  writeFileSync(at("assets/photo.png"), Buffer.alloc(4096, 7));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes .br and .gz copies that decompress to the file, in every folder", async () => {
    await precompressDir(dir);
    for (const file of ["index.html", "assets/board-abc.js", "assets/board-abc.css"]) {
      const original = readFileSync(at(file));
      const br = readFileSync(at(`${file}.br`));
      const gz = readFileSync(at(`${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it("skips copies that would not be smaller, and formats that are not text", async () => {
    const results = await precompressDir(dir);
    expect(existsSync(at("assets/noop-abc.js.br"))).toBe(false);
    expect(existsSync(at("assets/noop-abc.js.gz"))).toBe(false);
    expect(existsSync(at("assets/photo.png.br"))).toBe(false);
    expect(existsSync(at("assets/photo.png.gz"))).toBe(false);
    const noop = results.find((r) => r.file.endsWith("noop-abc.js"));
    expect(noop).toEqual({ file: at("assets/noop-abc.js"), raw: 9, br: undefined, gz: undefined });
  });

  it("never compresses its own copies again when run twice", async () => {
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(at("assets/board-abc.js.br.br"))).toBe(false);
    expect(existsSync(at("assets/board-abc.js.gz.gz"))).toBe(false);
  });
});
