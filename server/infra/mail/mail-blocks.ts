// The blocks an e-mail is made of (mail-content.ts describes a message with them; the layout,
// layout.mjml, draws each): both parts of every message say the same blocks.
export type MailLink = { label: string; url: string };

export type MailBlock =
  | { paragraph: string }
  /** A link on a line of its own; `before` leads into it ("Questions? Write to us on" "the order's page"). */
  | { link: MailLink & { before?: string } }
  /** The message's one call to action, a button in the HTML. */
  | { button: MailLink }
  /** A bulleted list, after an optional line that introduces it; an item may link, and add a detail. */
  | { list: { intro?: string; items: Array<{ text: string; url?: string; detail?: string }> } }
  /** Label–value pairs ("Total", "$179.00"): a table in the HTML. */
  | { facts: Array<[label: string, value: string]> }
  /** Someone's own words, as they wrote them (a message on an order's thread). */
  | { quote: string };
