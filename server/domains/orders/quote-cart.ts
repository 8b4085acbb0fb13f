// Prices cart lines from the catalogue: one line per project, unknown projects refused.
import type { CartQuote, UnknownProjects } from "../../../contract/schemas/cart.ts";
import type { FastifyInstance } from "fastify";
import type { TakeoffSize } from "../../../contract/choices/takeoff-sizes.ts";
import { priceCart } from "./cart-pricing.ts";

export async function quoteCart(
  projects: Pick<FastifyInstance["projects"], "priced">,
  input: Array<{ project_id: number; size: string }>,
): Promise<CartQuote | { unknown: number[] }> {
  // A project bought twice is one take-off.
  const lines = [...new Map(input.map((line) => [line.project_id, line])).values()];
  const found = await projects.priced(lines.map((line) => line.project_id));
  const byId = new Map(found.map((project) => [project.id, project]));
  const unknown = lines.filter((line) => !byId.has(line.project_id)).map((line) => line.project_id);
  if (unknown.length) return { unknown };
  return priceCart(
    lines.map((line) => {
      const project = byId.get(line.project_id)!;
      // The schema admits only the sizes of contract/choices/takeoff-sizes.ts, and each has a price.
      const size = line.size as TakeoffSize;
      return { project_id: line.project_id, project_name: project.name, size, price: project.prices[size] };
    }),
  );
}

/** The 400 answer for lines naming projects that are not in the catalogue. */
export const unknownProjects = (ids: number[]): UnknownProjects => ({
  lines: [`Unknown project: ${ids.join(", ")}.`],
  unknown_projects: ids,
});
