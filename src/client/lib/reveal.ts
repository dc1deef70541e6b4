/**
 * Scrolls a newly shown element into view unless its top is already comfortably on screen.
 * Scrolling never moves focus, so a keyboard user stays where they were. Smooth only for those
 * who have not asked the system for less motion.
 */
export function revealElement(element: HTMLElement): void {
  const { top } = element.getBoundingClientRect()
  if (top >= 0 && top < window.innerHeight * 0.6) return
  const prefersLessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
  element.scrollIntoView?.({ behavior: prefersLessMotion ? 'auto' : 'smooth', block: 'start' })
}
