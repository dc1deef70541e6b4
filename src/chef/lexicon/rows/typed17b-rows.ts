import type { Row } from '../lexicon-types.ts'

// Foods a home cook names for the library's East and South-East Asian dishes (issue 18, lists
// typed from the dishes' titles) that the list reader read as another food. A bak kut teh packet
// is the sachet of whole spices (star anise, cinnamon, cloves, white pepper, dang gui) every
// Malaysian and Singaporean kitchen simmers pork ribs with; read as a "spice blend" it stood for
// nothing the soup takes.
// prettier-ignore
export const TYPED17B_ROWS: readonly Row[] = [
  ['bak kut teh spices', 'spice', '0.5', 'bak kut teh spice packet|bak kut teh packet|bak kut teh spice|bak kut teh sachet|bak kut teh herbs|bak kut teh spice mix|bak kut teh soup packet|bkt packet', 'asian'],
]
