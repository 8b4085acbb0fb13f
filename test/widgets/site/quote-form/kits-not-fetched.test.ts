// A lead still reaches the firm when the kits a lead form fetches late cannot be fetched (a lost chunk, a
// partner page left open across a deploy): without the checks the server's field errors show, and without
// the uploads kit the files go in one plain multipart request.
import { describe, expect, it, vi } from "vitest";
import quoteForm from "../../../../widgets/site/quote-form/index.tsx";
import { field, jsonResponse, messageFor, mount, submit, type, mockFetch } from "../../helpers.ts";
import { chooseFiles, fillQuote } from "./fill-quote.ts";

vi.mock("../../../../widgets/kits/lead-checks/lead-problems.ts", () => {
  throw new Error("chunk not found");
});
vi.mock("../../../../widgets/kits/uploads/upload.ts", () => {
  throw new Error("chunk not found");
});

const fetchMock = mockFetch();

describe("widgets: a lead form whose late kits cannot be fetched", () => {
  it("sends anyway, and shows the server's message beside the field it names", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { email: ["Enter a valid email address."] }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 1, reference: "QTO-Q-AAAABBBB" }));
    const { root } = await mount(quoteForm);
    fillQuote(root);
    type(field(root, "email"), "sam@");
    submit(root);
    await vi.waitFor(() => expect(messageFor(root, "email")).toBe("Enter a valid email address."));
    expect(field(root, "full_name")!.value).toBe("Sam Park");
    type(field(root, "email"), "sam@example.com");
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toMatchObject({ email: "sam@example.com" });
  });

  it("sends the files in one multipart request without the uploads kit", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 2, reference: "QTO-Q-CCCCDDDD" }));
    const { root } = await mount(quoteForm);
    fillQuote(root);
    chooseFiles(root, [new File(["%PDF-1.4"], "plans.pdf", { type: "application/pdf" })]);
    submit(root);
    await vi.waitFor(() => expect(root.querySelector(".confirmation")).not.toBeNull());
    const [, init] = fetchMock.mock.calls[0]!;
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("specification_files") as File).name).toBe("plans.pdf");
    expect(body.get("full_name")).toBe("Sam Park");
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });
});
