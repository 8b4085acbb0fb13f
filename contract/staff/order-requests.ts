// What the console's order endpoints accept (valibot schemas, for the server's parseOr400): the list's
// query and a status change. Their wire types are in orders.ts.
import * as v from "valibot";
import { ORDER_STATUS_VALUES } from "../choices/order-statuses.ts";

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const optional = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(v.union([v.literal(""), schema]), "");

/** The list's filters and page, as they arrive in a URL. `test`: "" shows test orders too, "hide" hides them. */
export const OrdersQuerySchema = v.object({
  status: optional(v.picklist(ORDER_STATUS_VALUES, "Select a valid status.")),
  from: optional(v.pipe(v.string(), v.regex(DAY, "Enter a date as YYYY-MM-DD."))),
  to: optional(v.pipe(v.string(), v.regex(DAY, "Enter a date as YYYY-MM-DD."))),
  q: optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search for at most 100 characters."))),
  test: optional(v.picklist(["hide", "only"], "Select whether to show test orders.")),
  page: optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "Invalid page."))),
});
export type OrdersQuery = v.InferOutput<typeof OrdersQuerySchema>;

export const OrderStatusChangeSchema = v.object({
  from: v.pipe(v.string(), v.maxLength(30)),
  status: v.picklist(ORDER_STATUS_VALUES, "Select a valid status."),
});
