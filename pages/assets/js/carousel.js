// Turns each [data-carousel] scroll list into a carousel: autoplay that loops, pauses while hovered or
// focused, and previous / next / pause buttons. Rotation follows the WAI-ARIA carousel pattern:
// https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
for (const root of document.querySelectorAll("[data-carousel]")) {
  const track = root.querySelector(".carousel__track");
  const toggle = root.querySelector("[data-carousel-toggle]");
  const interval = Number(root.dataset.interval) || 3000;
  let stoppedByUser = matchMedia("(prefers-reduced-motion: reduce)").matches;
  let hovered = false;
  let focused = false;

  const step = () =>
    track.firstElementChild.getBoundingClientRect().width + parseFloat(getComputedStyle(track).columnGap);
  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  const next = () => (atEnd() ? track.scrollTo({ left: 0 }) : track.scrollBy({ left: step() }));
  const prev = () =>
    track.scrollLeft <= 2 ? track.scrollTo({ left: track.scrollWidth }) : track.scrollBy({ left: -step() });

  const render = () => {
    const rotating = !stoppedByUser && !hovered && !focused;
    toggle.setAttribute("aria-pressed", String(stoppedByUser));
    toggle.setAttribute("aria-label", stoppedByUser ? "Start automatic rotation" : "Pause automatic rotation");
    // Announce slide changes only when the visitor moves the carousel, never while it rotates by itself.
    track.setAttribute("aria-live", rotating ? "off" : "polite");
    root.dataset.state = rotating ? "playing" : "paused";
  };

  setInterval(() => {
    if (!stoppedByUser && !hovered && !focused && !document.hidden) next();
  }, interval);

  root.querySelector("[data-carousel-next]").addEventListener("click", next);
  root.querySelector("[data-carousel-prev]").addEventListener("click", prev);
  toggle.addEventListener("click", () => {
    stoppedByUser = !stoppedByUser;
    render();
  });
  const setHovered = (value) => () => {
    hovered = value;
    render();
  };
  root.addEventListener("mouseenter", setHovered(true));
  root.addEventListener("mouseleave", setHovered(false));
  root.addEventListener("focusin", () => {
    focused = true;
    render();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget)) return;
    focused = false;
    render();
  });
  root.querySelector(".carousel__controls").hidden = false;
  render();
}
