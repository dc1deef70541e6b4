/** One realistic list from the evaluation suite, with the dishes a cook would accept for it. */
export interface EvalCase {
  /** Typed the way people type: quantities, regional names, leftovers, an odd item or two. */
  list: readonly string[]
  /**
   * Classic ids ("cauliflower-cheese") or family ids ("soup") a cook would happily accept as the
   * first idea for this list.
   */
  expect: readonly string[]
}
