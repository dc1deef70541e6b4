import type { Row } from '../lexicon-types.ts'

// Staples of the second round of home dishes (issue 18). Without a row of its own, cassareep (the
// black cassava syrup a Guyanese pepperpot is built on) was read as nothing, and waterleaf and
// bitter leaf (the greens of edikang ikong and ndolé) were read as salad leaves, so none of
// those dishes could be offered.
// prettier-ignore
export const CASSAREEP_WATERLEAF_BITTER_LEAF_ROWS: readonly Row[] = [
  ['cassareep', 'condiment', '1 tbsp', 'casareep|cassareep sauce|cassava syrup|guyanese cassareep', 'savoury'],
  ['waterleaf', 'leafy-veg', '1 handful', 'water leaf|water leaves|waterleaves|talinum|gbure|efo gbure|mmong mmong ikong', 'quick-veg'],
  ['bitter leaf', 'leafy-veg', '50 g', 'bitterleaf|bitter leaves|bitterleaves|onugbu|ewuro|shiwaka|ndole leaves|washed bitter leaf', ''],
]
