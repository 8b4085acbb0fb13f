// The content lists of the legacy site appear in full where they belong, built from pages/_data.
import { describe, expect, it } from "vitest";
import csiDivisionGroups from "../../contract/choices/csi-division-groups.json" with { type: "json" };
import csiDivisions from "../../contract/choices/csi-divisions.json" with { type: "json" };
import { divisionGroup } from "../../contract/choices/division-group.js";
import projectValues from "../../contract/choices/project-values.json" with { type: "json" };
import sampleTypes from "../../contract/choices/sample-types.json" with { type: "json" };
import usStates from "../../contract/choices/us-states.json" with { type: "json" };
import { count, parsePage, ROUTES } from "../helpers/site.ts";

const sectionCards = (doc: Document, headingId: string) =>
  doc.getElementById(headingId)!.closest("section")!.querySelectorAll(".feature-card").length;

describe("pages: content", () => {
  it("home shows the four counters with their targets, 18 services, 8 core values and the audiences", () => {
    const home = parsePage("/");
    const counters = [...home.querySelectorAll("[data-count-to]")].map((el) => [
      el.textContent,
      el.getAttribute("data-count-to"),
    ]);
    expect(counters).toEqual([
      ["79", "79"],
      ["22", "22"],
      ["125", "125"],
      ["66", "66"],
    ]);
    expect(sectionCards(home, "services-title")).toBe(18);
    expect(home.getElementById("services-title")!.textContent).toContain("18");
    expect(sectionCards(home, "values-title")).toBe(8);
    expect(home.getElementById("values-title")!.textContent).toMatch(/8 principles/);
    // The benefits are said once, on /Services/.
    expect(home.getElementById("benefits-title")).toBeNull();
    expect(sectionCards(home, "audiences-title")).toBe(8);
    expect(home.querySelector('.hero a[href="/Sample/"]')!.textContent).toMatch(/Get Free Sample/);
    expect(
      home.getElementById("audiences-title")!.closest("section")!.querySelector('a[href="/quote/"]'),
    ).not.toBeNull();
    expect(home.getElementById("vision-mission")).not.toBeNull();
  });

  it.each(["/AboutUS/", "/"])("%s shows the 7 testimonials with name, state and trade", (url) => {
    const reviews = parsePage(url).querySelectorAll(".review");
    expect(reviews).toHaveLength(7);
    for (const review of reviews) expect(review.querySelector("figcaption span")!.textContent).toMatch(/\w+ · \w+/);
  });

  it("about shows why-choose-us and sends to /StatsBoard/ for the statistic tiles, which are said there only", () => {
    const about = parsePage("/AboutUS/");
    expect(sectionCards(about, "why-title")).toBe(4);
    expect(count(about, ".stat-tile")).toBe(0);
    expect(
      about.getElementById("stats-title")!.closest("section")!.querySelector('a[href="/StatsBoard/"]'),
    ).not.toBeNull();
    expect(count(parsePage("/StatsBoard/"), ".stat-tile")).toBe(6);
  });

  it("services shows 5 solution categories, the 4-step process, 4 benefits and the 29 CSI divisions", () => {
    const services = parsePage("/Services/");
    expect(sectionCards(services, "solutions-title")).toBe(5);
    expect(sectionCards(services, "process-title")).toBe(4);
    expect(sectionCards(services, "benefits-title")).toBe(4);
    expect(count(services, ".division-list li")).toBe(29);
  });

  it("services lists the legacy trade groupings under their own heading, after the CSI divisions, unnumbered", () => {
    const lists = [...parsePage("/Services/").querySelectorAll(".division-list")].map((list) => ({
      heading: list.previousElementSibling?.textContent,
      items: [...list.querySelectorAll("li")].map((item) => item.textContent!.trim()),
    }));
    expect(lists.map((list) => [list.heading, list.items.length])).toEqual([
      ["CSI divisions", 26],
      ["Trade groupings", 3],
    ]);
    expect(lists[0]!.items[1]).toBe("03Concrete");
    expect(lists[1]!.items).toEqual(["Plumbing + HVAC", "Electrical + Lighting", "Mechanical Support"]);
  });

  it("the FAQ has 8 exclusive items, the first open", () => {
    const faq = parsePage("/FaqPage/");
    const items = [...faq.querySelectorAll("main details")];
    expect(items).toHaveLength(8);
    expect(items.map((d) => d.hasAttribute("open"))).toEqual([true, false, false, false, false, false, false, false]);
    expect(new Set(items.map((d) => d.getAttribute("name")))).toEqual(new Set(["faq"]));
    for (const item of items) expect(item.querySelector(".accordion__body")!.textContent!.length).toBeGreaterThan(150);
  });

  it("careers lists 2 jobs, each linking to its own section with responsibilities, requirements and how to apply", () => {
    const career = parsePage("/career/");
    const links = [...career.querySelectorAll(".job-card h3 a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/Career_Detail/#junior-estimator", "/Career_Detail/#senior-estimator"]);
    expect(career.body.textContent).toContain("$3,000 - $5,000");
    expect(career.body.textContent).toContain("$5,000 - $6,000");
    const detail = parsePage("/Career_Detail/");
    for (const id of ["junior-estimator", "senior-estimator"]) {
      const headings = [...detail.getElementById(id)!.querySelectorAll("h3")].map((h) => h.textContent);
      expect(headings).toEqual(["Responsibilities", "Requirements", "How to apply"]);
    }
  });

  it("StatsBoard and CoreValues are built from the same data as home", () => {
    expect(count(parsePage("/StatsBoard/"), "[data-count-to]")).toBe(4);
    expect(count(parsePage("/CoreValues/"), ".feature-card")).toBe(8);
  });

  it("the sample page lists the 18 sample types", () => {
    expect(count(parsePage("/Sample/"), ".tag-list li")).toBe(18);
    expect(sampleTypes).toHaveLength(18);
  });

  it("every page's search strip is a GET form to the site search with q and the 51 locations after All locations", () => {
    for (const { url } of ROUTES) {
      const form = parsePage(url).querySelector('.search-strip form[role="search"]')!;
      expect(form.getAttribute("action")).toBe("/search/");
      expect(form.getAttribute("method")).toBe("get");
      expect(form.querySelector('input[name="q"]')).not.toBeNull();
      const options = [...form.querySelectorAll('select[name="location"] option')];
      expect(options).toHaveLength(52);
      expect(options[0]!.textContent).toBe("All locations");
    }
  });

  it("the footer's copyright year is the build year", () => {
    expect(parsePage("/").querySelector(".site-footer__legal")!.textContent).toContain(`© ${new Date().getFullYear()}`);
  });

  it("each form and widget page holds its widget placeholder", () => {
    const placeholders: Record<string, string> = {
      "/ContactUs/": "contact-form",
      "/quote/": "quote-form",
      "/Sample/": "sample-form",
      "/Register/": "register-form",
      "/login/": "login-form",
      "/Projects/": "project-board",
      "/ProjectDetail/": "project-detail",
      "/Cart/": "cart",
      "/CheckOut/": "checkout",
      "/Blog_Detail3/": "reply-form",
    };
    for (const [url, widget] of Object.entries(placeholders)) {
      expect(count(parsePage(url), `[data-widget="${widget}"]`), url).toBe(1);
    }
  });
});

