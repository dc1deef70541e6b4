import type { Row } from '../lexicon-types.ts'

// Foods of home dishes a cook names in issue 18's sixteenth sweep (cover16c) that the list reader
// read as another food. Hijiki is a dried black seaweed soaked and simmered for the Japanese
// side dish hijiki no nimono; read as wakame it became a miso-soup leaf.
// prettier-ignore
export const COVER16C_ROWS: readonly Row[] = [
  ['hijiki', 'leafy-veg', '5 g', 'dried hijiki|hijiki seaweed|me hijiki|mehijiki|hiziki', 'asian'],
]
