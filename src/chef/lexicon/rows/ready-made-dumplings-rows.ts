import type { Row } from '../lexicon-types.ts'

// Ready-made filled dumplings a visitor buys chilled or frozen. Unknown, "pierogi" vanished from
// the list and pierogi, onion, bacon and sour cream became a bacon soup.
// prettier-ignore
export const READY_MADE_DUMPLINGS_ROWS: readonly Row[] = [
  ['pierogi', 'pasta', '7', 'pierogies|pierogis|perogies|perogy|perogi|pirohy|vareniki|varenyky|frozen pierogi|potato and cheese pierogi|pierogi ruskie', 'animal'],
  // Frozen mantı, sold by weight in Turkish shops: boiled from frozen and dressed, never rolled.
  ['manti', 'pasta', '125 g', 'frozen manti|frozen mantı|mantı|ready manti|ready made manti|shop bought manti|manti dumplings', 'nonveg'],
]
