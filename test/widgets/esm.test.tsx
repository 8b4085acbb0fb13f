// The ESM build's components in a React host: props as options, callbacks as events, StrictMode's
// double mount survived with one shadow root and one form.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
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
});
