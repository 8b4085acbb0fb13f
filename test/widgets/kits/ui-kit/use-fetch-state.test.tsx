// The fetch-state hook the board, the detail, the cart quote and the checkout share: a late answer to
// an old question never shows, a failure offers Retry, and an answer known at once needs no request.
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { useFetchState } from "../../../../widgets/kits/ui-kit/use-fetch-state.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

function render(load: (question: number) => string | Promise<string>) {
  let ask: (question: number) => void = () => {};
  function Probe() {
    const [question, setQuestion] = useState(1);
    ask = setQuestion;
    const state = useFetchState(() => load(question), [question]);
    return (
      <p>
        {state.state === "ready" ? state.value : state.state === "error" ? state.message : "loading"}
        {state.state === "error" && <button onClick={state.retry}>Retry</button>}
      </p>
    );
  }
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<Probe />);
  return { container, ask: (question: number) => ask(question) };
}

describe("widgets: useFetchState", () => {
  it("drops the answer to a question that has changed since", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { container, ask } = render((question) => (question === 1 ? first.promise : second.promise));
    await vi.waitFor(() => expect(container.textContent).toBe("loading"));
    ask(2);
    second.resolve("answer 2");
    await vi.waitFor(() => expect(container.textContent).toBe("answer 2"));
    first.resolve("answer 1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe("answer 2");
  });

  it("says what failed and asks again on Retry", async () => {
    const load = vi.fn<(question: number) => Promise<string>>();
    load.mockRejectedValueOnce(new Error("down")).mockResolvedValue("back");
    const { container } = render(load);
    await vi.waitFor(() => expect(container.querySelector("button")).not.toBeNull());
    expect(container.textContent).toMatch(/Something went wrong/);
    container.querySelector("button")!.click();
    await vi.waitFor(() => expect(container.textContent).toBe("back"));
  });

  it("is ready at once with an answer that needs no request", async () => {
    const { container } = render(() => "known");
    await vi.waitFor(() => expect(container.textContent).toBe("known"));
  });
});
