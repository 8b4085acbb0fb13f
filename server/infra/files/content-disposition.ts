// The Content-Disposition of a stored file we serve: the original name kept readable but harmless, as
// plain ASCII in `filename` and exactly in `filename*` (RFC 6266 §4.3, RFC 5987 §3.2: UTF-8, percent-encoded).

/**
 * The name with no path (a slash, which a staff-chosen title such as "Addendum 1/2" may hold, becomes
 * "_"), no control characters, quotes or leading dots; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = "file.pdf"): string {
  const clean = name
    .replace(/[\\/]/g, "_")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim();
  return clean.replace(/^\.+/, "") || fallback;
}

// RFC 5987's attr-char: what may stand unencoded in an ext-value (encodeURIComponent leaves ' ( ) * as they are).
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(disposition: "inline" | "attachment", name: string, fallback?: string): string {
  const safe = safeFileName(name, fallback);
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/[\\%]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(safe)}`;
}
