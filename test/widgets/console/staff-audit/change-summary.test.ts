// The audit log shows a change as the fields that differ, a creation as the fields it had.
import { describe, expect, it } from "vitest";
import { changedFields } from "../../../../widgets/console/staff-audit/change-summary.tsx";

describe("widgets: audit change summary", () => {
  it("lists only the fields a change touched, before and after", () => {
    const before = { id: 2, role: "staff", disabled: false };
    const after = { id: 2, role: "admin", disabled: false };
    expect(changedFields(before, after)).toEqual([{ name: "role", from: "staff", to: "admin" }]);
  });

  it("lists every field of a creation, and shows nested values and nothing as text", () => {
    expect(changedFields(null, { username: "tom", last_login: null, tags: ["a"] })).toEqual([
      { name: "username", from: undefined, to: "tom" },
      { name: "last_login", from: undefined, to: "—" },
      { name: "tags", from: undefined, to: '["a"]' },
    ]);
  });

  it("shows a plain value as one line, and nothing for no values", () => {
    expect(changedFields("new", "contacted")).toEqual([{ name: "value", from: "new", to: "contacted" }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
