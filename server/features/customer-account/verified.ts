// Whether a customer proved they read their address (a link sent to it was opened): alerts and reminders
// go only to a verified address (issue 15).
export const isVerified = (user: { email_verified_at: string | null }): boolean => user.email_verified_at !== null;
