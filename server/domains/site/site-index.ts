// An index of the built site, so a request path is matched against known files only (no path ever
// reaches the file system unchecked) and letter-case or slash variants find their canonical route.
import { readdirSync } from "node:fs";
import path from "node:path";

export type Resolution =
  { kind: "file"; file: string } | { kind: "redirect"; location: string } | { kind: "not-found" };

export type SiteIndex = { resolve(pathname: string): Resolution };

/** The legacy route with an id in its path: one shell page answers for every id. */
const PROJECT_DETAIL = /^\/projectdetail\/([^/]+)\/?$/i;

export function indexSite(root: string): SiteIndex {
  const files = new Set<string>();
  const byLowerCase = new Map<string, string>();

  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = "/" + path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    files.add(file);
    if (file.endsWith("/index.html")) {
      const route = file.slice(0, -"index.html".length);
      byLowerCase.set(route.toLowerCase(), route);
      byLowerCase.set(route.slice(0, -1).toLowerCase(), route);
    } else {
      byLowerCase.set(file.toLowerCase(), file);
    }
  }

  return {
    resolve(pathname) {
      const detail = PROJECT_DETAIL.exec(pathname);
      if (detail) {
        const canonical = `/ProjectDetail/${detail[1]}`;
        return pathname === canonical
          ? { kind: "file", file: "/ProjectDetail/index.html" }
          : { kind: "redirect", location: canonical };
      }
      if (pathname.endsWith("/") && files.has(`${pathname}index.html`)) {
        return { kind: "file", file: `${pathname}index.html` };
      }
      if (!pathname.endsWith("/") && files.has(pathname) && !pathname.endsWith("/index.html")) {
        return { kind: "file", file: pathname };
      }
      const canonical = byLowerCase.get(pathname.toLowerCase());
      if (canonical && canonical !== pathname) return { kind: "redirect", location: canonical };
      return { kind: "not-found" };
    },
  };
}
