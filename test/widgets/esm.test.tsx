// The ESM build's components in a React host: props as options, callbacks as events, StrictMode's
// double mount survived with one shadow root and one form.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import * as esm from "../../widgets/esm.tsx";
import { ContactForm, QuoteForm } from "../../widgets/esm.tsx";
import { field, jsonResponse, submit, type, mockFetch } from "./helpers.ts";

const fetchMock = mockFetch();

describe("widgets: ESM build", () => {
  it("renders once in StrictMode, takes props and reports the submission", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const onSubmitted = vi.fn();
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <ContactForm
          api="https://api.example.test"
          partner="react-host"
          prefill={{ email: "pat@example.com" }}
          onSubmitted={onSubmitted}
        />
      </StrictMode>,
    );
    const host = () => container.firstElementChild!;
    await vi.waitFor(() => expect(host().shadowRoot?.querySelector("form")).toBeTruthy());
    const shadow = host().shadowRoot!;
    expect(shadow.querySelectorAll("form")).toHaveLength(1);
    expect(field(shadow, "email")!.value).toBe("pat@example.com");

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 1, reference: "QTO-C-ESMESM12" }));
    type(field(shadow, "name"), "Pat");
    type(field(shadow, "message"), "From a React host.");
    submit(shadow);
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ type: "contact", reference: "QTO-C-ESMESM12" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("https://api.example.test/reactapp/create-contact/");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ partner: "react-host" });
    root.unmount();
    expect(container.childNodes).toHaveLength(0);
  });

  it("styles each widget in its own shadow root", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <>
        <QuoteForm />
        <ContactForm theme="dark" />
      </>,
    );
    await vi.waitFor(() => expect(container.querySelectorAll("div[data-theme], div").length).toBeGreaterThan(1));
    await vi.waitFor(() =>
      expect([...container.children].every((el) => el.shadowRoot?.querySelector("form"))).toBe(true),
    );
    expect(container.children[1]!.getAttribute("data-theme")).toBe("dark");
    root.unmount();
  });

  it("exports every embeddable widget, each rendering in a React host", async () => {
    fetchMock.mockImplementation(async (url) => {
      const address = String(url);
      if (address.includes("/facets/"))
        return jsonResponse(200, { count: 0, locations: [], statuses: [], divisions: [] });
      if (address.includes("/projects/7/")) return jsonResponse(404, { detail: "Not found." });
      return jsonResponse(200, { count: 0, next: null, previous: null, results: [] });
    });
    const rendered = {
      QuoteForm: "form",
      ContactForm: "form",
      SampleForm: "form",
      ReplyForm: "form",
      ProjectBoard: ".results",
      ProjectDetail: ".notice h3",
    } as const;
    expect(
      Object.keys(esm)
        .filter((name) => name !== "default")
        .sort(),
    ).toEqual(Object.keys(rendered).sort());
    for (const [name, selector] of Object.entries(rendered)) {
      const Component = esm[name as keyof typeof rendered];
      const container = document.createElement("div");
      document.body.append(container);
      const root = createRoot(container);
      root.render(<Component api="https://api.example.test" extra={{ projectId: "7", article: "/Blog_Detail/" }} />);
      await vi.waitFor(() =>
        expect(container.firstElementChild?.shadowRoot?.querySelector(selector), name).toBeTruthy(),
      );
      root.unmount();
    }
  });
});
