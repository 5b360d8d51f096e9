// A text file as bytes in the encoding its reader expects: UTF-8 with a BOM (Excel reads Japanese
// right), or Windows-31J / Shift_JIS (弥生, マネーフォワード). A character Shift_JIS lacks becomes
// "?" rather than failing the whole file.
import Encoding from "encoding-japanese";

export function encodeFile(file: { text: string; encoding: "utf-8-bom" | "cp932" }): Buffer {
  if (file.encoding === "utf-8-bom") return Buffer.from(`\uFEFF${file.text}`, "utf8");
  const codes = Encoding.convert(Encoding.stringToCode(file.text), { to: "SJIS", from: "UNICODE" });
  return Buffer.from(codes);
}
