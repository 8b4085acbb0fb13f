// Every state the desk offers has the time zone its bid times are most likely given in.
import { describe, expect, it } from "vitest";
import { stateTimeZone } from "../../../contract/choices/state-time-zones.ts";
import { timeZones } from "../../../contract/choices/time-zones.ts";
import usStates from "../../../contract/choices/us-states.json" with { type: "json" };

describe("contract: a state's time zone", () => {
  it("names one of the desk's zones for every state, once", () => {
    const zones = timeZones.map((zone) => zone.value as string);
    for (const { value } of usStates) expect(zones, value).toContain(stateTimeZone(value));
    expect(stateTimeZone("TX")).toBe("America/Chicago");
    expect(stateTimeZone("AZ")).toBe("America/Phoenix");
    expect(stateTimeZone("ZZ")).toBeUndefined();
  });
});
