// GET /reactapp/account/drive/: every file the signed-in customer owns on the site, for the Drive page
// (/account/drive/): the take-off files of their delivered orders (downloaded from
// /reactapp/orders/:id/files/:file/) and the PDFs they sent with quote requests made while signed in
// (downloaded from /reactapp/account/drive/quote-files/:id/).

export type DriveFile = { id: number; name: string; kind: string; size: number };

/** A delivered order and its take-off files. */
export type DriveOrder = { id: number; number: string; projects: string[]; created_at: string; files: DriveFile[] };

/** A quote request the customer sent signed in, with the PDFs they attached. */
export type DriveQuote = { reference: string; created_at: string; files: DriveFile[] };

export type Drive = { orders: DriveOrder[]; quotes: DriveQuote[] };

/** Where a quote request's PDF downloads from, to its owner only. */
export const quoteFilePath = (id: number) => `/reactapp/account/drive/quote-files/${id}/`;

/** Where a delivered take-off file downloads from, to its buyer only. */
export const orderFilePath = (order: number, file: number) => `/reactapp/orders/${order}/files/${file}/`;
