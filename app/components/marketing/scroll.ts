/** Smoothly scrolls to a landing section (instantly when the user prefers reduced motion) and updates the URL hash. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) {
    window.location.hash = id;
    return;
  }
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  history.replaceState(null, "", `#${id}`);
}
