// A request's URL as the log may keep it: the path, and the names of its query parameters without their
// values. Values are what visitors and e-mailed links carry (an unsubscribe or password-reset `token`, a
// staff search for an address), and a log is read by more people than those the values were meant for.
// A name that does not look like one (a visitor may send "?dana@example.com") is not kept either.
const NAME = /^[A-Za-z_][\w.-]{0,39}$/;

export function safeUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = [...new URLSearchParams(url.slice(at + 1)).keys()]
    .map((name) => (NAME.test(name) ? `${name}=…` : "…"))
    .join("&");
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
