/**
 * Scrolls a newly shown element to the top of the screen unless its top is already in the upper
 * third (further down, on a phone, only its first line would show). Scrolling never moves focus.
 * Smooth only for those who have not asked the system for less motion.
 */
export function revealElement(element: HTMLElement): void {
  const { top } = element.getBoundingClientRect()
  if (top >= 0 && top < window.innerHeight / 3) return
  const prefersLessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
  element.scrollIntoView?.({ behavior: prefersLessMotion ? 'auto' : 'smooth', block: 'start' })
}
