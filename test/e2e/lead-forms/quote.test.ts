// The quote form in Chromium against the real server: every kind of field, a real PDF attached, and the
// lead with its file in the sales team's export; the divisions laid out box beside label, and the whole
// project covering them.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { confirmationReference, fillQuoteWithPdf, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: the quote form", () => {
  it("sends a quote with a real PDF and stores the file", async () => {
    const { page, close } = await openPage(site, "/quote/");
    const form = await widget(page, "quote-form");
    await fillQuoteWithPdf(form);
    await form.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(form);
    const lead = site.exported("quote").find((l) => l.reference === reference)!;
    expect(lead.payload).toMatchObject({ select_csi_divisions: ["03", "09"], project_title: "Oak Grove Elementary" });
    expect(lead.files).toHaveLength(1);
    await close();
  });

  it.each([390, 1280])(
    "at %i px sets each division's box beside its label's first line, wrapping under the text",
    async (width) => {
      const { page, close } = await openPage(site, "/quote/", { width });
      const form = await widget(page, "quote-form");
      const choices = await form.locator(".choice").evaluateAll((labels) =>
        labels.map((label) => {
          const box = label.querySelector("input")!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(label.querySelector("span")!);
          const lines = [...range.getClientRects()];
          return {
            name: label.textContent,
            lines: new Set(lines.map((line) => Math.round(line.top))).size,
            // How far the box's middle is from the first line's middle, and the text's left from the box.
            offset: Math.abs(box.top + box.height / 2 - (lines[0]!.top + lines[0]!.height / 2)),
            gap: Math.min(...lines.map((line) => line.left)) - box.right,
          };
        }),
      );
      expect(choices[0]!.name).toBe("Whole project (all divisions)");
      expect(choices.filter((choice) => choice.lines > 1).length).toBeGreaterThan(0);
      for (const choice of choices) {
        expect(choice.offset, choice.name!).toBeLessThanOrEqual(3);
        expect(choice.gap, choice.name!).toBeGreaterThan(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

  it("covers every division once the whole project is ticked, and stores the whole project", async () => {
    const { page, close } = await openPage(site, "/quote/");
    const form = await widget(page, "quote-form");
    await fillQuoteWithPdf(form);
    const look = () =>
      form
        .locator('[name="select_csi_divisions"]')
        .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).appearance));
    expect(new Set(await look())).toEqual(new Set(["auto"]));
    await form.getByRole("checkbox", { name: "Whole project (all divisions)" }).check();
    // Drawn covered (filled in the muted colour), the whole project's own box as the browser draws it.
    const [whole, ...divisions] = await look();
    expect(whole).toBe("auto");
    expect(new Set(divisions)).toEqual(new Set(["none"]));
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(form);
    const lead = site.exported("quote").find((l) => l.reference === reference)!;
    expect(lead.payload.select_csi_divisions).toEqual(["all"]);
    await close();
  });

  it("styles the file input's own button like the form's buttons (::file-selector-button)", async () => {
    const { page, close } = await openPage(site, "/quote/");
    const form = await widget(page, "quote-form");
    const fileButton = await form.locator('input[type="file"]').evaluate((input) => {
      const style = getComputedStyle(input, "::file-selector-button");
      return [style.backgroundColor, style.color, style.borderRadius, style.fontWeight];
    });
    const submit = await form.getByRole("button", { name: "Request my quote" }).evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.color, style.borderRadius, style.fontWeight];
    });
    expect(fileButton).toEqual(submit);
    await close();
  });
});
