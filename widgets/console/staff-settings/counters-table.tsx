// The home counters side by side: the number built into the page, the desk's figure now, and how that
// figure is counted (LIVE_COUNT_DEFINITIONS), so an admin sees what switching would show before saving.
import { LIVE_COUNT_DEFINITIONS } from "../../../contract/choices/home-counters.ts";
import type { HomeCounter } from "../../../contract/staff/site-settings.ts";
import { DataTable } from "../../kits/console-kit/data-table.tsx";

export function CountersTable({ counters }: { counters: HomeCounter[] }) {
  return (
    <DataTable
      caption="The home counters: fixed and live figures"
      rowKey={(counter) => counter.key}
      rows={counters}
      columns={[
        { key: "label", label: "Counter", cell: (counter) => <strong>{counter.label}</strong> },
        { key: "fixed", label: "Fixed", numeric: true },
        { key: "live", label: "Live now", numeric: true },
        {
          key: "definition",
          label: "How the live figure is counted",
          cell: (counter) => LIVE_COUNT_DEFINITIONS[counter.key],
        },
      ]}
    />
  );
}
