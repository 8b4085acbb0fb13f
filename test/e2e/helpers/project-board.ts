// The project board's journeys: the board widget on a page, waiting for it to settle, and the API's own
// answer to compare it with.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Page as ApiPage, ProjectCard } from "../../../contract/schemas/projects.ts";
import { openPage, type LiveSite } from "./live-site.ts";

/** The board widget's own tree on `page`. */
export const boardOn = (page: Page): Locator => page.locator('[data-widget="project-board"] .qto');

/** Waits for the board's first real card, or its notice when there is none. */
export const boardShown = (board: Locator): Promise<void> =>
  board.locator(".card:not(.skeleton), .notice").first().waitFor();

/** The API's answer for the same query, to compare the board with. */
export async function api(site: LiveSite, query: string): Promise<ApiPage<ProjectCard>> {
  const response = await site.app.inject({ url: `/reactapp/projects/projects/?format=json&page_size=12&${query}` });
  return response.json();
}

/** The projects' names in the API's answer, in its order. */
export const names = (answer: ApiPage<ProjectCard>): string[] => answer.results.map((p) => p.project_name);

/** A fresh page at `path` (the board by default) once the board shows its cards. */
export async function openBoard(site: LiveSite, path = "/Projects/") {
  const opened = await openPage(site, path);
  const board = boardOn(opened.page);
  await boardShown(board);
  return { ...opened, board };
}

/** Waits for the board to settle on `count` results and returns the visible cards' names. */
export async function settled(board: Locator, count: number): Promise<string[]> {
  await expect
    .poll(() => board.locator(".summary-line h3").textContent())
    .toBe(`${count} project${count === 1 ? "" : "s"}`);
  await expect.poll(() => board.locator(".results").getAttribute("aria-busy")).toBe("false");
  return board.locator(".card h3").allTextContents();
}

/** The visible cards' amounts, as numbers. */
export const amounts = async (board: Locator): Promise<number[]> =>
  (await board.locator(".amount").allTextContents()).map((text) => Number(text.replace(/[$,]/g, "")));
