// The quote form: proper choices for the value range and the divisions, and files checked before upload.
import { describe, expect, it, vi } from "vitest";
import csiDivisionGroups from "../../../../contract/choices/csi-division-groups.json" with { type: "json" };
import quoteForm from "../../../../widgets/site/quote-form/index.tsx";
import { field, jsonResponse, messageFor, mount, submit, mockFetch } from "../../helpers.ts";
import { chooseFiles as choose, fillQuote } from "./fill-quote.ts";

const fetchMock = mockFetch();

describe("widgets: quote form", () => {
  it("has the company and project sections, the value ranges, a date, the whole project and every CSI division", async () => {
    const { root } = await mount(quoteForm);
    expect([...root.querySelectorAll("legend")].map((l) => l.textContent)).toEqual(
      expect.arrayContaining(["Company details", "Project details"]),
    );
    expect(root.querySelectorAll('[name="estimated_value_of_a_project"] option:not([value=""])')).toHaveLength(3);
    expect(field(root, "project_required_date")!.type).toBe("date");
    const divisions = [...root.querySelectorAll<HTMLInputElement>('[name="select_csi_divisions"]')];
    expect(divisions).toHaveLength(30);
    expect(divisions[0]!.value).toBe("all");
    expect(divisions[0]!.closest("label")!.textContent).toBe("Whole project (all divisions)");
    expect(root.textContent).toContain("PDF files only");
  });

  it("heads the trade groupings, after the numbered CSI divisions, with their group's label", async () => {
    const { root } = await mount(quoteForm);
    const items = [...root.querySelectorAll(".choices > *")].map((item) => item.textContent);
    const heading = items.indexOf(csiDivisionGroups[1]!.label);
    expect(heading).toBe(items.indexOf("48 Electrical Power Generation") + 1);
    expect(items.slice(heading + 1)).toEqual(["Plumbing + HVAC", "Electrical + Lighting", "Mechanical Support"]);
  });

  it("asks for at least one division, then sends every division picked", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 1, reference: "QTO-Q-AAAABBBB" }));
    const { root } = await mount(quoteForm);
    submit(root);
    await vi.waitFor(() => expect(root.textContent).toContain("Select at least one CSI division."));
    fillQuote(root);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      select_csi_divisions: ["03", "09"],
      project_required_date: "2027-01-15",
    });
  });

  it("sends the whole project as the one value the schema stores, whatever else is ticked", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 2, reference: "QTO-Q-CCCCDDDD" }));
    const { root } = await mount(quoteForm);
    fillQuote(root);
    root.querySelector<HTMLInputElement>('[name="select_csi_divisions"][value="all"]')!.click();
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)).select_csi_divisions).toEqual(["03", "09", "all"]);
  });

  it("refuses a file that is not a PDF or is too large, before anything is uploaded", async () => {
    const { root } = await mount(quoteForm);
    fillQuote(root);
    choose(root, [new File(["hello"], "notes.docx", { type: "application/msword" })]);
    await vi.waitFor(() => expect(messageFor(root, "specification_files")).toMatch(/notes.docx is not a PDF/));
    const big = new File(["%PDF"], "plans.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 26 * 1024 * 1024 });
    choose(root, [big]);
    await vi.waitFor(() => expect(messageFor(root, "specification_files")).toMatch(/larger than 25 MB/));
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".summary")).not.toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
