// Log out, for the header's menu and the checkout's side menu: one request at a time, and what went
// wrong if the server could not end the session (the visitor then stays signed in, and is told so).
import { useState } from "react";
import { explain, signOut } from "./session.ts";

export function useSignOut(api: string) {
  const [state, setState] = useState<{ busy?: boolean; problem?: string }>({});
  /** Resolves true once the session ended, false when it could not (the problem is then shown). */
  async function logOut(): Promise<boolean> {
    if (state.busy) return false;
    setState({ busy: true });
    try {
      await signOut(api);
      setState({});
      return true;
    } catch (error) {
      setState({ problem: `Could not log out: ${explain(error)}` });
      return false;
    }
  }
  return { ...state, logOut };
}
