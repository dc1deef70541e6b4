import type { Row } from '../lexicon-types.ts'

// Ingredients the home-east classics need that the other rows lacked. Green papaya is its own
// food: unripe and crunchy, shredded raw for som tam, never a stand-in for ripe papaya.
// prettier-ignore
export const HOME_EAST_ROWS: readonly Row[] = [
  ['green papaya', 'fruiting-veg', '125 g', 'unripe papaya|green papayas|papaya salad papaya|shredded green papaya|green pawpaw', 'asian'],
]
