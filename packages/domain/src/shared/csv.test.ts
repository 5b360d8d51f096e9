// CSV both ways: a field quoted only when it must be (a formula defused), and a file read back as a
// spreadsheet reads it — quotes, commas and line breaks inside a field, a BOM, a quote left open.
import { describe, expect, it } from "vitest";
import { csvField, parseCsv } from "./csv";

describe("csv", () => {
  it("reads back what csvField writes", () => {
    const fields = ["渋谷", 'a "b", c', "line\r\nbreak", "=SUM(A1)", 1200];
    const text = `\uFEFF${fields.map(csvField).join(",")}\r\nx,\r\n`;
    expect(parseCsv(text)).toEqual([
      ["渋谷", 'a "b", c', "line\r\nbreak", "'=SUM(A1)", "1200"],
      ["x", ""],
    ]);
  });

  it("takes LF rows and a last row without a line end; refuses a quote left open", () => {
    expect(parseCsv("a,b\nc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv('a,"b\r\n')).toBeNull();
  });
});
