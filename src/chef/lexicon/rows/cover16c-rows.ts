import type { Row } from '../lexicon-types.ts'

// Foods of home dishes a cook names in issue 18's sixteenth sweep (cover16c) that the list reader
// read as another food. Hijiki is a dried black seaweed soaked and simmered for the Japanese
// side dish hijiki no nimono; read as wakame it became a miso-soup leaf. Sweet bean sauce (tian
// mian jiang) is the dark wheat-and-soy paste of Beijing zhajiangmian and Sichuan twice-cooked
// pork; read as any "sauce" it was left out and hoisin bought in its place. Chole masala is the
// boxed spice mix for Punjabi chickpea curry: "chana masala powder" was read as the chickpeas.
// prettier-ignore
export const COVER16C_ROWS: readonly Row[] = [
  ['sweet bean sauce', 'sauce', '1 tbsp', 'tianmianjiang|tian mian jiang|tianmian jiang|sweet flour sauce|sweet wheat paste|sweet soybean paste|tim min jeung|tianmian sauce|tian mian sauce|sweet bean paste', 'asian gluten'],
  ['chole masala', 'spice', '1 tsp', 'chana masala powder|chole masala powder|chana masala spice|chana masala spice mix|mdh chana masala|mdh chole masala|everest chole masala|chole masala mix|channa masala powder', 'indian savoury'],
  ['hijiki', 'leafy-veg', '5 g', 'dried hijiki|hijiki seaweed|me hijiki|mehijiki|hiziki', 'asian'],
]
