// The test gateway's approved charges, in the database (migration 033) as a remote provider keeps them
// on its side: a refund finds its charge after a restart, and from any process.
import { randomBytes } from "node:crypto";
import type { Db } from "../../../infra/db/database.ts";

export type TestCharge = {
  amountCents: number;
  description: string;
  refunded: boolean;
  /** The refund's id once refunded. */
  refund?: string;
};

export function testGatewayCharges(db: Db) {
  const byReference = (reference: string) =>
    db.selectFrom("test_gateway_charges").selectAll().where("reference", "=", reference).executeTakeFirst();

  return {
    /** Keeps an approved charge; answers its reference. */
    async add(amountCents: number, description: string): Promise<string> {
      const reference = `ch_test_${randomBytes(8).toString("hex")}`;
      await db
        .insertInto("test_gateway_charges")
        .values({ reference, amount_cents: amountCents, description, charged_at: new Date().toISOString() })
        .execute();
      return reference;
    },

    /**
     * Refunds a charge once and answers the refund's id; a charge refunded before (by this process or
     * another, even at the same moment) answers the first refund's id. Throws for an unknown reference.
     */
    async refund(reference: string): Promise<string> {
      const charge = await byReference(reference);
      if (!charge) throw new Error(`No charge ${reference} to refund.`);
      if (charge.refund) return charge.refund;
      const refund = `re_test_${randomBytes(8).toString("hex")}`;
      const set = await db
        .updateTable("test_gateway_charges")
        .set({ refund, refunded_at: new Date().toISOString() })
        .where("reference", "=", reference)
        .where("refund", "is", null)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 1) return refund;
      return (await byReference(reference))!.refund!;
    },

    async chargeOf(reference: string): Promise<TestCharge | undefined> {
      const charge = await byReference(reference);
      return (
        charge && {
          amountCents: Number(charge.amount_cents),
          description: charge.description,
          refunded: charge.refund !== null,
          ...(charge.refund ? { refund: charge.refund } : {}),
        }
      );
    },

    /** The references of the charges refunded so far, in the order they were refunded. */
    async refunded(): Promise<string[]> {
      const rows = await db
        .selectFrom("test_gateway_charges")
        .select("reference")
        .where("refund", "is not", null)
        .orderBy("refunded_at")
        .orderBy("reference")
        .execute();
      return rows.map((row) => row.reference);
    },
  };
}