describe("contract: option lists", () => {
  it.each([
    ["CSI divisions", csiDivisions, 29],
    ["sample types", sampleTypes, 18],
    ["project values", projectValues, 3],
    ["US states and DC", usStates, 51],
  ])("%s have unique values and labels", (_name, list, length) => {
    expect(list).toHaveLength(length);
    expect(new Set(list.map((o) => o.value)).size).toBe(length);
    expect(new Set(list.map((o) => o.label)).size).toBe(length);
  });

  it("keys CSI divisions by their MasterFormat number where one exists", () => {
    const byLabel = Object.fromEntries(csiDivisions.map((d) => [d.label, d.value]));
    expect(byLabel).toMatchObject({ Concrete: "03", Masonry: "04", Plumbing: "22", Electrical: "26", Earthwork: "31" });
  });

  it("groups the list: the numbered MasterFormat divisions, then the legacy trade groupings, none numbered", () => {
    expect(csiDivisionGroups.map((g) => g.value)).toEqual(["csi", "trade"]);
    const groups = csiDivisions.map((d) => divisionGroup(d.value));
    // Each group in one run, in the groups' order: every screen can show them as the list orders them.
    expect(groups).toEqual([...Array(26).fill("csi"), ...Array(3).fill("trade")]);
    for (const [i, d] of csiDivisions.entries()) expect(/^\d\d$/.test(d.value)).toBe(groups[i] === "csi");
    // The values projects, saved searches and quote requests already hold.
    expect(csiDivisions.filter((_, i) => groups[i] === "trade").map((d) => d.value)).toEqual([
      "plumbing-hvac",
      "electrical-lighting",
      "mechanical-support",
    ]);
    // The first of a group after the first is headed by its group's label (the quote form shows it).
    expect(csiDivisions.filter((d) => "heading" in d)).toEqual([
      expect.objectContaining({ value: "plumbing-hvac", heading: csiDivisionGroups[1]!.label }),
    ]);
  });

  it("offers value ranges that do not overlap", () => {
    expect(projectValues.map((o) => o.label)).toEqual([
      "Less than $1 million",
      "$1 million to $10 million",
      "More than $10 million",
    ]);
  });
});

describe("pages: blog articles", () => {
  const articles = ["", 2, 3, 4, 5, 6, 7].map((n) => `/Blog_Detail${n}/`);

  it.each(articles)("%s is a real article of at least 500 words with author box, tags and reply placeholder", (url) => {
    const doc = parsePage(url);
    const words = doc.querySelector(".prose")!.textContent!.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(500);
    expect(doc.querySelector(".author-box h2")!.textContent).toMatch(/^About /);
    expect(count(doc, ".article__footer .tag-list li")).toBeGreaterThan(0);
    expect(count(doc, '[data-widget="reply-form"]')).toBe(1);
  });

  it("article 6 has the legacy sections and tags", () => {
    const doc = parsePage("/Blog_Detail6/");
    expect([...doc.querySelectorAll(".prose h2")].map((h) => h.textContent)).toEqual([
      "Gain insight into the project",
      "Meet the project owner",
      "Get an accurate estimate",
      "Find your competitors",
      "Summary checklist",
    ]);
    expect([...doc.querySelectorAll(".article__footer .tag-list li")].map((li) => li.textContent)).toEqual([
      "Construction",
      "Renovation",
    ]);
  });

  it("lists the posts newest first, three to a page, and by category", () => {
    expect(count(parsePage("/blog/"), ".post-card")).toBe(3);
    expect(count(parsePage("/blog/page/3/"), ".post-card")).toBe(1);
    const renovation = count(parsePage("/blog/category/renovation/"), ".post-card");
    const construction = count(parsePage("/blog/category/construction/"), ".post-card");
    expect(renovation).toBeGreaterThan(0);
    expect(renovation + construction).toBe(7);
  });
});
