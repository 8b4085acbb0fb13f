// What the account widgets' tests serve: a customer, their profile, an order and its receipt, and a fake
// API answering by path.
import type { OrderSummary, Profile, Receipt } from "../../contract/account/account.ts";
import { API, jsonResponse, type mockFetch } from "./helpers.ts";

export const ME = {
  username: "dana",
  name: "dana",
  role: "General contractor",
  email: "dana@example.com",
  last_login: null,
};
export const PROFILE: Profile = {
  ...ME,
  email_verified: false,
  full_name: "",
  company: "",
  role: "General contractor",
};
export const ORDER: OrderSummary = {
  number: "QTO-O-7K2M9XPD",
  created_at: "2026-11-20T15:04:00.000Z",
  total: 494.04,
  status: "placed",
  status_label: "Placed",
  test: true,
};
export const RECEIPT: Receipt = {
  ...ORDER,
  lines: [
    { project_name: "Oak Grove Elementary", size: "medium", price: 179, discount: 14.32 },
    { project_name: "Harbor Bridge", size: "large", price: 358, discount: 28.64 },
  ],
  discount: 42.96,
  billing: {
    name_on_card: "Dana Reyes",
    address: "12 Main St",
    city: "Austin",
    zip: "78701",
    country: "US",
    state: "TX",
  },
  card: { brand: "visa", last4: "4242" },
};

export type Route = (init?: RequestInit) => Response | Promise<Response>;
export function serve(fetchMock: ReturnType<typeof mockFetch>, routes: Record<string, Route>) {
  fetchMock.mockImplementation(async (url, init) => {
    const route = routes[String(url).slice(API.length)];
    return route ? route(init) : jsonResponse(404, { detail: "Not found." });
  });
}
