import type { Row } from '../lexicon-types.ts'

// Foods of home dishes a cook names in issue 18's sixteenth sweep that the list reader did not know.
// Tablea is the Filipino tablet of pure ground cacao a champorado is made with: it melts into the
// porridge like cocoa, weighed because a tablet is no spoonful. Uziza is the peppery West African
// seed (Ashanti pepper) ground into a pepper soup.
// prettier-ignore
export const COVER16A_ROWS: readonly Row[] = [
  ['tablea', 'baking', '10 g', 'tableya|tablea de cacao|tablea chocolate|tablea tsokolate|tsokolate tablea|cacao tablea|sikwate|cacao balls', 'chocolate sweet'],
  ['uziza', 'spice', '0.25 tsp', 'uziza seeds|uziza seed|ground uziza|ashanti pepper|west african pepper|piper guineense', ''],
]
