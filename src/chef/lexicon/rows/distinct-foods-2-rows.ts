import type { Row } from '../lexicon-types.ts'

// Foods a cook's second read found listed as another food, or not read at all (issue 18: no
// silent swaps). Pork belly was an alias of pork shoulder, short-grain rice of jasmine rice and
// freekeh of bulgur; waakye leaves were salad leaves and shito a slip for shiro (gram flour);
// culantro (chadon beni) and cheiro verde were unknown, so the list lost its herb.
// prettier-ignore
export const DISTINCT_FOODS_2_ROWS: readonly Row[] = [
  // The fatty, layered cut of hong shao rou, kakuni, lechon kawali and samgyeopsal: braised until
  // it melts or crisped, never the lean shoulder a pulled pork is made of. A dish written for the
  // shoulder takes it too, after the shoulder (classics/compiled-classics.ts).
  ['pork belly', 'meat', '175 g', 'belly pork|belly of pork|pork belly slices|pork belly strips|belly pork slices|belly pork strips|pork belly rashers|skin on pork belly|skin-on pork belly|rindless pork belly|samgyeopsal|liempo|pork liempo|wu hua rou|thit ba chi|thịt ba chỉ|ba chi|butabara|buta bara|wuhua rou|ng fa yuk|moo sam chan|mu sam chan|schweinebauch|speklap|speklappen|pancetta fresca|tocino fresco|panceta fresca|boczek surowy|grudinka|sertésoldalas|dwaeji samgyeopsal', 'slow'],
  // Short-grain (medium-grain) white rice: the glacé rice of giouvarlakia and yemista, calrose,
  // Japanese and Korean table rice, Spanish and Portuguese arroz. It is not jasmine (long-grain,
  // Thai): a dish written for jasmine, risotto or pudding rice takes it after them
  // (classics/compiled-classics.ts), and it is cooked by absorption.
  ['short grain rice', 'rice', '75 g', 'short-grain rice|short grain white rice|sushi rice|japanese rice|japanese short grain rice|korean rice|medium grain rice|medium-grain rice|calrose rice|calrose|glace rice|carolina rice|nishiki rice', ''],
  // Freekeh: young green wheat, roasted and cracked; simmered 20–25 minutes (whole, 45) like a
  // whole grain, never soaked like bulgur. Wheat: gluten.
  ['freekeh', 'grain', '60 g', 'freekah|frikeh|farik|freekeh wheat|cracked freekeh|whole freekeh|green wheat|roasted green wheat|frik', 'med gluten'],
  // Dried sorghum leaves, boiled with waakye's rice and beans for their red-brown colour and
  // lifted out; eaten no more than a bay leaf.
  ['waakye leaves', 'herb', '1', 'waakye leaf|sorghum leaves|sorghum leaf|dried sorghum leaves|dried sorghum leaf|waakye stalks|waakye leaves and stalks|sorghum stalks|sorghum leaf sheaths', ''],
  // Shito: the Ghanaian black pepper sauce, dried fish and dried shrimp fried slowly in oil with
  // chilli, onion, garlic and ginger; spooned beside waakye, kenkey and fried yam.
  ['shito', 'sauce', '1 tbsp', 'shitor|shito sauce|shitor sauce|black shito|shito din|shitor din|ghana pepper sauce|ghanaian pepper sauce|ghanaian black pepper sauce|black pepper sauce ghana', 'nonveg savoury'],
  // Culantro (chadon beni, shado beni, recao, ngò gai): the long serrated leaf of Trinidad's green
  // seasoning, Puerto Rico's recaito and Vietnam's pho plate; coriander's taste, stronger.
  ['culantro', 'herb', '0.5 handful', 'chadon beni|chadon bene|shado beni|shadon beni|shadon bene|shadow beni|shadow benny|bandhania|bhandhania|recao|recaito leaves|ngo gai|ngò gai|sawtooth coriander|sawtooth herb|long coriander|mexican coriander|spiny coriander|thorny coriander', 'garnish-herb'],
  // Cheiro verde: the Brazilian bunch of parsley and spring onion (some add coriander) chopped
  // together over feijão, farofa and moqueca.
  ['cheiro verde', 'herb', '0.5 handful', 'cheiro-verde|cheiro verde herbs|brazilian parsley|brazilian parsley and spring onion|salsinha e cebolinha', 'garnish-herb'],
]
