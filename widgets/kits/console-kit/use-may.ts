// What the signed-in member may do (GET /reactapp/staff/me/ lists the actions of the permissions table,
// contract/staff/permissions.ts, their role has), so a screen offers only what the server would accept:
// a button for another action is disabled with the reason, or left out.
import type { ConsoleActionName, ConsoleMember } from "../../../contract/staff/permissions.ts";
import { type FetchState, useFetchState } from "../ui-kit/use-fetch-state.ts";
import { staffRequest } from "./staff-api.ts";

export const ME_PATH = "/reactapp/staff/me/";

/** The signed-in member and their actions, as the server answers them. */
export const useMember = (api = "") => useFetchState(() => staffRequest<ConsoleMember>(`${api}${ME_PATH}`), [api]);

/** Whether the member may do `action`: false until the server has said who they are. */
export const mayDo = (member: FetchState<ConsoleMember>, action: ConsoleActionName) =>
  member.state === "ready" && member.value.actions.includes(action);

/** `mayDo` for a screen that only needs the answer. */
export function useMay(api = ""): (action: ConsoleActionName) => boolean {
  const member = useMember(api);
  return (action) => mayDo(member, action);
}
