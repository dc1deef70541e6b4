import type { Row } from '../lexicon-types.ts'

// Filipino and Caribbean kitchen foods the list reader had no entry of their own for (issue 18,
// items 5 and 9). Malunggay was read as spinach: moringa leaves are their own green, stripped
// from the stem and stirred into a tinola or a monggo at the end, never cut into lengths like
// the moringa pods.
// prettier-ignore
export const FILIPINO_CARIBBEAN_WORDS_ROWS: readonly Row[] = [
  ['moringa leaves', 'leafy-veg', '1 handful', 'moringa leaf|malunggay|malunggay leaves|dahon ng malunggay|murungai keerai|murungai keerai leaves|drumstick leaves|sajna leaves|sahjan leaves', 'quick-veg'],
]
