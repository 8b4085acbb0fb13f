// The addresses of an order on its buyer's account, one rule for the receipt e-mail, the status and
// message e-mails, the page after payment and the account's screens: the receipt names the order by its
// number (what the buyer quotes), its messages by its id (what the thread's API takes).

/** The order's printable receipt: /account/billing/receipt/?order=QTO-O-…. */
export const receiptPath = (number: string) => `/account/billing/receipt/?order=${encodeURIComponent(number)}`;

/** The order's conversation with the firm: /account/messages/?order=N. */
export const orderMessagesPath = (orderId: number) => `/account/messages/?order=${orderId}`;
