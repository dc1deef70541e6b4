import type { Row } from '../lexicon-types.ts'

// Rocoto (locoto in Bolivia) is the round, thick-walled Andean hot pepper, stuffed whole in
// Arequipa's rocoto relleno and ground into Bolivia's llajua. Read by its last word as a sweet bell
// pepper, it lost both its heat and its dish; kept apart from chilli, so every chilli list does not
// become a stuffed pepper.
// prettier-ignore
export const HOME22A_ROWS: readonly Row[] = [
  ['rocoto', 'fruiting-veg', '1', 'rocotos|rocoto pepper|rocoto peppers|rocoto chilli|rocoto chillies|rocoto chile|locoto|locotos', ''],
]
