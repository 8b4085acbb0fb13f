// The /search/ page: what the visitor typed (?q=) searched in two places at once, the site's pages through
// Pagefind's JS API (https://pagefind.app/docs/api/, the index build/search-index.js writes) and the
// project leads through the board's list endpoint with its keyword filter. Pagefind's own UI bundle is
// several times this size, so the results are drawn here, as plain links in plain lists.
const PAGE_LIMIT = 10;
const PROJECT_LIMIT = 5;

const params = new URLSearchParams(location.search);
const query = (params.get("q") ?? "").trim();
const status = document.querySelector("[data-search-status]");
const pagesBox = document.querySelector("[data-search-pages]");
const projectsBox = document.querySelector("[data-search-projects]");

// Both boxes, the page's and the header's, keep what was typed.
for (const input of document.querySelectorAll('[data-search-query], .search-strip input[type="search"]')) {
  input.value = query;
}
const headerLocation = document.querySelector('.search-strip select[name="location"]');
if (headerLocation) headerLocation.value = params.get("location") ?? "";

function element(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

function message(box, text) {
  box.replaceChildren(element("p", {}, text));
}

/**
 * Pagefind's excerpt is HTML whose only markup is <mark> around the matched words. It is parsed in an inert
 * <template> and rebuilt from its text and marks, so nothing else in it can ever become markup.
 */
function excerpt(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const paragraph = element("p");
  for (const node of template.content.childNodes) {
    paragraph.append(node.nodeName === "MARK" ? element("mark", {}, node.textContent) : node.textContent);
  }
  return paragraph;
}

function hitList(items) {
  return element(
    "ul",
    { class: "search-hits" },
    ...items.map((children) => element("li", { class: "search-hit" }, ...children)),
  );
}

async function searchPages() {
  const pagefind = await import("/pagefind/pagefind.js");
  const search = await pagefind.search(query);
  const pages = await Promise.all(search.results.slice(0, PAGE_LIMIT).map((result) => result.data()));
  if (!pages.length) {
    message(pagesBox, `No page mentions "${query}".`);
    return 0;
  }
  pagesBox.replaceChildren(
    hitList(pages.map((page) => [element("a", { href: page.url }, page.meta.title), excerpt(page.excerpt)])),
  );
  return search.results.length;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

async function searchProjects() {
  const search = new URLSearchParams({ keyword: query, page_size: String(PROJECT_LIMIT) });
  const location = params.get("location");
  if (location) search.set("location", location);
  const response = await fetch(`/reactapp/projects/projects/?${search}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`projects: ${response.status}`);
  const { count, results } = await response.json();
  if (!count) {
    message(projectsBox, `No project out for bid matches "${query}".`);
    return 0;
  }
  search.delete("page_size");
  const more = element("a", { href: `/Projects/?${search}` }, `All ${count} on the board`);
  projectsBox.replaceChildren(
    hitList(
      results.map((project) => [
        element("a", { href: `/ProjectDetail/${project.project_id}` }, project.project_name),
        element(
          "p",
          {},
          `${project.city}, ${project.state} · bids ${project.Project_Bid_Date} · ${money.format(project.project_bid_amount)}`,
        ),
      ]),
    ),
    element("p", { class: "search-more" }, more),
  );
  return count;
}

async function settle(box, search, what) {
  try {
    return await search();
  } catch {
    message(box, `The ${what} could not be searched just now. Please try again in a moment.`);
    return 0;
  }
}

if (query) {
  status.textContent = `Searching for "${query}"…`;
  message(pagesBox, "Searching pages…");
  message(projectsBox, "Searching project leads…");
  const [pages, projects] = await Promise.all([
    settle(pagesBox, searchPages, "pages"),
    settle(projectsBox, searchProjects, "project leads"),
  ]);
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  status.textContent = `"${query}": ${plural(pages, "page")} and ${plural(projects, "project lead")}.`;
} else {
  message(pagesBox, "Matching pages and articles will appear here.");
  message(projectsBox, "Matching project leads will appear here.");
}
