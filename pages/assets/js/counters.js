// Counts each [data-count-to] number up from 00 once per page load, when it scrolls into view.
// The final value is already in the HTML, so without this script, or with reduced motion, nothing moves.
const DURATION_MS = 6000;
const pad = (n) => String(n).padStart(2, "0");

function countUp(el) {
  const target = Number(el.dataset.countTo);
  const start = performance.now();
  const tick = (now) => {
    const progress = Math.min((now - start) / DURATION_MS, 1);
    const eased = 1 - (1 - progress) ** 3;
    el.textContent = pad(Math.round(target * eased));
    if (progress < 1) requestAnimationFrame(tick);
  };
  el.textContent = pad(0);
  requestAnimationFrame(tick);
}

if (!matchMedia("(prefers-reduced-motion: reduce)").matches) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      countUp(entry.target);
    }
  });
  for (const el of document.querySelectorAll("[data-count-to]")) observer.observe(el);
}
