// The one registry of mounted hosts: a mark on the host element itself, as preact-habitat marks its
// nodes. embed.js and the widget chunks come from two builds and share no module, but they share the
// element, so a host is mounted once whoever asks.

/** What a host holds: the widget's unmount, or, while embed.js loads the widget's chunk, its promise. */
export type Held = (() => void) | Promise<(() => void) | void>;
type Host = HTMLElement & { qtoWidget?: Held };

/** What `host` holds, if anything. */
export const heldBy = (host: HTMLElement): Held | undefined => (host as Host).qtoWidget;

/** Marks `host` as holding `what` (undefined: nothing any more). */
export function hold(host: HTMLElement, what: Held | undefined): void {
  (host as Host).qtoWidget = what;
}
