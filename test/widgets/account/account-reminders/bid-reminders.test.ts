// Bid reminders under React and preact/compat: each starred project links to its page with its bid date,
// a box ticked is saved at once (PUT, the days in order), a refusal puts the boxes back and says so, and
// a project without a bid date says reminders need one.
import { describe, expect, it, vi } from "vitest";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import accountReminders from "../../../../widgets/account/account-reminders/index.tsx";
import { useAccountApi } from "../../account-fixtures.ts";
import { API, jsonResponse, mountWidgetIn } from "../../helpers.ts";
import { bodyOf, HARBOR, OAK_GROVE, readRoutes } from "./fixtures.ts";

const { serve, fetchMock } = useAccountApi();

const box = (item: Element, day: number) =>
  [...item.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) =>
    input.parentElement!.textContent!.startsWith(`${day} day`),
  )!;
const ticked = (item: Element) => [7, 3, 1].filter((day) => box(item, day).checked);

describe("widgets: account-reminders, bid reminders", () => {
  it("lists each starred project with its link, bid date and chosen days; one without a date says why", async () => {
    serve(readRoutes());
    const { root } = await mountWidgetIn(accountReminders, ".item");
    const [oak, harbor] = [...root.querySelectorAll('[aria-labelledby="bid-reminders-title"] .item')];
    expect(oak!.querySelector("a")!.getAttribute("href")).toBe(`${API}/ProjectDetail/4`);
    expect(oak!.querySelector("time")!.textContent).toBe("Dec 15, 2026");
    expect(ticked(oak!)).toEqual([7]);
    expect(oak!.textContent).not.toContain("Reminders need a bid date");
    expect(harbor!.textContent).toContain("No bid date yet");
    expect(harbor!.textContent).toContain("Reminders need a bid date");
    expect(ticked(harbor!)).toEqual([]);
  });

  it("saves the days of one project as soon as a box changes, in the contract's order", async () => {
    serve({
      ...readRoutes(),
      [REMINDERS_API.bidReminder(4)]: (init) => jsonResponse(200, { ...OAK_GROVE, ...bodyOf(init) }),
    });
    const { root } = await mountWidgetIn(accountReminders, ".item");
    const oak = root.querySelector(".item")!;
    box(oak, 1).click();
    await vi.waitFor(() => expect(oak.querySelector(".done")!.textContent).toBe("Saved."));
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith(REMINDERS_API.bidReminder(4)))!;
    expect(put[1]!.method).toBe("PUT");
    expect(bodyOf(put[1])).toEqual({ days: [7, 1] });
    expect(ticked(oak)).toEqual([7, 1]);
    box(oak, 7).click();
    box(oak, 1).click();
    await vi.waitFor(() =>
      expect(oak.querySelector(".done")!.textContent).toBe("Saved: no reminders for this project."),
    );
    expect(ticked(oak)).toEqual([]);
  });

  it("puts the boxes back and says so when the change could not be saved", async () => {
    serve({ ...readRoutes(), [REMINDERS_API.bidReminder(9)]: () => jsonResponse(500, {}) });
    const { root } = await mountWidgetIn(accountReminders, ".item");
    const harbor = root.querySelectorAll(".item")[1]!;
    expect(harbor.textContent).toContain(HARBOR.title);
    box(harbor, 3).click();
    await vi.waitFor(() => expect(harbor.querySelector(".error")!.textContent).toContain("Not saved:"));
    expect(ticked(harbor)).toEqual([]);
  });
});
