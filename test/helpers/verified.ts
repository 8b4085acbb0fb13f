// A registered, signed-in customer whose address is verified (alerts and reminders go only to one): the
// verification link e-mailed at registration, read from the outbox and opened.
import type { FastifyInstance } from "fastify";
import { signedIn } from "./accounts.ts";
import { lastLinkToken } from "./outbox.ts";

export async function verifiedSignedIn(app: FastifyInstance, dataDir: string, username: string) {
  const visitor = await signedIn(app, username);
  await app.jobs.runDue();
  const token = lastLinkToken(dataDir, `${username}@example.com`, "/account/verify-email/");
  const confirmed = await app.inject({
    method: "POST",
    url: "/reactapp/account/verify/confirm/",
    cookies: visitor.cookies,
    headers: { "x-csrftoken": visitor.token },
    payload: { token },
  });
  if (confirmed.statusCode !== 200) throw new Error(`verification failed: ${confirmed.body}`);
  return visitor;
}
