// embed.js: the only script a page includes. It finds every [data-widget] element, now and later,
// loads a widget's chunk when its element nears the viewport, mounts it, and unmounts it when the
// element leaves the page. Kept tiny: everything else is in the lazily loaded chunks.
import type { WidgetOptions } from "../kits/core/options.ts";
import type { MountFunction } from "../kits/core/embed.ts";
import type { Host } from "../kits/core/mounted-hosts.ts";
// The content-hashed folder of this build's chunks, from the chunks' manifest (build/build-id.js).
import build from "virtual:widget-build";

type Api = {
  mount(element: HTMLElement, name?: string, options?: Partial<WidgetOptions>): void;
  unmount(element: HTMLElement): void;
};

declare global {
  interface Window {
    QTOWidgets?: Api;
  }
}

const SELECTOR = "[data-widget]";

// A second copy of the script on the page finds the first one's API and does nothing.
if (!window.QTOWidgets) {
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL(".", script?.src || new URL("/widgets/embed.js", location.href)).href;
  const defaultApi = new URL(base).origin;
  // Every host found or given, until it leaves the page.
  const seen = new Set<HTMLElement>();

  const mount = (element: Host, name = element.dataset.widget ?? "", options?: Partial<WidgetOptions>) => {
    // A widget's name is its chunk's file name. The loader keeps no list of names, so a partner page
    // pays nothing for the widgets it does not use; a name this build lacks fails to load, reports
    // qto:error, and its placeholder keeps its plain content. The name cannot leave the build folder's
    // origin: it only ends the chunk's URL.
    if (element.qtoWidget || !name) return;
    element.qtoWidget = import(/* webpackIgnore: true */ `${base}${build}/${name}.js`)
      .then((chunk: { mount: MountFunction }) =>
        element.isConnected ? chunk.mount(element, name, options, defaultApi) : undefined,
      )
      .catch((error: Error) => {
        element.qtoWidget = undefined;
        // The no-JavaScript form inside the element stays in place and still works.
        element.dispatchEvent(
          new CustomEvent("qto:error", {
            detail: { widget: name, kind: "load", message: error.message },
            bubbles: true,
          }),
        );
      });
  };

  const unmount = (element: Host) => {
    const pending = element.qtoWidget;
    element.qtoWidget = undefined;
    seen.delete(element);
    if (pending) Promise.resolve(pending).then((stop) => stop?.());
  };

  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        mount(entry.target as HTMLElement);
      }
    },
    { rootMargin: "600px" },
  );

  const discover = (root: Element | Document) => {
    const found = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
    if (root instanceof HTMLElement && root.matches(SELECTOR)) found.push(root);
    for (const element of found) {
      if (seen.has(element)) continue;
      seen.add(element);
      near.observe(element);
    }
  };

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) discover(node);
    }
    if (records.some((record) => record.removedNodes.length)) {
      for (const element of seen) if (!element.isConnected) unmount(element);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  discover(document);
  window.QTOWidgets = {
    mount(element, name, options) {
      seen.add(element);
      near.unobserve(element);
      mount(element, name, options);
    },
    unmount,
  };
}
