import type { Row } from '../lexicon-types.ts'

// Foods the fifth round of Brazilian, Ethiopian and Eritrean, French and Greek home dishes needs
// that the lexicon did not know: horta (the wild greens of a Greek pot, not spinach), galotyri (a
// soft sour cheese), quanta (Ethiopian dried beef strips, not a fresh stew cut) and kocho (the
// fermented enset bread served with kitfo, no wheat in it).
// prettier-ignore
export const HOME5_BEF_ROWS: readonly Row[] = [
  ['wild greens', 'leafy-veg', '1 handful', 'horta|horta greens|greek wild greens|wild chicory|vlita|stamnagathi|glistrida|purslane|mixed wild greens|verdolagas|verdolaga|beldroega|beldroegas|portulaca|porcellana|semizotu|semiz otu|andrakla|baqleh|bakleh|rijlet|kulfa|kulfa saag|pourpier', 'quick-veg med'],
  ['galotyri', 'cheese', '40 g', 'galotiri|kathoura|katiki|katiki domokou', 'fresh-cheese med'],
  ['quanta', 'cured-meat', '40 g', 'qwanta|kwanta|qwanta beef|ethiopian dried beef|dried beef strips', ''],
  ['kocho', 'bread', '1', 'qocho|enset bread|false banana bread|bulla', 'gluten-free'],
]
