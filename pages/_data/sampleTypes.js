// Part of the API contract: the list lives in contract/choices so the server validates the same values.
import list from "../../contract/choices/sample-types.json" with { type: "json" };

export default list;
