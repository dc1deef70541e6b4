import type { Row } from '../lexicon-types.ts'

// Foods the home dishes of round 7's kitchens need that the lexicon read as something else or
// not at all: crumpets as bagels, cime di rapa unknown, betel leaves as salad leaves, glass
// noodles as rice vermicelli, Vietnamese crab paste as edamame, konnyaku and satoimo unknown.
// prettier-ignore
export const ROUND7_FOODS_ROWS: readonly Row[] = [
  ['crumpets', 'bread', '2', 'crumpet|warburtons crumpets', 'dipper gluten'],
  ['konnyaku', 'root-veg', '75 g', 'konjac|konjak|konnyaku jelly|konjac jelly|konnyaku block', 'asian'],
  ['crab paste', 'seafood', '2 tbsp', 'crab paste in soya bean oil|crab paste in soybean oil|crab paste with soya bean oil|crab paste with soybean oil|crab spice paste|gia vi nau bun rieu|rieu cua|riêu cua', 'asian'],
  ['betel leaves', 'herb', '10', 'betel leaf|la lot|lá lốt|la lot leaves|lá lốt leaves|wild betel leaves|wild betel leaf|piper sarmentosum|cha plu', 'asian'],
]
