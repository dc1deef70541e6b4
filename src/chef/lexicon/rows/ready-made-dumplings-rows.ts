import type { Row } from '../lexicon-types.ts'

// Ready-made filled dumplings a visitor buys chilled or frozen. Unknown, "pierogi" vanished from
// the list and pierogi, onion, bacon and sour cream became a bacon soup.
// prettier-ignore
export const READY_MADE_DUMPLINGS_ROWS: readonly Row[] = [
  ['pierogi', 'pasta', '7', 'pierogies|pierogis|perogies|perogy|perogi|pirohy|vareniki|varenyky|frozen pierogi|potato and cheese pierogi|pierogi ruskie', 'animal'],
]
