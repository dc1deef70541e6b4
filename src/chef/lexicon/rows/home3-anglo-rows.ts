import type { Row } from '../lexicon-types.ts'

// Foods the American, British and Irish home dishes of round 3 need that the lexicon did not
// know: Fritos (the corn chip of a Frito pie, thicker and saltier than a tortilla chip).
// prettier-ignore
export const HOME3_ANGLO_ROWS: readonly Row[] = [
  ['fritos', 'bread', '40 g', 'frito|frito corn chips|fritos corn chips|fritos original|frito lay corn chips', 'dipper gluten-free'],
]
