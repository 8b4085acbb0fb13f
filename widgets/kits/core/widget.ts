// What every widget is: a component taking its options and a way to tell the host page what happened.
import type { ComponentType } from "react";
import type { WidgetOptions } from "./options.ts";

export { widgetOptions } from "./options.ts";

export type WidgetEvent = "ready" | "submitted" | "error";
export type Emit = (event: WidgetEvent, detail?: Record<string, unknown>) => void;
export type WidgetProps = { options: WidgetOptions; emit: Emit };
export type Widget = { component: ComponentType<WidgetProps>; css: string };
