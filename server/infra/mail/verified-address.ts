// Whether a customer proved they read their address (a link sent to it was opened): alerts and reminders
// go only to a verified address, so nobody can have mail they never asked for sent to someone else.
export const isVerified = (user: { email_verified_at: string | null }): boolean => user.email_verified_at !== null;
