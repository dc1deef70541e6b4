import type { Row } from '../lexicon-types.ts'

// Words a blind cook's read of twelve named kitchens found unread or read as another food.
// Chinese cured pork belly (Hunan la rou, Cantonese lap yuk), salted, often soy-cured, dried and
// smoked: read as bacon, it became "3 rashers" and lost the dish it stars in. Allergens as the
// Chinese sausage's: soy sauce and rice wine in many cures.
// Green garlic (suan miao: the young plant, leaves and white stem) and garlic scapes (suan tai:
// the flower stem) are sliced and stir-fried as a vegetable; read as garlic, a cook's read found
// them swapped for two cloves.
// prettier-ignore
export const READ32_ROWS: readonly Row[] = [
  ['chinese bacon', 'cured-meat', '75 g', 'chinese smoked bacon|chinese cured bacon|chinese cured pork|chinese smoked pork|chinese smoked pork belly|chinese cured pork belly|la rou|larou|la-rou|hunan la rou|hunan bacon|hunan smoked pork|sichuan la rou|sichuan bacon|lap yuk|lap yook|laap yuk|lap yok|chinese wind-dried pork|wind-dried pork belly|preserved pork belly', 'asian'],
  ['green garlic', 'allium', '2', 'garlic shoots|garlic shoot|garlic sprouts|garlic sprout|suan miao|suanmiao|young garlic|spring garlic|wet garlic|garlic greens|garlic leaves|green garlic stalks|ail vert|aglio fresco|ajo tierno|ajos tiernos', 'aromatic quick-veg asian'],
  ['garlic scapes', 'allium', '4', 'garlic scape|garlic stems|garlic stem|suan tai|suantai|garlic flower stems|garlic stalks|garlic bolts', 'aromatic quick-veg asian'],
]
