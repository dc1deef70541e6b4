import type { Row } from '../lexicon-types.ts'

// Filipino and Caribbean kitchen foods the list reader had no entry of their own for (issue 18,
// items 5 and 9). Malunggay was read as spinach: moringa leaves are their own green, stripped
// from the stem and stirred into a tinola or a monggo at the end, never cut into lengths like
// the moringa pods.
// prettier-ignore
export const FILIPINO_CARIBBEAN_WORDS_ROWS: readonly Row[] = [
  // Tinned mackerel (in tomato sauce, brine or oil) was filed with the smoked: a tin is soft,
  // sauced and flaked into a rundown, a Ghanaian stew or onto toast, never a smoked mackerel pâté.
  ['tinned mackerel', 'fish', '0.5 tin', 'mackerel in tomato sauce|canned mackerel|mackerel in brine|mackerel in oil|mackerel in sunflower oil|mackerel fillets in tomato sauce|tinned mackerel fillets|tin of mackerel|mackerel tin|mackerel tins|tin mackerel|titus sardines|geisha mackerel', 'cooked tinned'],
  ['moringa leaves', 'leafy-veg', '1 handful', 'moringa leaf|malunggay|malunggay leaves|dahon ng malunggay|murungai keerai|murungai keerai leaves|drumstick leaves|sajna leaves|sahjan leaves', 'quick-veg'],
  // Ampalaya (bitter melon) leaves are the everyday green of a ginisang munggo: read as "leaves"
  // they became salad leaves and the dish turned them down.
  ['bitter melon leaves', 'leafy-veg', '1 handful', 'ampalaya leaves|ampalaya leaf|dahon ng ampalaya|bitter gourd leaves|bitter gourd leaf|bitter melon leaf|karela leaves', 'quick-veg'],
]
