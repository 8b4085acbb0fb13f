// The e-mails of the account's links: what each says and where its link goes.
import { STAFF_RESET_BY_ADMIN } from "../../../contract/account/account.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage } from "../../infra/mail/mailer.ts";
import type { TokenPurpose } from "./account-tokens-repository.ts";

export const LINK_PAGES: Record<TokenPurpose, string> = {
  password_reset: "/account/reset-password/",
  email_verify: "/account/verify-email/",
  email_change: "/account/confirm-email/",
};

const WORDING: Record<TokenPurpose, { subject: string; why: string[]; button: string; ignore: string }> = {
  password_reset: {
    subject: "Choose a new password for your QTO Solutions account",
    why: [
      "Someone, probably you, asked to choose a new password for your account.",
      "This link works once, for one hour.",
    ],
    button: "Choose a new password",
    ignore: "If you did not ask, ignore this e-mail: your password stays as it is.",
  },
  email_verify: {
    subject: "Confirm your e-mail address for QTO Solutions",
    why: [
      "Confirm that this is your address, so alerts and reminders can reach you.",
      "This link works once, for seven days.",
    ],
    button: "Confirm my address",
    ignore: "If you did not open an account with us, ignore this e-mail.",
  },
  email_change: {
    subject: "Confirm your new e-mail address for QTO Solutions",
    why: ["You asked to use this address for your QTO Solutions account.", "This link works once, for 24 hours."],
    button: "Confirm my new address",
    ignore: "Until you confirm, your account keeps its old address. If you did not ask, ignore this e-mail.",
  },
};

/** What a staff member who asked for a reset link gets instead: who resets a staff account's password. */
export function composeStaffResetMail({ name, email, siteUrl }: { name?: string; email: string; siteUrl: string }) {
  return {
    to: [email],
    ...renderMail(
      {
        subject: WORDING.password_reset.subject,
        greet: { name },
        blocks: [
          { paragraph: WORDING.password_reset.why[0]! },
          {
            paragraph: `${STAFF_RESET_BY_ADMIN} They give you a temporary password, and you choose your own at your next sign-in.`,
          },
          { paragraph: WORDING.password_reset.ignore },
        ],
        signed: true,
      },
      siteUrl,
    ),
  };
}

/** The mail of one link; without `name` it greets no one by name. */
export function composeLinkMail(
  purpose: TokenPurpose,
  { name, email, token, siteUrl }: { name?: string; email: string; token: string; siteUrl: string },
): Omit<MailMessage, "id"> & { to: string[] } {
  const words = WORDING[purpose];
  const link = `${siteUrl}${LINK_PAGES[purpose]}?token=${encodeURIComponent(token)}`;
  return {
    to: [email],
    ...renderMail(
      {
        subject: words.subject,
        greet: { name },
        blocks: [
          ...words.why.map((paragraph) => ({ paragraph })),
          { button: { label: words.button, url: link } },
          { paragraph: words.ignore },
        ],
        signed: true,
      },
      siteUrl,
    ),
  };
}
