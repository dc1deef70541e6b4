import type { Row } from '../lexicon-types.ts'

// Sides a visitor has already cooked and names as a dish: "rice and peas" is the Jamaican rice
// cooked with kidney beans and coconut milk, not a bag of peas, and it is served as it is.
// prettier-ignore
export const COOKED_SIDES_ROWS: readonly Row[] = [
  ['rice and peas', 'rice', '150 g', 'rice n peas|rice an peas|rice and red peas|jamaican rice and peas|leftover rice and peas|cooked rice and peas', 'cooked starchy'],
]
