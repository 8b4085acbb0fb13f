// A valid project as the desk's form sends it, for the desk's tests.
import type { ProjectInput } from "../../contract/staff/projects.ts";

export const PROJECT_INPUT: ProjectInput = {
  name: "Riverside Library Annex",
  company: "Harbor Builders",
  city: "Austin",
  state: "TX",
  address: "120 Main Street, Austin, TX 78701",
  bid_date: "2027-03-15",
  bid_time: "14:00",
  time_zone: "America/Chicago",
  bid_amount: 1_250_000,
  solicitation: "Invitation for Bids",
  bidding_method: "Sealed bid",
  bid_phase: "bidding",
  completion_days: 240,
  liquidated_damages: 500,
  bid_deposit: "5% of bid amount",
  bid_location: "Austin City Hall",
  pre_bid_meeting: "2027-03-01T10:00",
  divisions: ["03", "09"],
  bonds: [
    { name: "Bid bond", percent: 5 },
    { name: "Performance bond", percent: 100 },
  ],
  status: "solicited",
  progress: 40,
  featured: false,
};
