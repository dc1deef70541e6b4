import type { Row } from '../lexicon-types.ts'

// Marrow bones for the pot: they were read as a marrow (a courgette), which sent a
// pot-au-feu list to a courgette stew.
// prettier-ignore
export const STOCK_BONES_ROWS: readonly Row[] = [
  ['marrow bones', 'meat', '2', 'marrow bone|marrowbones|beef marrow bones|bone marrow', 'slow'],
]
