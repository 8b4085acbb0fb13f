// The ESM build's counterpart of mount.tsx: a React host renders the widget inside a shadow root of its
// own element, through a portal, so the host's context and event handling stay intact. The shadow root
// is reused when StrictMode mounts twice.
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { adoptStyles } from "./styles.ts";

export function ShadowHost({ css, theme, children }: { css: string; theme?: string; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    adoptStyles(shadow, css);
    let container = shadow.querySelector<HTMLElement>(".qto");
    if (!container) {
      container = document.createElement("div");
      container.className = "qto";
      shadow.append(container);
    }
    setRoot(container);
  }, [css]);
  return (
    <div ref={host} data-theme={theme || undefined}>
      {root && createPortal(children, root)}
    </div>
  );
}
