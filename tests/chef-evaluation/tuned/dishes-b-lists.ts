import type { EvalCase } from './eval-case.ts'

// Lists for the dishes-b classics (issue 18: dishes cooks named first that the chef lacked),
// typed the way people type: each carries a dish's signature, so the dish a cook from that
// kitchen names is the first idea.
// prettier-ignore
export const DISHES_B_LISTS: readonly EvalCase[] = [
  // Indian
  { list: ['atta', '3 potatoes', 'green chilli', 'coriander', 'garam masala', 'ghee'], expect: ['aloo-paratha'] },
  { list: ['plain flour', 'potatoes', 'cumin seeds', 'chilli', 'butter', 'yogurt'], expect: ['aloo-paratha'] },
  { list: ['moong dal', 'basmati rice', 'ghee', 'turmeric', 'cumin seeds'], expect: ['moong-dal-khichdi'] },
  { list: ['yellow moong dal', 'rice', 'ginger', 'asafoetida', 'ghee', 'frozen peas'], expect: ['moong-dal-khichdi'] },
  { list: ['whole urad dal', 'kidney beans', 'butter', 'tomato puree', 'garlic', 'ginger', 'double cream'], expect: ['dal-makhani'] },
  { list: ['black gram', 'tin of kidney beans', 'ghee', 'chopped tomatoes', 'ginger garlic paste', 'kasuri methi'], expect: ['dal-makhani'] },
  // Turkish and Levantine
  { list: ['yufka', 'spinach', 'feta', 'onion', 'eggs', 'milk'], expect: ['ispanakli-borek'] },
  { list: ['filo pastry', 'frozen spinach', 'feta cheese', 'egg', 'milk', 'sesame seeds'], expect: ['ispanakli-borek'] },
  { list: ['strong white flour', 'dried yeast', "za'atar", 'olive oil'], expect: ['manakish-homemade'] },
  { list: ['flour', 'yeast', 'zaatar', 'olive oil', 'labneh', 'cucumber'], expect: ['manakish-homemade'] },
  { list: ['plain flour', 'fast action yeast', 'lamb mince', 'onion', 'tomatoes', 'red pepper', 'parsley', 'pul biber'], expect: ['lahmacun-homemade'] },
  { list: ['bread flour', 'yeast', 'beef mince', 'biber salcasi', 'parsley', 'lemon'], expect: ['lahmacun-homemade'] },
  { list: ['plain flour', 'eggs', 'lamb mince', 'onion', 'greek yogurt', 'garlic', 'butter', 'aleppo pepper'], expect: ['manti-homemade'] },
  { list: ['flour', '1 egg', 'beef mince', 'yoghurt', 'garlic', 'chilli flakes', 'dried mint'], expect: ['manti-homemade'] },
  { list: ['kataifi', 'mozzarella', 'ricotta', 'butter', 'sugar', 'pistachios'], expect: ['knafeh'] },
  { list: ['kunafa dough', 'akkawi cheese', 'ghee', 'sugar', 'orange blossom water'], expect: ['knafeh'] },
  { list: ['chicken breast', 'yogurt', 'biber salcasi', 'garlic', 'lemon', 'olive oil'], expect: ['shish-taouk'] },
  { list: ['tel şehriye', 'rice', 'butter', 'salt'], expect: ['pirinc-pilavi'] },
  { list: ['şehriye', 'tomato paste', 'butter', 'chicken stock', 'lemon'], expect: ['sehriye-corbasi'] },
  { list: ['arpa sehriye', 'biber salcasi', 'olive oil', 'vegetable stock', 'dried mint'], expect: ['sehriye-corbasi'] },
  { list: ['filo pastry', 'walnuts', 'butter', 'sugar', 'lemon'], expect: ['baklava'] },
  { list: ['phyllo', 'pistachios', 'ghee', 'sugar', 'honey'], expect: ['baklava'] },
  { list: ['plain flour', 'yeast', 'lamb mince', 'onion', 'tomato'], expect: ['lahmacun-homemade'] },
  { list: ['plain flour', 'spinach', 'feta', 'butter', 'chilli flakes'], expect: ['gozleme'] },
  { list: ['flour', 'yoghurt', 'beyaz peynir', 'baby spinach', 'onion', 'lemon'], expect: ['gozleme'] },
  { list: ['plain flour', 'yeast', 'spinach', 'onion', 'sumac', 'lemon', 'olive oil'], expect: ['fatayer-sabanekh'] },
  // Greek
  { list: ['filo pastry', 'semolina', 'whole milk', 'eggs', 'sugar', 'butter', 'lemon'], expect: ['galaktoboureko'] },
  { list: ['phyllo', 'fine semolina', 'milk', 'eggs', 'sugar', 'cinnamon'], expect: ['galaktoboureko'] },
  { list: ['filo pastry', 'feta', 'eggs', 'greek yogurt', 'olive oil', 'dill'], expect: ['tiropita'] },
  // Egyptian
  { list: ['frozen molokhia', 'chicken thighs', 'garlic', 'ground coriander', 'ghee', 'rice'], expect: ['mulukhiyah'] },
  { list: ['mulukhiyah', 'whole chicken', 'onion', 'cardamom', 'garlic', 'coriander seeds'], expect: ['mulukhiyah'] },
  // Chinese
  { list: ['plain flour', 'spring onions', 'sesame oil', 'salt'], expect: ['scallion-pancakes'] },
  { list: ['flour', 'scallions', 'vegetable oil', 'soy sauce'], expect: ['scallion-pancakes'] },
  { list: ['chicken thighs', 'dried shiitake', 'ginger', 'soy sauce', 'shaoxing wine', 'cornflour', 'spring onions'], expect: ['steamed-chicken-with-shiitake'] },
  { list: ['chicken thighs', 'dried shiitake', 'oyster sauce', 'soy sauce', 'ginger', 'garlic', 'sugar'], expect: ['braised-chicken-with-shiitake', 'steamed-chicken-with-shiitake'] },
  { list: ['pork shoulder', 'pineapple chunks', 'green pepper', 'ketchup', 'white vinegar', 'sugar', 'cornflour', 'egg'], expect: ['sweet-and-sour-pork'] },
  { list: ['pork loin', 'tinned pineapple', 'rice vinegar', 'ketchup', 'potato starch'], expect: ['sweet-and-sour-pork'] },
  { list: ['pork belly', 'dark soy sauce', 'light soy sauce', 'rock sugar', 'shaoxing wine', 'star anise', 'ginger'], expect: ['red-braised-pork'] },
  { list: ['noodles', 'pork mince', 'chilli oil', 'chinese sesame paste', 'sichuan peppercorns', 'ya cai'], expect: ['dan-dan-noodles'] },
  // Korean
  { list: ['chunjang', 'pork belly', 'onion', 'potato', 'courgette', 'udon noodles'], expect: ['jjajangmyeon'] },
  { list: ['korean black bean paste', 'noodles', 'pork', 'onions', 'cucumber', 'potato starch'], expect: ['jjajangmyeon'] },
  // Japanese
  { list: ['salmon fillets', 'white miso', 'mirin', 'sugar', 'rice'], expect: ['miso-glazed-salmon'] },
  { list: ['2 salmon fillets', 'miso paste', 'honey', 'soy sauce', 'pak choi'], expect: ['miso-glazed-salmon'] },
  { list: ['japanese rice', 'dried shiitake', 'dashi', 'soy sauce', 'mirin', 'carrot'], expect: ['takikomi-gohan'] },
  { list: ['sushi rice', 'shiitake mushrooms', 'chicken thigh', 'carrot', 'soy sauce', 'mirin', 'sake'], expect: ['takikomi-gohan'] },
  { list: ['sushi rice', 'nori', 'rice vinegar', 'cucumber', 'tinned tuna', 'mayonnaise'], expect: ['hosomaki-rolls'] },
  { list: ['sushi rice', 'nori', 'cucumber', 'rice vinegar', 'soy sauce'], expect: ['hosomaki-rolls'] },
  { list: ['sushi rice', 'nori sheets', 'crab sticks', 'avocado', 'cucumber', 'soy sauce'], expect: ['hosomaki-rolls'] },
  // Vietnamese
  { list: ['beef shin', 'pork hock', 'lemongrass', 'rice vermicelli', 'fish sauce', 'chilli flakes', 'shrimp paste'], expect: ['bun-bo-hue'] },
  { list: ['stewing beef', 'lemongrass', 'thick rice noodles', 'annatto', 'onion', 'lime', 'mint'], expect: ['bun-bo-hue'] },
  { list: ['pork shoulder', 'lemongrass', 'rice vermicelli', 'fish sauce', 'sugar', 'garlic', 'lime', 'lettuce', 'mint', 'peanuts'], expect: ['bun-thit-nuong'] },
  { list: ['pork chops', 'lemongrass', 'bún noodles', 'fish sauce', 'honey', 'cucumber'], expect: ['bun-thit-nuong'] },
  { list: ['tofu', 'lemongrass', 'rice vermicelli', 'lettuce', 'cucumber', 'peanuts', 'soy sauce', 'lime'], expect: ['bun-chay'] },
  { list: ['firm tofu', 'lemongrass', 'rice noodles', 'carrots', 'mint', 'garlic'], expect: ['bun-chay'] },
  // Filipino
  { list: ['longganisa', 'leftover rice', 'garlic', 'eggs', 'vinegar'], expect: ['longsilog'] },
  { list: ['longaniza', 'day old rice', 'eggs', 'garlic'], expect: ['longsilog'] },
  { list: ['leftover rice', 'garlic', 'egg', 'spam'], expect: ['silog'] },
  { list: ['day old rice', 'lots of garlic', 'eggs', 'corned beef', 'vinegar'], expect: ['silog'] },
  { list: ['cold rice', 'garlic', 'eggs', 'hot dogs'], expect: ['silog'] },
  { list: ['grated cassava', 'coconut milk', 'condensed milk', 'eggs', 'sugar', 'butter', 'cheddar'], expect: ['cassava-cake'] },
  { list: ['frozen grated cassava', 'coconut milk', 'sweetened condensed milk', 'evaporated milk', 'eggs'], expect: ['cassava-cake'] },
  // West African
  { list: ['ewedu leaves', 'iru', 'ground crayfish', 'salt'], expect: ['ewedu-soup'] },
  { list: ['frozen ewedu', 'locust beans', 'dried crayfish', 'scotch bonnet'], expect: ['ewedu-soup'] },
  // Chinese, and Hainanese chicken rice (the library's khao man gai)
  { list: ['wonton wrappers', 'pork mince', 'chicken stock', 'ginger', 'soy sauce', 'spring onions', 'bok choy'], expect: ['wonton-soup'] },
  { list: ['whole chicken', 'jasmine rice', 'ginger', 'garlic', 'spring onions', 'cucumber', 'chilli'], expect: ['khao-man-gai'] },
  // Malaysian and Indonesian
  { list: ['stewing beef', 'coconut milk', 'lemongrass', 'red chillies', 'shallots', 'garlic', 'ginger', 'kaffir lime leaves'], expect: ['beef-rendang'] },
  { list: ['beef chuck', 'coconut milk', 'lemon grass', 'desiccated coconut', 'galangal', 'chillies'], expect: ['beef-rendang'] },
  // Everyday
  { list: ['chicken breasts', 'sweet chilli sauce', 'rice noodles', 'cucumber', 'carrots', 'lime', 'coriander'], expect: ['sweet-chilli-chicken-noodle-salad'] },
  { list: ['chicken', 'sweet chili sauce', 'vermicelli', 'red pepper', 'spring onions', 'peanuts'], expect: ['sweet-chilli-chicken-noodle-salad'] },
]
