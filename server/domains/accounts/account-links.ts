// The links the account e-mails (reset a password, verify an address, confirm a new one): a random
// 256-bit token in the link, only its SHA-256 stored (OWASP Forgot Password Cheat Sheet: "store the token
// hashed", "single use", "expire after an appropriate period"). Each link is made and sent by a durable job,
// so the request that asks for one answers at once, and in the same time whether an account exists or not:
// the lookup happens in the job. https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema.ts";
import type { TokenPurpose } from "./account-tokens-repository.ts";
import { isStaffRole } from "../../../contract/staff/staff.ts";
import { composeLinkMail, composeStaffResetMail } from "./account-mail.ts";
import { isVerified } from "../../infra/mail/verified-address.ts";

export const ACCOUNT_LINK_JOB = "account.link";

/** How long each link works. */
export const LINK_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_verify: 7 * 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

/**
 * At most three links of one kind reach one address in an hour, whoever asks; the job drops the rest
 * unsent. No inbox is flooded, and no one is kept from a link either: the window is the shortest link's
 * lifetime, so when one is dropped, every link sent in the window still works.
 */
export const LINK_MAILS = { max: 3, windowMs: Math.min(...Object.values(LINK_TTL_MS)) };

/** The job's payload: a reset names only the address typed; the others the account and the address to prove. */
export type LinkJob =
  | { purpose: "password_reset"; email: string }
  | { purpose: "email_verify" | "email_change"; userId: number; email: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Writes the job that sends a link, in the caller's transaction (or one of its own). */
export async function enqueueLink(app: FastifyInstance, job: LinkJob, trx?: Kysely<Database>): Promise<void> {
  if (trx) return app.jobs.enqueue(trx, ACCOUNT_LINK_JOB, job);
  await app.db.transaction().execute((own) => app.jobs.enqueue(own, ACCOUNT_LINK_JOB, job));
}

/** What the job does: finds the account (a reset), makes a token, stores its hash, e-mails the link. */
export function accountLinkJob(app: FastifyInstance, siteUrl: string) {
  const { accountTokens, customerAccounts } = app;
  return async (job: LinkJob): Promise<void> => {
    const user =
      job.purpose === "password_reset"
        ? await customerAccounts.byEmail(job.email)
        : await customerAccounts.byId(job.userId);
    // Nobody uses this address, or the account is closed: nothing is sent, and the visitor was told the same.
    if (!user || user.disabled_at) return;
    const address = job.email.toLowerCase();
    // An address changed since the link was asked for: a verification proves only the current one.
    if (job.purpose === "email_verify" && user.email_key !== address) return;
    const sent = await app.rateLimitCounters.hit(`link-mail:${job.purpose}:${address}`, LINK_MAILS.windowMs);
    if (sent.hits > LINK_MAILS.max) {
      app.log.info({ userId: user.id, purpose: job.purpose }, "link not sent: its address had its share this hour");
      return;
    }
    // No link resets a staff account's password (password-reset-routes.ts): the mail says who does.
    if (job.purpose === "password_reset" && isStaffRole(user.access_role)) {
      const mail = composeStaffResetMail({ name: user.full_name, email: user.email, siteUrl });
      const id = `account-staff-reset-${user.id}-${Date.now()}`;
      await app.mailer.send({ ...mail, id }, id);
      return;
    }
    const token = randomBytes(32).toString("base64url");
    const id = await accountTokens.create({
      user_id: user.id,
      purpose: job.purpose,
      token_hash: hashToken(token),
      email: job.email,
      ttlMs: LINK_TTL_MS[job.purpose],
    });
    // The name is the account holder's own text: it greets only an address they proved is theirs, never a
    // stranger's inbox in the firm's name. A person is greeted by their name, never their username.
    const owned = isVerified(user) && user.email_key === address;
    const mail = composeLinkMail(job.purpose, {
      name: owned ? user.full_name : undefined,
      email: job.email,
      token,
      siteUrl,
    });
    await app.mailer.send({ ...mail, id: `account-${job.purpose}-${id}` }, `account-${id}`);
  };
}
