// The CSI division list's groups, in the order the pages show them (contract/choices/README.md).
import list from "../../contract/choices/csi-division-groups.json" with { type: "json" };

export default list;
