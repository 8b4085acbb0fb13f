// The desk's project form, filled with what a new project needs before it can be saved (PROJECT_INPUT).
import type { Locator } from "playwright-core";
import { PROJECT_INPUT } from "../../helpers/projects.ts";

export async function fillRequiredProject(form: Locator) {
  for (const name of [
    "name",
    "company",
    "address",
    "city",
    "bid_date",
    "bid_amount",
    "solicitation",
    "bidding_method",
    "completion_days",
    "liquidated_damages",
    "bid_location",
  ] as const)
    await form.locator(`#project-${name}`).fill(String(PROJECT_INPUT[name]));
  await form.locator("#project-state").selectOption("TX");
  await form.getByLabel("03 Concrete").check();
}
