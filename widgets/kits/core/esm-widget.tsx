// A widget as a plain React component, for the ESM build: options as props, events as callbacks, and
// the same shadow-root isolation as the embed build.
import { useEffect } from "react";
import { ShadowHost } from "./shadow-host.tsx";
import type { WidgetOptions } from "./options.ts";
import { type Emit, type Widget, widgetOptions } from "./widget.ts";

export type WidgetComponentProps = {
  /** The API's origin, such as https://qto.example; by default the page's own origin. */
  api?: string;
  /** Your partner id: it is stored with every lead you send us. */
  partner?: string;
  theme?: "light" | "dark";
  /** Initial values by field name, such as { email: "…" }. */
  prefill?: Record<string, string>;
  /** Widget-specific values, such as { article: "/Blog_Detail/" } for the reply form (core/options.ts). */
  extra?: WidgetOptions["extra"];
  onReady?: () => void;
  onSubmitted?: (detail: { type: string; reference: string }) => void;
  onError?: (detail: { type?: string; kind: string; message: string }) => void;
};

export function esmWidget(widget: Widget) {
  const Component = widget.component;
  return function EsmWidget({ onReady, onSubmitted, onError, theme, ...options }: WidgetComponentProps) {
    useEffect(() => onReady?.(), [onReady]);
    const emit: Emit = (event, detail) => {
      if (event === "submitted") onSubmitted?.(detail as { type: string; reference: string });
      if (event === "error") onError?.(detail as { kind: string; message: string });
    };
    return (
      <ShadowHost css={widget.css} theme={theme}>
        <Component options={widgetOptions({ ...options, theme: theme ?? "" })} emit={emit} />
      </ShadowHost>
    );
  };
}
