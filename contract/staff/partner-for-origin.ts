// The partner the console's one-click Allow makes of an unlisted origin, apart from the partners'
// schemas so the console screen shows its name without bundling valibot.

/** The partner the one-click Allow creates for `origin`: its host as the name, and as the id in slug form. */
export function partnerForOrigin(value: string): { id: string; name: string } {
  const { host } = new URL(value);
  const slug = host
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return { id: slug || "partner", name: host };
}
