// Login attempts counted per account and per IP in the database (shared by every server process), before
// the password is checked: at most five in fifteen minutes reach the hash, however many arrive at once.
// The address's limit is hard. The account's is soft, so a stranger's guesses cannot lock the owner out:
// an address with no earlier attempt in its window may still try a locked account, once (OWASP,
// Authentication Cheat Sheet, "Account Lockout": lockouts can be abused to deny the owner access).
// https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#account-lockout
// The price: each fresh address gets one guess at a locked account, and then its own limit holds.
import type { FailureWindow, LoginFailuresRepository } from "./login-failures-repository.ts";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

/** `session`, when given, is limited as hard as the address: the second factor's codes are tried in one. */
export type LoginKeys = { account: string; address: string; session?: string };

export function loginThrottle(failures: LoginFailuresRepository) {
  const secondsLeft = (row: FailureWindow, now: number) =>
    Math.max(1, Math.ceil((Date.parse(row.window_start) + WINDOW_MS - now) / 1000));
  return {
    /** Counts this attempt, then answers the seconds until it may be made again; 0 lets it be checked. */
    async attempt(keys: LoginKeys, now = Date.now()): Promise<number> {
      const address = await failures.attempt(keys.address, now, WINDOW_MS);
      const session = keys.session === undefined ? undefined : await failures.attempt(keys.session, now, WINDOW_MS);
      const account = await failures.attempt(keys.account, now, WINDOW_MS);
      // This attempt is counted under every key: an address that had none before has a count of 1.
      if (address.failures > MAX_FAILURES) return secondsLeft(address, now);
      if (session && session.failures > MAX_FAILURES) return secondsLeft(session, now);
      if (account.failures > MAX_FAILURES && address.failures > 1) return secondsLeft(account, now);
      return 0;
    },

    /** The attempt was right: the account starts afresh, and the address (and session) is not charged for it. */
    async succeeded(keys: LoginKeys): Promise<void> {
      await failures.remove(keys.account);
      await failures.refund(keys.address);
      if (keys.session !== undefined) await failures.refund(keys.session);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
