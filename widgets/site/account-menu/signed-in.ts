// What the header's menu does for a signed-in visitor, fetched once a name is shown (a visitor who
// never signs in never downloads it): the panel (the account-panel widget) mounted the first time the
// menu opens, Escape and a click elsewhere closing it, and the server asked once whether the remembered
// account is still signed in.
import { confirmAccount } from "./session-check.ts";

/** Makes the header's <details> menu work; returns what stops it. */
export function signedIn(menu: HTMLDetailsElement, api: string): () => void {
  const [summary, panel] = menu.children as unknown as [HTMLElement, HTMLElement];
  // The menu may have been opened while this file was on its way.
  const opened = () => {
    if (menu.open && !panel.childElementCount) window.QTOWidgets?.mount(panel, "account-panel", { api });
  };
  // The menu closes on Escape (focus back on the name) and on a click elsewhere, as menus do.
  const close = (event: Event) => {
    const escape = (event as KeyboardEvent).key === "Escape";
    if (!menu.open || !(escape || (event.type === "click" && !menu.contains(event.target as Node)))) return;
    menu.open = false;
    if (escape) summary.focus();
  };
  menu.addEventListener("toggle", opened);
  document.addEventListener("keydown", close);
  document.addEventListener("click", close);
  opened();
  // Offline or a server hiccup: keep showing what this browser remembers.
  confirmAccount(api).catch(() => {});
  return () => {
    menu.removeEventListener("toggle", opened);
    document.removeEventListener("keydown", close);
    document.removeEventListener("click", close);
  };
}
