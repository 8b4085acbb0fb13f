// The time zone a project's bid time is most likely given in, by its state: where most of the state's
// people live (https://www.timeanddate.com/time/zone/usa). Some states span two zones (Texas's El Paso,
// Florida's panhandle, Indiana, Kentucky, Tennessee, Oregon's Malheur county…): the desk offers this one
// first and staff change it for a project in the other part.
import type { TimeZone } from "./time-zones.ts";

const BY_ZONE: Record<TimeZone, string[]> = {
  "America/New_York": ["CT", "DE", "DC", "FL", "GA", "IN", "KY", "ME", "MD", "MA", "MI", "NH", "NJ", "NY"].concat([
    "NC",
    "OH",
    "PA",
    "RI",
    "SC",
    "VT",
    "VA",
    "WV",
  ]),
  "America/Chicago": ["AL", "AR", "IL", "IA", "KS", "LA", "MN", "MS", "MO", "NE", "ND", "OK", "SD", "TN"].concat([
    "TX",
    "WI",
  ]),
  "America/Denver": ["CO", "ID", "MT", "NM", "UT", "WY"],
  "America/Phoenix": ["AZ"],
  "America/Los_Angeles": ["CA", "NV", "OR", "WA"],
  "America/Anchorage": ["AK"],
  "Pacific/Honolulu": ["HI"],
};

/** The zone most of `state`'s people keep; undefined for a state the list does not know. */
export const stateTimeZone = (state: string): TimeZone | undefined =>
  (Object.keys(BY_ZONE) as TimeZone[]).find((zone) => BY_ZONE[zone].includes(state));
