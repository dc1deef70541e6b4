import type { Row } from '../lexicon-types.ts'

// Salsa Lizano is the thin brown vegetable-and-spice sauce a Costa Rican family shakes over gallo
// pinto and stirs into arroz con pollo. Unread, it was lost from the list; as "salsa lizano" it
// was read as a jar of tomato salsa, which it is not.
// prettier-ignore
export const HOME24A_ROWS: readonly Row[] = [
  ['salsa lizano', 'sauce', '1 tbsp', 'lizano|lizano sauce|lizano salsa|salsa lizano sauce', 'savoury'],
]
