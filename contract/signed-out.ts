// The words of every refusal to a visitor with no session: the legacy routes' 403 (Django REST
// Framework's) and the console's 401. The widgets tell a signed-out visitor from other refusals by them;
// a file of its own, so the site's widgets carry these words and nothing else of the console's.
export const SIGNED_OUT_DETAIL = "Authentication credentials were not provided.";
