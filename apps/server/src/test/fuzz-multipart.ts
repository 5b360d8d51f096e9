// Hostile multipart uploads for the fuzz test: broken or missing boundaries, truncated bodies, parts
// without a name, hostile lounge ids and file names, extra files and fields, garbage bytes.
import fc from "fast-check";
import { demoPng } from "../seed/demo-png";
import { HOSTILE_CHARS } from "./fuzz-hostile";

export type MultipartCase = {
  /** What the case is, for a failure message. */
  label: string;
  contentType: string;
  body: Uint8Array;
};

type PartSpec = { disposition: string; type?: string; content: Uint8Array | string };

const BOUNDARY = "fuzzBoundary7MA4YWxk";
const PNG = demoPng([1, 2, 3]);

function multipartBody(parts: PartSpec[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\n`;
    if (part.disposition !== "") head += `Content-Disposition: ${part.disposition}\r\n`;
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, "utf8"), Buffer.from(part.content), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const lounge = (value: string): PartSpec => ({
  disposition: 'form-data; name="lounge_id"',
  content: value,
});
const image = (content: Uint8Array | string = PNG, filename = "a.png"): PartSpec => ({
  disposition: `form-data; name="image"; filename="${filename}"`,
  type: "image/png",
  content,
});
const withBoundary = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** The cases every run tries: each kind of malformed upload at least once. */
export function multipartExamples(loungeId: number): MultipartCase[] {
  const valid = multipartBody([lounge(String(loungeId)), image()]);
  const ok = withBoundary(BOUNDARY);
  const cases: MultipartCase[] = [
    { label: "no boundary", contentType: "multipart/form-data", body: valid },
    { label: "empty boundary", contentType: "multipart/form-data; boundary=", body: valid },
    { label: "other boundary", contentType: withBoundary("somethingElse"), body: valid },
    {
      label: "boundary of 200 characters",
      contentType: withBoundary("b".repeat(200)),
      body: valid,
    },
    { label: "truncated in the file", contentType: ok, body: valid.subarray(0, valid.length - 40) },
    { label: "truncated in a header", contentType: ok, body: valid.subarray(0, 60) },
    {
      label: "no closing boundary",
      contentType: ok,
      body: valid.subarray(0, valid.length - BOUNDARY.length - 6),
    },
    { label: "empty body", contentType: ok, body: new Uint8Array() },
    { label: "garbage", contentType: ok, body: Buffer.from("\u0000\u0001garbage\r\n--\r\n") },
    {
      label: "part without a name",
      contentType: ok,
      body: multipartBody([lounge(String(loungeId)), { disposition: "form-data", content: PNG }]),
    },
    {
      label: "part without Content-Disposition",
      contentType: ok,
      body: multipartBody([
        lounge(String(loungeId)),
        { disposition: "", type: "image/png", content: PNG },
      ]),
    },
    {
      label: "lounge_id sent as a file",
      contentType: ok,
      body: multipartBody([
        { disposition: 'form-data; name="lounge_id"; filename="x"', content: String(loungeId) },
        image(),
      ]),
    },
    {
      label: "two images",
      contentType: ok,
      body: multipartBody([lounge(String(loungeId)), image(), image()]),
    },
    {
      label: "many fields",
      contentType: ok,
      body: multipartBody([...Array.from({ length: 20 }, () => lounge(String(loungeId))), image()]),
    },
    {
      label: "file name with NUL",
      contentType: ok,
      body: multipartBody([lounge(String(loungeId)), image(PNG, "a\u0000.png")]),
    },
    {
      label: "1 MB lounge_id field",
      contentType: ok,
      body: multipartBody([lounge("1".repeat(1_000_000)), image()]),
    },
  ];
  for (const id of [
    "2147483648",
    "2147483647",
    "9007199254740992",
    "-1",
    "0",
    "1e308",
    "1.5",
    "abc",
    "",
    "\u0000",
    "0x10",
  ]) {
    cases.push({
      label: `lounge_id ${JSON.stringify(id)}`,
      contentType: ok,
      body: multipartBody([lounge(id), image()]),
    });
  }
  return cases;
}

/** Random uploads: a few parts from hostile kinds, a hostile boundary now and then, cut anywhere. */
export function multipartCase(loungeId: number): fc.Arbitrary<MultipartCase> {
  const loungeValue = fc.oneof(
    fc.constant(String(loungeId)),
    fc.constantFrom("2147483648", "2147483647", "-1", "NaN", "1e400", "", " 1 "),
    fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...HOSTILE_CHARS)).map(([a, c]) => a + c),
  );
  const part: fc.Arbitrary<PartSpec> = fc.oneof(
    loungeValue.map(lounge),
    fc.constant(image()),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => image(bytes)),
    fc
      .string({ maxLength: 8 })
      .map((name) => ({ disposition: `form-data; name="${name}"`, content: "1" })),
    fc
      .constantFrom("form-data", "attachment", "form-data; name=", 'form-data; filename="x.png"')
      .map((disposition) => ({ disposition, content: PNG })),
  );
  return fc
    .record({
      parts: fc.array(part, { minLength: 0, maxLength: 5 }),
      boundary: fc.oneof(
        { weight: 4, arbitrary: fc.constant(BOUNDARY) },
        fc.constantFrom("", "x".repeat(100), '"quoted"', "a b", "\u00ff\u00fe"),
      ),
      cut: fc.option(fc.nat(), { nil: undefined }),
    })
    .map(({ parts, boundary, cut }) => {
      const body = multipartBody(parts, BOUNDARY);
      const cutAt = cut === undefined ? body.length : cut % (body.length + 1);
      return {
        label: `${parts.length} parts, boundary ${JSON.stringify(boundary.slice(0, 12))}, cut at ${cutAt}/${body.length}: ${parts
          .map((p) => p.disposition)
          .join(" | ")}`,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: body.subarray(0, cutAt),
      };
    });
}
