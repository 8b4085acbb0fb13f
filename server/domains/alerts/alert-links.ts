// Where alert e-mails link: the signed one-click unsubscribe (RFC 8058) of a saved search or of a
// project's bid reminders, at REMINDERS_UNSUBSCRIBE_PATH.
import { REMINDERS_UNSUBSCRIBE_PATH } from "../../../contract/account/reminders.ts";
import { signUnsubscribe, type SignedUnsubscribe } from "../../infra/mail/unsubscribe-token.ts";

export type AlertContext = { siteUrl: string; secret: string };

export function unsubscribeUrl({ siteUrl, secret }: AlertContext, claim: SignedUnsubscribe): string {
  const token = signUnsubscribe(secret, claim);
  return `${siteUrl}${REMINDERS_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
}
