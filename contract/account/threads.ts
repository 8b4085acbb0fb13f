// GET /reactapp/account/threads/: the signed-in customer's order threads for the Messages page
// (/account/messages/), the newest activity first. Each thread itself is the order's
// (/reactapp/orders/:id/messages/, contract/schemas/order-messages.ts).

/** One order's thread as the list shows it. */
export type ThreadSummary = {
  order: {
    id: number;
    number: string;
    /** The names of the projects it bought take-offs of. */
    projects: string[];
    status: string;
    status_label: string;
    created_at: string;
  };
  /** How many messages the thread holds. */
  messages: number;
  /** The firm's messages the customer has not read yet. */
  unread: number;
  /** The newest message, or null while nobody has written. */
  last: { side: "customer" | "staff"; preview: string; created_at: string } | null;
};

export type ThreadList = { results: ThreadSummary[] };

/** How much of the newest message a list row shows. */
export const PREVIEW_LENGTH = 140;
