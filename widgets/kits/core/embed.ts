// The part of the embed build every widget chunk shares: turns a widget into the `mount` function the
// loader calls with a placeholder element.
import { mountWidget, type Unmount } from "./mount.tsx";
import { optionsFromElement, type WidgetOptions } from "./options.ts";
import type { Widget } from "./widget.ts";

export type MountFunction = (
  element: HTMLElement,
  name: string,
  options: Partial<WidgetOptions> | undefined,
  defaultApi: string,
) => Unmount;

export function embed(widget: Widget): MountFunction {
  return (element, name, options, defaultApi) =>
    mountWidget(element, name, widget, { ...optionsFromElement(element, defaultApi), ...options });
}
