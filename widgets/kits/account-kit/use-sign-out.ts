// Log out, for the header's menu and the checkout's side menu: one request at a time, and what went
// wrong if the server could not end the session (the visitor then stays signed in, and is told so).
import { useState } from "react";
import { explain, signOut } from "./session.ts";

export function useSignOut(api: string) {
  const [state, setState] = useState<{ busy?: boolean; problem?: string }>({});
  async function logOut() {
    if (state.busy) return;
    setState({ busy: true });
    try {
      await signOut(api);
      setState({});
    } catch (error) {
      setState({ problem: `Could not log out: ${explain(error)}` });
    }
  }
  return { ...state, logOut };
}
