import type { Row } from '../lexicon-types.ts'

// Foods of dishes a cook's read found missing. Cow foot is what Igbo nkwobi and Caribbean cow heel
// soup are made of (gelatinous, boiled for hours); ugba is the fermented sliced African oil bean
// ("oil bean" was read as borlotti); potash (akanwu, kaun) is the rock salt that turns palm oil
// into nkwobi's and abacha's thick yellow sauce; abacha is cassava boiled, shredded and dried,
// only soaked before eating (never raw cassava, which must be cooked through); cardoons are the
// thistle stalks of Italy's and Spain's winter tables ("cardos" was read as pork), peeled of their
// strings and boiled in acidulated water before anything else is done to them. Fresh herbs by the
// handful were read as a dried Italian seasoning by the half teaspoon.
// prettier-ignore
export const FIX24B_ROWS: readonly Row[] = [
  ['cow foot', 'meat', '250 g', 'cow feet|cowfoot|cow heel|cow heels|cows feet|cow trotters|beef feet|cow leg|cow legs|bokoto|pata de res|pata de vaca|nkwobi meat', 'slow'],
  ['ugba', 'condiment', '20 g', 'ukpaka|african oil bean|african oil beans|oil bean|oil beans|fermented oil bean|sliced oil bean|ugba slices', 'savoury'],
  ['potash', 'baking', '0.25 tsp', 'akanwu|kaun|kanwa|kanwu|edible potash|food potash|trona|ngu', ''],
  ['abacha', 'grain', '60 g', 'dried abacha|abacha ncha|dried cassava shreds|african salad cassava|abacha flakes', 'starchy gluten-free'],
  ['cardoons', 'stalk-veg', '250 g', 'cardoon|cardoon stalks|cardi|cardo|cardos|gobbi|cardons|carde|cardy', ''],
  ['fresh herbs', 'herb', '0.5 handful', 'mixed fresh herbs|fresh mixed herbs|fresh soft herbs|soft herbs|bunch of herbs|herb bunch|rau song|rau sống|rau thom|rau thơm|rau ghem', 'garnish-herb'],
]
