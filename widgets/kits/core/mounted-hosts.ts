// The one registry of mounted hosts: a mark on the host element itself, as preact-habitat marks its
// nodes. embed.js and the widget chunks come from two builds and share no module, but they share the
// element, so a host is mounted once whoever asks. (A plain property rather than get/set functions:
// embed.js and core reach every partner page, and the property costs fewer bytes than calls.)

/** What a host holds: the widget's unmount, or, while embed.js loads the widget's chunk, its promise. */
export type Held = (() => void) | Promise<(() => void) | void>;

/** An element with its mark: `qtoWidget` is what it holds, absent when it holds nothing. */
export type Host = HTMLElement & { qtoWidget?: Held };
