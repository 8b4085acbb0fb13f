// What happened, told to whoever listens, inside the transaction that made it happen: a listener (the
// webhooks' deliveries, later the alerts) writes its own rows in that transaction, so an event is never
// lost after its change commits, nor told when the change rolls back.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { EventType } from "../../../contract/staff/events.ts";
import type { Database } from "../db/schema.ts";

export type DomainEvent = {
  /** Unique per event: a receiver that sees it twice knows it is the same event. */
  id: string;
  type: EventType;
  occurredAt: string;
  data: Record<string, unknown>;
};
export type Listener = (event: DomainEvent, trx: Kysely<Database>) => Promise<void>;

export type Events = {
  on(listener: Listener): void;
  /** Tells every listener, in `trx`; resolves once all have written what they write. */
  emit(trx: Kysely<Database>, type: EventType, data: Record<string, unknown>): Promise<DomainEvent>;
};

export function events(): Events {
  const listeners: Listener[] = [];
  return {
    on: (listener) => void listeners.push(listener),
    async emit(trx, type, data) {
      const event: DomainEvent = { id: `evt_${randomUUID()}`, type, occurredAt: new Date().toISOString(), data };
      for (const listener of listeners) await listener(event, trx);
      return event;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    events: Events;
  }
}

export const eventsPlugin = fp(async (app: FastifyInstance) => void app.decorate("events", events()), {
  name: "events",
});
