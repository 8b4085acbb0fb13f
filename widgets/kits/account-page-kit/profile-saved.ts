// A saved profile, told to the other widgets of the page (the user card shows the new name and role at
// once): a DOM event on window, which crosses every widget's shadow root.
import type { Me } from "../../../contract/schemas/accounts.ts";

const PROFILE_SAVED = "qto:profile-saved";

export const announceProfile = (me: Partial<Me>) =>
  window.dispatchEvent(new CustomEvent(PROFILE_SAVED, { detail: me }));

/** Calls `listener` with each saved profile; returns the way to stop. */
export function onProfileSaved(listener: (me: Partial<Me>) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Partial<Me>>).detail);
  window.addEventListener(PROFILE_SAVED, handler);
  return () => window.removeEventListener(PROFILE_SAVED, handler);
}
