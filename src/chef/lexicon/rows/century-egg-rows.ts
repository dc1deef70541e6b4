import type { Row } from '../lexicon-types.ts'

// Foods the Chinese classics need that the lexicon did not know yet.
// prettier-ignore
export const CENTURY_EGG_ROWS: readonly Row[] = [
  ['century egg', 'egg', '1', 'century eggs|thousand year egg|thousand year eggs|preserved duck egg|pidan|pei daan', 'asian cooked'],
]
