// Schemas of the content files of pages/_data/ (see data-check.js): lists of cards, the FAQ, the
// testimonials, the figures, the company text, the authors, the blog categories and the jobs.
import * as v from "valibot";
import { card, icon, isoDate, link, listOf, paragraphs, text } from "./fields.js";

const figure = v.object({ value: text(), label: text(), icon });

const job = v.object({
  slug: v.pipe(text(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")),
  title: text(),
  employmentType: text(),
  schemaEmploymentType: v.picklist(
    ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"],
    "must be FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY or INTERN (https://schema.org/employmentType)",
  ),
  level: text(),
  salary: v.object({
    min: v.number("must be a number, without quotes"),
    max: v.number("must be a number, without quotes"),
    currency: v.pipe(text(), v.regex(/^[A-Z]{3}$/, "must be a currency code such as USD")),
    unit: v.picklist(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"], "must be HOUR, DAY, WEEK, MONTH or YEAR"),
  }),
  location: text(),
  datePosted: isoDate,
  validThrough: isoDate,
  summary: text(),
  responsibilities: paragraphs,
  requirements: paragraphs,
  apply: text(),
});

export const contentSchemas = {
  "audiences.json": listOf(card),
  "benefits.json": listOf(card),
  "coreValues.json": listOf(card),
  "process.json": listOf(card),
  "services.json": listOf(card),
  "solutions.json": listOf(card),
  "stats.json": listOf(figure),
  // `key` names the counter for the server, which may write live counts in its place (COUNTER_KEYS in
  // contract/choices/home-counters.ts); `target` is the fixed number built into the page.
  "counters.json": listOf(
    v.object({
      key: v.pipe(text(), v.regex(/^[a-z]+(?:-[a-z]+)*$/, "must be lower-case words joined by hyphens")),
      label: text(),
      target: v.pipe(v.number("must be a number, without quotes"), v.integer()),
      icon,
    }),
  ),
  "faq.json": listOf(v.object({ question: text("the question"), answer: paragraphs })),
  "testimonials.json": listOf(v.object({ quote: text(), name: text(), state: text(), trade: text() })),
  "company.json": v.object({
    vision: text(),
    mission: text(),
    welcome: text(),
    about: paragraphs,
    whyChooseUs: listOf(card),
  }),
  "authors.json": v.record(
    v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an author's key must be lower-case words and hyphens")),
    v.object({ name: text(), role: text(), bio: text() }),
  ),
  "blogCategories.json": listOf(
    v.object({
      name: text(),
      slug: v.pipe(text(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")),
      description: text(),
    }),
  ),
  "jobs.json": listOf(job),
  "navigation.json": v.object({
    main: listOf(link),
    cta: link,
    quickLinks: listOf(link),
    explore: listOf(link),
  }),
  "console.json": v.object({
    screens: listOf(v.object({ label: text(), href: link.entries.href, admin: v.optional(v.boolean()) })),
  }),
};
