// The approved replies under an article ([data-replies] names it), fetched from the API so a reply
// approved in the console shows without rebuilding the site. Readers wrote them: they are set as text
// (textContent), never parsed as HTML. Without this script the section says replies appear once approved.
const section = document.querySelector("[data-replies]");
const status = section?.querySelector("[data-replies-status]");
const list = section?.querySelector("[data-replies-list]");
const count = section?.querySelector("[data-replies-count]");
const retry = section?.querySelector("[data-replies-retry]");
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function item({ name, message, date }) {
  const li = document.createElement("li");
  li.className = "replies__item";
  const meta = li.appendChild(document.createElement("p"));
  meta.className = "replies__meta";
  meta.appendChild(document.createElement("strong")).textContent = name;
  const time = meta.appendChild(document.createElement("time"));
  time.dateTime = date;
  time.textContent = day.format(new Date(date));
  li.appendChild(document.createElement("p")).textContent = message;
  return li;
}

async function load() {
  retry.hidden = true;
  status.textContent = "Loading replies…";
  try {
    const response = await fetch(`/reactapp/blog-replies/?article=${encodeURIComponent(section.dataset.replies)}`);
    if (!response.ok) throw new Error(String(response.status));
    const { count: total, replies } = await response.json();
    count.textContent = `(${total})`;
    list.replaceChildren(...replies.map(item));
    status.textContent = total ? "" : "No replies yet. Be the first to reply below.";
  } catch {
    status.textContent = "Replies could not be loaded.";
    retry.hidden = false;
  }
}

if (section) {
  retry.addEventListener("click", load);
  load();
}
