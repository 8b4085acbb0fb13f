// What the account widgets' tests share: a customer, their profile, an order and its receipt, a fake API
// answering by path, and the browser state each test starts from (signed in, with a CSRF cookie).
import { afterEach, beforeEach, vi } from "vitest";
import type { OrderSummary, Profile, Receipt } from "../../contract/account/account.ts";
import { account } from "../../widgets/kits/stores/account.ts";
import { BILLING } from "../helpers/accounts.ts";
import { API, jsonResponse, mockFetch } from "./helpers.ts";

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
  id: 12,
  number: "QTO-O-7K2M9XPD",
  projects: ["Oak Grove Elementary", "Harbor Bridge"],
  created_at: "2026-11-20T15:04:00.000Z",
  total: 494.04,
  status: "placed",
  status_label: "Placed",
  test: true,
  card: { brand: "visa", last4: "4242" },
};
export const RECEIPT: Receipt = {
  ...ORDER,
  lines: [
    { project_name: "Oak Grove Elementary", size: "medium", price: 179, discount: 14.32 },
    { project_name: "Harbor Bridge", size: "large", price: 358, discount: 28.64 },
  ],
  discount: 42.96,
  billing: { ...BILLING },
};

export type Route = (init?: RequestInit) => Response | Promise<Response>;

/** The CSRF cookie the account API's changes echo (set before each test, removed after). */
export function useCsrfCookie() {
  beforeEach(() => {
    document.cookie = "csrftoken=token-1; path=/";
  });
  afterEach(() => {
    document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });
}

/**
 * A signed-in customer's browser with a fake API: `serve` answers each path with its route, any other
 * with 404. Returns the fetch mock and `serve`.
 */
export function useAccountApi() {
  const fetchMock = mockFetch();
  useCsrfCookie();
  beforeEach(() => {
    localStorage.clear();
    account.set({ username: "dana", name: "dana" });
  });
  afterEach(() => vi.restoreAllMocks());
  const serve = (routes: Record<string, Route>) =>
    fetchMock.mockImplementation(async (url, init) => {
      const route = routes[String(url).slice(API.length)];
      return route ? route(init) : jsonResponse(404, { detail: "Not found." });
    });
  return { fetchMock, serve };
}
