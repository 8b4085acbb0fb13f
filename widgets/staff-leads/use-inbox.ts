// The inbox's state: the view read from and written to the URL (a change is a history entry, typing in
// the search box replaces the current one), the page the API answers for it, and the staff list.
import { useEffect, useState } from "react";
import type { LeadsPage, StaffMemberOption } from "../../contract/staff/leads.ts";
import { staffRequest } from "../console-kit/staff-api.ts";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { readView, viewQuery, type View } from "./view.ts";

export function useInbox() {
  const [view, setView] = useState<View>(() => readView(location.search));

  useEffect(() => {
    const back = () => setView(readView(location.search));
    addEventListener("popstate", back);
    return () => removeEventListener("popstate", back);
  }, []);

  /** Changes the view; any change but paging goes back to the first page. */
  const update = (change: Partial<View>, { replace = false } = {}) => {
    const next = { ...view, page: "", ...change };
    const search = viewQuery(next);
    history[replace ? "replaceState" : "pushState"](null, "", search ? `?${search}` : location.pathname);
    setView(next);
  };

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
