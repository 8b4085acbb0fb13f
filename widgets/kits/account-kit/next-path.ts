// Where to go after signing in: the ?next= of the page when it is a path of this site, else Home.
// Never another origin (an open redirect), and never back to the login or registration page.
const isAccountPage = (pathname: string) => /^\/(login|register)\/?$/i.test(pathname);

export function nextPath(search: string, origin = location.origin): string {
  const next = new URLSearchParams(search).get("next") ?? "";
  if (!next.startsWith("/")) return "/";
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || isAccountPage(url.pathname)) return "/";
    // Dot segments can leave a path starting with "//" (/..//evil.example), which a browser reads as
    // another host: one leading slash only.
    return `/${url.pathname.replace(/^[/\\]+/, "")}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** A link to an account page that brings the visitor back to the page at `pathname` afterwards. */
export function withNext(page: string, pathname: string, search = "", hash = ""): string {
  if (pathname === "/" || isAccountPage(pathname)) return page;
  return `${page}?next=${encodeURIComponent(pathname + search + hash)}`;
}
