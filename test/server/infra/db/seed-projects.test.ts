import { describe, expect, it } from "vitest";
import { generateProjects } from "../../../../server/infra/db/seed-projects.ts";
import { ZIP_PREFIXES, zipCodeIn } from "../../../../server/infra/db/zip-prefixes.ts";

const prefixOf = (zip: string) => Number(zip.slice(0, 3));
const inState = (state: string, zip: string) =>
  (ZIP_PREFIXES[state] ?? []).some(([first, last]) => prefixOf(zip) >= first && prefixOf(zip) <= last);

describe("server/infra/db/seed-projects", () => {
  it("gives every generated address a five-digit ZIP code of its own state", () => {
    const projects = generateProjects(2000, { seed: 7, today: new Date("2026-11-23T00:00:00Z") });
    for (const project of projects) {
      const zip = project.address.match(/, ([A-Z]{2}) (\d{5})$/);
      expect(zip?.[1]).toBe(project.state);
      expect(inState(project.state, zip![2]!), `${project.address}`).toBe(true);
    }
  });

  it("gives every generated project a bid phase its bid date allows", () => {
    const projects = generateProjects(2000, { seed: 7, today: new Date("2026-11-23T00:00:00Z") });
    for (const project of projects) {
      const opened = project.bid_date < "2026-11-23";
      expect(["bid_results", "awarded"].includes(project.bid_phase), `${project.bid_date} ${project.bid_phase}`).toBe(
        opened,
      );
    }
  });
});

describe("server/infra/db/zip-prefixes", () => {
  it("places well-known ZIP codes in their states' ranges", () => {
    const known: Array<[string, string]> = [
      ["TX", "77002"],
      ["MA", "02108"],
      ["NY", "10001"],
      ["GA", "30303"],
      ["CA", "94105"],
      ["AK", "99501"],
      ["DC", "20500"],
      ["CT", "06103"],
    ];
    for (const [state, zip] of known) expect(inState(state, zip), `${state} ${zip}`).toBe(true);
  });

  it("spans a state's ranges from the first code to the last, padded to five digits", () => {
    expect(zipCodeIn("MA", 0)).toBe("01000");
    expect(zipCodeIn("GA", 0.999_999)).toBe("39999");
    expect(() => zipCodeIn("ZZ", 0.5)).toThrow(/ZZ/);
  });
});
