// The data-* options of every widget: one table, read by type; anything else prefills a field.
import { describe, expect, it } from "vitest";
import { optionsFromElement } from "../../../../widgets/kits/core/options.ts";

function host(data: Record<string, string>) {
  const element = document.createElement("div");
  Object.assign(element.dataset, data);
  return element;
}

describe("widgets: options", () => {
  it("reads the table's options by type and every other attribute as a prefill", () => {
    const options = optionsFromElement(
      host({ widget: "reply-form", partner: "acme", theme: "dark", article: "/Blog_Detail/", phoneNumber: "555" }),
      "https://api.example/",
    );
    expect(options).toEqual({
      api: "https://api.example",
      partner: "acme",
      theme: "dark",
      prefill: { phone_number: "555" },
      extra: { article: "/Blog_Detail/" },
    });
  });

  it("keeps the defaults for what is missing or not understood", () => {
    const options = optionsFromElement(host({ theme: "purple", api: "" }), "https://api.example");
    expect(options).toMatchObject({ api: "https://api.example", partner: "", theme: "", extra: {} });
  });

  it("reads a switch as on unless it says false", () => {
    // (A browser also lists data-rename-page="" in dataset; happy-dom leaves empty values out.)
    expect(optionsFromElement(host({ renamePage: "true" }), "").extra.renamePage).toBe(true);
    expect(optionsFromElement(host({ renamePage: "false" }), "").extra.renamePage).toBe(false);
    expect(optionsFromElement(host({}), "").extra.renamePage).toBeUndefined();
  });
});
