import type { Row } from '../lexicon-types.ts'

// Ingredients the south-asian-middle-east-mexico classics need that the core rows lacked.
// prettier-ignore
export const SOUTH_ASIAN_MIDDLE_EAST_MEXICO_ROWS: readonly Row[] = [
  ['moong dal', 'legume', '60 g', 'mung dal|moong daal|split mung beans|yellow moong dal|yellow lentils', 'indian plant-protein'],
  ['preserved lemon', 'condiment', '0.25', 'preserved lemons|salted lemon|salted lemons', 'med acid citrus'],
  ['pomegranate molasses', 'condiment', '1 tsp', 'pomegranate syrup|pomegranate sauce', 'med acid'],
  ['enchilada sauce', 'sauce', '100 ml', 'red enchilada sauce|green enchilada sauce|enchilada sauce mix|red chile sauce|red chili sauce|new mexico red chile sauce|hatch red chile sauce', 'mexican tomato'],
  ['queso fresco', 'cheese', '30 g', 'cotija|queso blanco|queso|mexican cheese|queso anejo|kesong puti', 'fresh-cheese mexican'],
  ['biryani masala', 'spice', '1 tsp', 'biryani spice|biryani spice mix|biryani seasoning|biryani paste|pilau masala|pilau spice', 'indian'],
  ['crispy onions', 'condiment', '1 tbsp', 'crispy fried onions|fried onions|birista|french fried onions', 'cooked'],
  // Nigella is its own seed (onion-and-pepper flavour), not fennel or caraway.
  ['nigella seeds', 'spice', '0.25 tsp', 'nigella seed|nigella|kalonji|kalaunji|kalonji seeds|black onion seeds|onion seeds|charnushka|kalo jeere|tikur azmud', 'indian savoury whole-seed'],
]
