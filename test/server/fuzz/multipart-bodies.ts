// multipart/form-data bodies (RFC 7578) as an attacker and a broken client send them: intact, cut
// short mid-part or mid-file, with garbage after the boundary, with no or a wrong boundary parameter,
// and file parts that are or are not PDFs: a broken body is a 400, and no file outlives a failed request.
import fc from "fast-check";
import { PDF } from "../../helpers/multipart.ts";
import { PROTOTYPE_KEYS, text } from "./arbitraries.ts";

type RawPart = { name: string; filename?: string; type?: string; content: Buffer };

const fileContent = fc.oneof(
  fc.constant(PDF),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.concat([Buffer.from("%PDF-"), Buffer.from(bytes)])),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
);

function part(fields: readonly string[]): fc.Arbitrary<RawPart> {
  const name = fc.oneof(fc.constantFrom(...fields, "specification_files", ...PROTOTYPE_KEYS), fc.string());
  return fc.oneof(
    fc.record({ name, content: text.map((t) => Buffer.from(t)) }),
    fc.record({
      name: fc.oneof(fc.constant("specification_files"), name),
      filename: fc.oneof(fc.constantFrom("plans.pdf", "", "../../x.pdf", "a\u0000.pdf"), fc.string()),
      type: fc.constantFrom("application/pdf", "text/plain", ""),
      content: fileContent,
    }),
  );
}

const encode = (boundary: string, parts: RawPart[]) =>
  Buffer.concat([
    ...parts.flatMap((p) => {
      const file = p.filename === undefined ? "" : `; filename="${p.filename}"`;
      const type = p.type ? `\r\nContent-Type: ${p.type}` : "";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`;
      return [Buffer.from(head), p.content, Buffer.from("\r\n")];
    }),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

/** A multipart body over `fields` (the quote form's), intact or broken in one of the ways above. */
export function multipartBodies(fields: readonly string[]) {
  const boundary = fc.oneof(fc.constant("qtofuzzboundary"), fc.string({ minLength: 1, maxLength: 70 }));
  return fc
    .record({
      boundary,
      parts: fc.array(part(fields), { maxLength: 6 }),
      damage: fc.constantFrom("none", "truncate", "garbage", "no-boundary", "wrong-boundary", "no-close"),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      garbage: fc.uint8Array({ minLength: 1, maxLength: 300 }),
    })
    .map(({ boundary, parts, damage, cut, garbage }) => {
      let payload = encode(boundary, parts);
      let type = `multipart/form-data; boundary=${boundary}`;
      if (damage === "truncate") payload = payload.subarray(0, Math.floor(payload.length * cut));
      if (damage === "garbage") payload = Buffer.concat([payload, Buffer.from(garbage)]);
      if (damage === "no-boundary") type = "multipart/form-data";
      if (damage === "wrong-boundary") type = `multipart/form-data; boundary=${boundary}x`;
      if (damage === "no-close") payload = payload.subarray(0, payload.length - `--${boundary}--\r\n`.length);
      return { payload, type };
    });
}
