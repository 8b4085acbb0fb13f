// Styles go into shadow roots as constructable stylesheets: nothing leaks in or out, and a host page
// whose CSP allows only `style-src 'self'` still styles the widget (no <style> element, no inline style).
import baseCss from "./base.css?inline";

const sheets = new Map<string, CSSStyleSheet>();

function sheet(css: string): CSSStyleSheet {
  let found = sheets.get(css);
  if (!found) {
    found = new CSSStyleSheet();
    found.replaceSync(css);
    sheets.set(css, found);
  }
  return found;
}

export function adoptStyles(root: ShadowRoot, css: string): void {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet.prototype.replaceSync === "function") {
    root.adoptedStyleSheets = [sheet(baseCss), sheet(css)];
    return;
  }
  // Only for environments without constructable stylesheets (old browsers, test DOMs).
  const style = document.createElement("style");
  style.textContent = baseCss + css;
  root.prepend(style);
}
