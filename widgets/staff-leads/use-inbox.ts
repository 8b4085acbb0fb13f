// The inbox's state: the view read from and written to the URL (a change is a history entry, typing in
// the search box replaces the current one), the page the API answers for it, and the staff list.
import type { LeadsPage, StaffMemberOption } from "../../contract/staff/leads.ts";
import { staffRequest } from "../console-kit/staff-api.ts";
import { useUrlView } from "../console-kit/use-url-view.ts";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { readView, viewQuery } from "./view.ts";

export function useInbox() {
  const { view, update } = useUrlView(readView, viewQuery);

  const query = viewQuery(view);
  const leads = useFetchState(() => staffRequest<LeadsPage>(`/reactapp/staff/leads/?${query}`), [query], {
    keepPrevious: () => true,
  });
  const members = useFetchState(() => staffRequest<StaffMemberOption[]>("/reactapp/staff/members/"), []);
  const me = useFetchState(() => staffRequest<{ id: number }>("/reactapp/staff/me/"), []);

  return {
    view,
    update,
    leads,
    members: members.state === "ready" ? members.value : [],
    meId: me.state === "ready" ? me.value.id : undefined,
    csvUrl: `/reactapp/staff/leads.csv?${viewQuery(view, { withPage: false })}`,
  };
}
