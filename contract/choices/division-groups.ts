// The CSI division list (csi-divisions.json) as the screens show it: the MasterFormat divisions, then the
// legacy site's trade groupings under their own label (README.md), a division with its number and a
// grouping without one. It does not import the list itself: the board and the detail group only what the
// API sent them, and the list stays in core with the quote form that offers it.
import groups from "./csi-division-groups.json" with { type: "json" };
import { divisionGroup } from "./division-group.js";

/** A MasterFormat division, or one of the legacy site's trade groupings ("Plumbing + HVAC"). */
export type DivisionGroup = "csi" | "trade";
/** An entry of the list: its group is read from its value (division-group.js). */
export type CsiDivision = { value: string; label: string };

/** `divisions` by group, in the groups' order, each group under its label and only when it has any. */
export const byGroup = <T extends CsiDivision>(divisions: T[]) =>
  groups
    .map((group) => ({ ...group, items: divisions.filter((d) => divisionGroup(d.value) === group.value) }))
    .filter((group) => group.items.length);

/** "03 Concrete", as estimators say them; a grouping has no number: "Plumbing + HVAC". */
export const divisionName = (d: CsiDivision) =>
  divisionGroup(d.value) === "trade" ? d.label : `${d.value} ${d.label}`;
