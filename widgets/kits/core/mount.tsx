// Renders a widget into the shadow root of its placeholder element, for the embed script.
import { createRoot } from "react-dom/client";
import type { Host } from "./mounted-hosts.ts";
import type { WidgetOptions } from "./options.ts";
import { adoptStyles } from "./styles.ts";
import type { Emit, Widget } from "./widget.ts";

export type Unmount = () => void;

/** The values a visitor typed into the no-JavaScript form before the widget arrived are kept. */
function typedIntoFallback(host: HTMLElement): Record<string, string> {
  const form = host.querySelector("form");
  const typed: Record<string, string> = {};
  if (!form) return typed;
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value && !(name in typed)) typed[name] = value;
  }
  return typed;
}

/** Mounts `widget` on `host`; a host that already holds a widget keeps it, and gets its unmount back. */
export function mountWidget(host: Host, name: string, widget: Widget, options: WidgetOptions): Unmount {
  // A promise is embed.js loading this very widget's chunk, which is what calls this.
  const existing = host.qtoWidget;
  if (typeof existing === "function") return existing;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  adoptStyles(shadow, widget.css);
  const container = document.createElement("div");
  container.className = "qto";
  shadow.append(container);
  const emit: Emit = (event, detail) =>
    host.dispatchEvent(
      new CustomEvent(`qto:${event}`, { detail: { widget: name, ...detail }, bubbles: true, composed: true }),
    );
  const root = createRoot(container);
  const Component = widget.component;
  root.render(
    <Component options={{ ...options, prefill: { ...options.prefill, ...typedIntoFallback(host) } }} emit={emit} />,
  );
  emit("ready");
  const unmount = () => {
    host.qtoWidget = undefined;
    root.unmount();
    shadow.replaceChildren();
  };
  host.qtoWidget = unmount;
  return unmount;
}
