// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, so the
// server sends compressed bytes without compressing on each request (@fastify/static preCompressed).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats (and wasm) shrink; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|wasm|txt|xml)$/i;

export type PrecompressedFile = { file: string; raw: number; br?: number; gz?: number };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Brotli at its best quality: paid once at build time, read by every tablet on every visit. */
function brotliMax(bytes: Buffer) {
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Writes `compressed` beside `file` only when it saves bytes; a copy that is not smaller is useless. */
async function writeIfSmaller(file: string, raw: Buffer, compressed: Buffer) {
  if (compressed.length >= raw.length) return undefined;
  await writeFile(file, compressed);
  return compressed.length;
}

async function precompressFile(file: string): Promise<PrecompressedFile> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([brotliMax(raw), gzipAsync(raw, { level: 9 })]);
  return {
    file,
    raw: raw.length,
    br: await writeIfSmaller(`${file}.br`, raw, br),
    gz: await writeIfSmaller(`${file}.gz`, raw, gz),
  };
}

/** Compresses every compressible file under `dir` (the build's output folder). */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  // zlib's async calls run on libuv's thread pool: all at once keeps every core busy.
  return Promise.all(files.map(precompressFile));
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "lounge-office:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const results = await precompressDir(outDir);
      const written = results.filter((r) => r.br !== undefined || r.gz !== undefined).length;
      this.info(`precompressed ${written} of ${results.length} files (brotli, gzip)`);
    },
  };
}
