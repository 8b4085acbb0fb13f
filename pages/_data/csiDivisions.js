// Part of the API contract: the list lives in contract/choices so the server validates the same values.
import { divisionGroup } from "../../contract/choices/division-group.js";
import list from "../../contract/choices/csi-divisions.json" with { type: "json" };

// Each entry with its group (a MasterFormat division or a trade grouping), which the pages head apart.
export default list.map((division) => ({ ...division, group: divisionGroup(division.value) }));
