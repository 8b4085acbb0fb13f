// How recent a staff session's second factor must be for a credential change: a staff account's
// credentials change only this soon after the code was entered, as GitHub's sudo mode asks again: a
// session left open, or its stolen cookie, is not enough (OWASP ASVS 4.0 V3.7.1).
export const RECENT_SECOND_FACTOR_MS = 15 * 60 * 1000;

/** Whether this session passed the second factor in the last 15 minutes. */
export const passedRecently = (session: { secondFactorAt: string | null }, now = Date.now()) =>
  session.secondFactorAt !== null && now - Date.parse(session.secondFactorAt) <= RECENT_SECOND_FACTOR_MS;
