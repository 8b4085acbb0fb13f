// Webhook endpoints and their deliveries: one delivery per endpoint and event (unique), with its attempt log.
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { EventType } from "../../../contract/staff/events.ts";
import type {
  DeliveryAttempt,
  DeliveryPage,
  DeliveryState,
  WebhookDelivery,
  WebhookEndpoint,
} from "../../../contract/staff/webhooks.ts";
import type { Db } from "../../infra/db/database.ts";
import { isPostgres } from "../../infra/db/migrations/dialect.ts";
import type { Database, WebhookEndpointsTable } from "../../infra/db/schema.ts";
import { compiledOnce } from "../../infra/db/compiled-once.ts";

/** A new signing secret: `whsec_` and 24 random bytes in base64, as Standard Webhooks writes them. */
export const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

type EndpointRow = Omit<WebhookEndpointsTable, "id"> & { id: number };
const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: Number(row.id),
  url: row.url,
  description: row.description,
  events: JSON.parse(row.events),
  secret: row.secret,
  enabled: Boolean(row.enabled),
  disabled_at: row.disabled_at,
  disabled_reason: row.disabled_reason,
  failing_since: row.failing_since,
  created_at: row.created_at,
});

/** What a delivery sends: the event, and its body as every endpoint receives it. */
type DeliveryEvent = { eventId: string; eventType: string; payload: string };
/** A delivery as it is written: not yet attempted. */
const PENDING = { state: "pending", attempts: "[]" } as const;

/**
 * addDeliveries' statement, compiled once. Its values are cast to text: PostgreSQL cannot infer a bare
 * parameter's type in a select list.
 */
const insertDeliveries = compiledOnce((db, event: DeliveryEvent & { createdAt: string }) => {
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  const takesType = isPostgres(db as unknown as Kysely<unknown>)
    ? sql<boolean>`events::jsonb @> jsonb_build_array(${text(event.eventType)})`
    : sql<boolean>`exists (select 1 from json_each(webhook_endpoints.events) where value = ${event.eventType})`;
  return db
    .insertInto("webhook_deliveries")
    .columns(["endpoint_id", "event_id", "event_type", "payload", "state", "attempts", "created_at"])
    .expression(
      db
        .selectFrom("webhook_endpoints")
        .select([
          "id",
          text(event.eventId).as("event_id"),
          text(event.eventType).as("event_type"),
          text(event.payload).as("payload"),
          text(PENDING.state).as("state"),
          text(PENDING.attempts).as("attempts"),
          text(event.createdAt).as("created_at"),
        ])
        .where("enabled", "=", 1)
        .where(takesType)
        .orderBy("id"),
    )
    .onConflict((conflict) => conflict.columns(["endpoint_id", "event_id"]).doNothing())
    .returning("id");
});

export type EndpointFields = { url: string; description: string; events: EventType[] };
export type DeliveryToSend = WebhookDelivery & { endpoint: WebhookEndpoint; payload: string };

