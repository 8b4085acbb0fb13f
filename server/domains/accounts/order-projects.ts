// The names of the projects each order bought take-offs of, in line order: every list of orders the
// customer sees (Orders, Billing, Messages, Drive) names an order by its projects as well as its number.
import type { Db } from "../../infra/db/database.ts";

/** Each of `orderIds` with its projects' names (an order without lines has none). */
export async function orderProjects(db: Db, orderIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return names;
  const lines = await db
    .selectFrom("order_lines")
    .select(["order_id", "project_name"])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("project_id")
    .execute();
  for (const line of lines) names.get(Number(line.order_id))?.push(line.project_name);
  return names;
}
