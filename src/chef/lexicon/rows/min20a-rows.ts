import type { Row } from '../lexicon-types.ts'

// Maultaschen (Swabian) are large pasta pockets of egg dough filled with minced meat, spinach and
// bread, bought chilled in every German supermarket; unread, "maultaschen, eggs, onion" became an
// egg curry. Cotechino is the fat pork boiling sausage of Emilia, bought precooked in a foil pack
// for New Year with lentils; unread, the lentils were cooked alone.
// prettier-ignore
export const MIN20A_ROWS: readonly Row[] = [
  ['maultaschen', 'pasta', '200 g', 'maultasche|schwabische maultaschen|schwäbische maultaschen|swabian ravioli|swabian dumplings', 'animal'],
  ['cotechino', 'meat', '150 g', 'cotechino sausage|cotechino modena|cotechino di modena|cotechini|zampone', 'sausage'],
]
