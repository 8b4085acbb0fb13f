// Sessions in the database: a random 256-bit id in an HttpOnly cookie, only its SHA-256 stored; ended by
// logout, after two idle hours, or a week after login whatever happens.
import { createHash, randomBytes } from "node:crypto";
import type { SessionsRepository } from "./sessions-repository.ts";

export const IDLE_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at (or console_seen_at) on every request would be a write per read; once a minute is
// precise enough.
const TOUCH_AFTER_MS = 60 * 1000;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export function sessionStore(sessions: SessionsRepository) {
  return {
    async create(userId: number): Promise<string> {
      const token = newToken();
      const now = new Date().toISOString();
      await sessions.create({
        id_hash: hash(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        console_seen_at: now,
      });
      return token;
    },

    /** The signed-in user's id, or undefined for an unknown, idle or expired session (which is deleted). */
    async userId(token: string, now = Date.now()): Promise<number | undefined> {
      return (await this.find(token, now))?.userId;
    },

    /**
     * The session behind a cookie: its user, when it passed the second factor, and when its console was
     * last used before this request (staff sessions end sooner when idle: server/domains/staff/guards.ts).
     */
    async find(token: string, now = Date.now()): Promise<SignedInSession | undefined> {
      const session = await sessions.find(hash(token));
      if (!session) return undefined;
      if (now - Date.parse(session.last_seen_at) > IDLE_MS || now - Date.parse(session.created_at) > ABSOLUTE_MS) {
        await this.destroy(token);
        return undefined;
      }
      if (now - Date.parse(session.last_seen_at) > TOUCH_AFTER_MS) {
        await sessions.touch(session.id_hash, new Date(now).toISOString());
      }
      return {
        userId: session.user_id,
        secondFactorAt: session.second_factor_at,
        consoleSeenAt: session.console_seen_at ?? session.last_seen_at,
      };
    },

    /**
     * Records a console request (only the console's guard calls this): what the site's other calls do,
     * such as a tab polling /reactapp/session/, does not keep a console session from going idle.
     */
    async useConsole(token: string, session: SignedInSession, now = Date.now()): Promise<void> {
      if (now - Date.parse(session.consoleSeenAt) > TOUCH_AFTER_MS) {
        await sessions.touchConsole(hash(token), new Date(now).toISOString());
      }
    },

    /**
     * Records that this session's user has just passed the second factor, under a new id (the token
     * answered): an id learnt while only the password was known opens nothing the code opened (OWASP
     * ASVS 4.0 V3.2.1, a new session token on authentication). It keeps its login time and its end.
     */
    async passSecondFactor(token: string, now = Date.now()): Promise<string> {
      const renewed = newToken();
      await sessions.passSecondFactor(hash(token), hash(renewed), new Date(now).toISOString());
      return renewed;
    },

    /** Ends every session of a user (a disabled account, a changed password), but `except` when given. */
    async destroyAllOf(userId: number, except?: string): Promise<void> {
      await sessions.removeAllOf(userId, except === undefined ? undefined : hash(except));
    },

    async destroy(token: string): Promise<void> {
      await sessions.remove(hash(token));
    },
  };
}

export type SignedInSession = { userId: number; secondFactorAt: string | null; consoleSeenAt: string };

export type SessionStore = ReturnType<typeof sessionStore>;