export function webhooksRepository(db: Db) {
  async function endpoint(id: number, trx: Kysely<Database> = db): Promise<WebhookEndpoint | undefined> {
    const row = await trx.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toEndpoint(row as EndpointRow);
  }
  return {
    endpoint,

    async endpoints(): Promise<WebhookEndpoint[]> {
      const rows = await db.selectFrom("webhook_endpoints").selectAll().orderBy("id").execute();
      return rows.map((row) => toEndpoint(row as EndpointRow));
    },

    /**
     * Writes the delivery of this event to every enabled endpoint that takes its type, in the event's
     * transaction, in one statement (the lead's path writes it with every lead); the new deliveries' ids.
     */
    async addDeliveries(trx: Kysely<Database>, event: DeliveryEvent): Promise<number[]> {
      const { rows } = await insertDeliveries(trx, { ...event, createdAt: new Date().toISOString() });
      return rows.map((row) => Number(row.id));
    },

    async create(trx: Kysely<Database>, fields: EndpointFields, createdBy: number): Promise<WebhookEndpoint> {
      const { id } = await trx
        .insertInto("webhook_endpoints")
        .values({
          ...fields,
          events: JSON.stringify(fields.events),
          secret: newSecret(),
          enabled: 1,
          created_by: createdBy,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await endpoint(Number(id), trx))!;
    },

    async update(
      trx: Kysely<Database>,
      id: number,
      change: Partial<EndpointFields> & { enabled?: boolean; secret?: string },
    ): Promise<WebhookEndpoint> {
      const { events, enabled, ...rest } = change;
      await trx
        .updateTable("webhook_endpoints")
        .set({
          ...rest,
          ...(events && { events: JSON.stringify(events) }),
          // Enabled again by an admin: its failures so far are forgiven.
          ...(enabled === true && { enabled: 1, disabled_at: null, disabled_reason: null, failing_since: null }),
          ...(enabled === false && {
            enabled: 0,
            disabled_at: new Date().toISOString(),
            disabled_reason: "by an admin",
          }),
        })
        .where("id", "=", id)
        .execute();
      return (await endpoint(id, trx))!;
    },

    async remove(trx: Kysely<Database>, id: number): Promise<void> {
      await trx.deleteFrom("webhook_deliveries").where("endpoint_id", "=", id).execute();
      await trx.deleteFrom("webhook_endpoints").where("id", "=", id).execute();
    },

    /** Writes the delivery of this event to this endpoint; its id, or undefined if it was written already. */
    async addDelivery(
      trx: Kysely<Database>,
      delivery: DeliveryEvent & { endpointId: number },
    ): Promise<number | undefined> {
      const row = await trx
        .insertInto("webhook_deliveries")
        .values({
          endpoint_id: delivery.endpointId,
          event_id: delivery.eventId,
          event_type: delivery.eventType,
          payload: delivery.payload,
          ...PENDING,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(["endpoint_id", "event_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return row && Number(row.id);
    },

    async delivery(id: number): Promise<DeliveryToSend | undefined> {
      const row = await db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirst();
      const owner = row && (await endpoint(Number(row.endpoint_id)));
      if (!row || !owner) return undefined;
      return {
        id: Number(row.id),
        event_id: row.event_id,
        event_type: row.event_type,
        state: row.state as DeliveryState,
        created_at: row.created_at,
        attempts: JSON.parse(row.attempts),
        payload: row.payload,
        endpoint: owner,
      };
    },

    /** Appends an attempt to the delivery's log and sets its state, in one statement per call. */
    async recordAttempt(id: number, attempt: DeliveryAttempt, state: DeliveryState): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { attempts } = await trx
          .selectFrom("webhook_deliveries")
          .select("attempts")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        const log = [...(JSON.parse(attempts) as DeliveryAttempt[]), attempt];
        await trx
          .updateTable("webhook_deliveries")
          .set({ attempts: JSON.stringify(log), state })
          .where("id", "=", id)
          .execute();
      });
    },

    async setDeliveryState(trx: Kysely<Database>, id: number, state: DeliveryState): Promise<void> {
      await trx.updateTable("webhook_deliveries").set({ state }).where("id", "=", id).execute();
    },

    /** The endpoint's deliveries, newest first, `perPage` at a time. */
    async deliveries(endpointId: number, page: number, perPage = 20): Promise<DeliveryPage> {
      const { total } = await db
        .selectFrom("webhook_deliveries")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("endpoint_id", "=", endpointId)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom("webhook_deliveries")
        .select(["id", "event_id", "event_type", "state", "created_at", "attempts"])
        .where("endpoint_id", "=", endpointId)
        .orderBy("id", "desc")
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return {
        deliveries: rows.map((row) => ({
          ...row,
          id: Number(row.id),
          state: row.state as DeliveryState,
          attempts: JSON.parse(row.attempts),
        })),
        total: Number(total),
        page,
        pages: Math.max(1, Math.ceil(Number(total) / perPage)),
      };
    },

    /** A success clears the endpoint's run of failures; a failure starts one if none is running. */
    async endpointSucceeded(id: number): Promise<void> {
      await db.updateTable("webhook_endpoints").set({ failing_since: null }).where("id", "=", id).execute();
    },
    async endpointFailed(id: number, at: string): Promise<string> {
      await db
        .updateTable("webhook_endpoints")
        .set({ failing_since: at })
        .where("id", "=", id)
        .where("failing_since", "is", null)
        .execute();
      return (await endpoint(id))!.failing_since ?? at;
    },

    /** Disables an endpoint that kept failing; true if this call disabled it (it was enabled). */
    async disable(trx: Kysely<Database>, id: number, reason: string): Promise<boolean> {
      const result = await trx
        .updateTable("webhook_endpoints")
        .set({ enabled: 0, disabled_at: new Date().toISOString(), disabled_reason: reason })
        .where("id", "=", id)
        .where("enabled", "=", 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Where to tell the admins: every enabled admin account's address. */
    async adminAddresses(): Promise<string[]> {
      const rows = await db
        .selectFrom("users")
        .select("email")
        .where("access_role", "=", "admin")
        .where("disabled_at", "is", null)
        .execute();
      return rows.map((row) => row.email);
    },
  };
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
