import type { Row } from '../lexicon-types.ts'

// Foods the ninth round of home lists typed that the lexicon did not know: the yellow pickled
// radish of a Korean kimbap (danmuji) or a Japanese bento (takuan) was left out, and "pickled
// radish" read as fresh radishes.
// prettier-ignore
export const ROUND9_WORDS_ROWS: readonly Row[] = [
  ['pickled radish', 'condiment', '20 g', 'danmuji|takuan|takuwan|yellow pickled radish|yellow radish pickle|pickled daikon|pickled yellow radish', 'asian'],
]
