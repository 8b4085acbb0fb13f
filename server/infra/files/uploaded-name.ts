// The name a browser sent with an uploaded file, made safe to keep and show: only its last path segment
// (a Windows browser may send C:\folder\plans.pdf), no control characters or double quotes (they would
// break a Content-Disposition header, a log line or a CSV row), at most 200 characters.

/** The name a file was sent with, without folders, control characters or quotes; `fallback` when none is left. */
export function uploadedName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(0, 200) || fallback;
}
