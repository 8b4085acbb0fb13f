// What a customer's Drive holds, only ever for one user id: the take-off files of their delivered
// orders, and the PDFs of the quote requests they sent signed in (leads.user_id; an anonymous lead is
// nobody's).
import type { Drive, DriveFile, DriveOrder, DriveQuote } from "../../../contract/account/drive.ts";
import type { Db } from "../../infra/db/database.ts";
import { orderProjects } from "./order-projects.ts";

/** Groups rows under their parent's id, keeping the rows' order. */
function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function driveRepository(db: Db) {
  async function deliveredOrders(userId: number): Promise<DriveOrder[]> {
    const orders = await db
      .selectFrom("orders")
      .select(["id", "number", "created_at"])
      .where("user_id", "=", userId)
      .where("status", "=", "delivered")
      .orderBy("id", "desc")
      .execute();
    if (!orders.length) return [];
    const files = await db
      .selectFrom("order_files")
      .select(["id", "order_id", "name", "kind", "size"])
      .where(
        "order_id",
        "in",
        orders.map((order) => order.id),
      )
      .orderBy("id")
      .execute();
    const filesOf = groupBy(files, (file) => Number(file.order_id));
    const projects = await orderProjects(
      db,
      orders.map((order) => Number(order.id)),
    );
    return orders.map((order) => ({
      id: Number(order.id),
      number: order.number,
      projects: projects.get(Number(order.id)) ?? [],
      created_at: order.created_at,
      files: (filesOf.get(Number(order.id)) ?? []).map((file): DriveFile => ({
        id: Number(file.id),
        name: file.name,
        kind: file.kind,
        size: Number(file.size),
      })),
    }));
  }

  async function quotes(userId: number): Promise<DriveQuote[]> {
    const rows = await db
      .selectFrom("lead_files")
      .innerJoin("leads", "leads.id", "lead_files.lead_id")
      .select([
        "leads.id as lead_id",
        "leads.reference",
        "leads.created_at",
        "lead_files.id",
        "lead_files.original_name",
        "lead_files.size",
      ])
      .where("leads.user_id", "=", userId)
      // A file the retention rule removed is no longer the customer's to download.
      .where("lead_files.removed_at", "is", null)
      .orderBy("leads.id", "desc")
      .orderBy("lead_files.id")
      .execute();
    return [...groupBy(rows, (row) => Number(row.lead_id)).values()].map((files) => ({
      reference: files[0]!.reference,
      created_at: files[0]!.created_at,
      files: files.map((file) => ({
        id: Number(file.id),
        name: file.original_name,
        kind: "pdf",
        size: Number(file.size),
      })),
    }));
  }

  return {
    async drive(userId: number): Promise<Drive> {
      return { orders: await deliveredOrders(userId), quotes: await quotes(userId) };
    },

    /** A quote request's PDF when `userId` sent that request, else undefined (as for an unknown id). */
    async quoteFile(userId: number, fileId: number) {
      return db
        .selectFrom("lead_files")
        .innerJoin("leads", "leads.id", "lead_files.lead_id")
        .select(["lead_files.stored_name", "lead_files.original_name"])
        .where("lead_files.id", "=", fileId)
        .where("leads.user_id", "=", userId)
        .where("lead_files.removed_at", "is", null)
        .executeTakeFirst();
    },
  };
}

export type DriveRepository = ReturnType<typeof driveRepository>;
