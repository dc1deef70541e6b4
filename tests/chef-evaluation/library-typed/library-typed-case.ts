import type { BlindCase } from '../blind-case.ts'

/**
 * One list typed for a dish of the chef's own library (issue 18, seventeenth session): the typist saw
 * only the dish's title, kitchen and course, never its ingredients or method, and typed what a home
 * cook about to make it has on the counter, the way people type. Scored like a blind case: it
 * measures whether the library's dishes are found from the lists real cooks type for them.
 */
export interface LibraryTypedCase extends BlindCase {
  /** The library dish the list was typed for (its id). */
  dish: string
}
