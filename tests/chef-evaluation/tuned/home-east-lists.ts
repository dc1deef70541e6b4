import type { EvalCase } from './eval-case.ts'

// Lists for the home-east classics, typed the way people type: each carries a dish's signature,
// so the dish a cook from that kitchen names is the first idea.
// prettier-ignore
export const HOME_EAST_LISTS: readonly EvalCase[] = [
  // Chinese
  { list: ['2 cucumbers', 'black vinegar', 'garlic', 'light soy sauce', 'chilli oil', 'sugar'], expect: ['pai-huang-gua'] },
  { list: ['3 potatoes', 'white vinegar', 'dried chillies', 'garlic', 'spring onion'], expect: ['suan-la-tudou-si'] },
  { list: ['green beans', 'dried chillies', 'garlic', 'soy sauce', '100g pork mince', 'sichuan peppercorns'], expect: ['gan-bian-si-ji-dou'] },
  { list: ['1kg chicken wings', 'can of coke', 'soy sauce', 'ginger', 'spring onions', 'rice'], expect: ['cola-chicken-wings'] },
  { list: ['pork shoulder', 'hoisin sauce', 'honey', 'soy sauce', 'five spice', 'garlic'], expect: ['char-siu'] },
  { list: ['pork belly', 'chilli bean paste', 'leek', 'garlic', 'green pepper', 'rice'], expect: ['hui-guo-rou'] },
  { list: ['noodles', 'bunch of spring onions', 'dark soy sauce', 'sugar'], expect: ['cong-you-ban-mian'] },
  // Thai
  { list: ['red curry paste', 'coconut milk', 'sirloin steak', 'peanut butter', 'lime leaves', 'fish sauce', 'jasmine rice'], expect: ['panang-curry'] },
  { list: ['chicken thighs', 'jasmine rice', 'ginger', 'garlic', 'cucumber', 'soy sauce', 'chilli'], expect: ['khao-man-gai'] },
  { list: ['wide rice noodles', 'thai basil', 'bird eye chillies', 'chicken breast', 'garlic', 'oyster sauce', 'soy sauce'], expect: ['pad-kee-mao'] },
  { list: ['green papaya', 'limes', 'fish sauce', 'chillies', 'garlic', 'cherry tomatoes', 'peanuts', 'palm sugar'], expect: ['som-tam'] },
  // Vietnamese
  { list: ['beef brisket', 'lemongrass', 'star anise', 'carrots', 'tomato paste', 'fish sauce', 'baguette'], expect: ['bo-kho'] },
  { list: ['pork mince', 'rice paper', 'fish sauce', 'carrot', 'vermicelli', 'mushrooms', 'lettuce', 'mint'], expect: ['cha-gio'] },
  { list: ['raw prawns', 'fish sauce', 'sugar', 'garlic', 'black pepper', 'jasmine rice'], expect: ['tom-rim'] },
  // Korean
  { list: ['4 eggs', 'spring onions', 'carrot', 'salt'], expect: ['gyeran-mari'] },
  { list: ['baby potatoes', 'soy sauce', 'rice syrup', 'garlic', 'sesame seeds', 'sesame oil'], expect: ['gamja-jorim'] },
  { list: ['cucumber', 'gochugaru', 'rice vinegar', 'garlic', 'sesame oil', 'spring onion'], expect: ['oi-muchim'] },
  { list: ['nori sheets', 'sushi rice', 'eggs', 'carrot', 'spinach', 'ham', 'sesame oil'], expect: ['kimbap'] },
  // Japanese
  { list: ['leftover rice', 'eggs', 'ketchup', 'chicken thigh', 'onion', 'frozen peas'], expect: ['omurice'] },
  { list: ['beef mince', 'panko', 'egg', 'onion', 'ketchup', 'worcestershire sauce', 'milk', 'rice'], expect: ['hambagu'] },
  { list: ['spinach', 'sesame seeds', 'soy sauce', 'sugar'], expect: ['horenso-no-goma-ae'] },
  { list: ['mackerel fillets', 'white miso', 'ginger', 'mirin', 'sugar', 'rice'], expect: ['saba-misoni'] },
  { list: ['frozen udon', 'dashi', 'soy sauce', 'mirin', 'spring onions'], expect: ['kake-udon', 'soup'] },
  // Filipino
  { list: ['chicken drumsticks', 'tomato sauce', 'potatoes', 'carrots', 'red bell pepper', 'fish sauce', 'garlic', 'onion'], expect: ['chicken-afritada'] },
  { list: ['pork shoulder', 'tomato sauce', 'soy sauce', 'potatoes', 'carrots', 'raisins', 'calamansi'], expect: ['pork-menudo'] },
  { list: ['sirloin', 'leftover rice', 'garlic', 'eggs', 'soy sauce', 'brown sugar', 'vinegar'], expect: ['tapsilog'] },
  { list: ['mung beans', 'garlic', 'onion', 'tomatoes', 'fish sauce', 'spinach', 'pork'], expect: ['ginisang-munggo'] },
  { list: ['glutinous rice', 'cocoa powder', 'sugar', 'evaporated milk'], expect: ['champorado'] },
  // Persian
  { list: ['chicken thighs', 'walnuts', 'pomegranate molasses', 'onion', 'turmeric', 'basmati rice'], expect: ['fesenjan'] },
  { list: ['basmati rice', 'saffron', 'butter', 'yogurt', 'salt'], expect: ['chelow-tahdig'] },
  { list: ['basmati rice', 'green beans', 'tomato paste', 'beef mince', 'onion', 'turmeric', 'cinnamon'], expect: ['loobia-polo'] },
  { list: ['minced beef', 'potatoes', 'onion', 'egg', 'turmeric', 'breadcrumbs'], expect: ['kotlet'] },
  { list: ['spinach', 'greek yogurt', 'onion', 'garlic', 'walnuts'], expect: ['borani-esfenaj'] },
  // Levantine
  { list: ['okra', 'lamb', 'tinned tomatoes', 'garlic', 'coriander', 'lemon', 'rice'], expect: ['bamia'] },
  { list: ['courgettes', 'short grain rice', 'lamb mince', 'tinned tomatoes', 'allspice', 'dried mint', 'garlic'], expect: ['kousa-mahshi'] },
  { list: ['red lentils', 'cumin', 'lemon', 'onion', 'carrot', 'pitta'], expect: ['shorbat-adas', 'soup'] },
  { list: ['whole chicken', 'basmati rice', 'minced lamb', 'cinnamon', 'pine nuts', 'onion'], expect: ['riz-a-djej'] },
  // Caribbean
  { list: ['chicken thighs', 'jamaican curry powder', 'thyme', 'potatoes', 'scotch bonnet', 'garlic', 'onion', 'allspice'], expect: ['jamaican-curry-chicken', 'curry'] },
  { list: ['macaroni', 'mature cheddar', 'evaporated milk', '2 eggs', 'mustard'], expect: ['macaroni-pie'] },
  { list: ['white cabbage', 'carrot', 'thyme', 'scotch bonnet', 'onion', 'garlic'], expect: ['jamaican-steamed-cabbage'] },
  { list: ['beef skirt', 'green pepper', 'red pepper', 'cumin', 'tinned tomatoes', 'olives', 'onion', 'garlic', 'oregano'], expect: ['ropa-vieja'] },
  // a second round
  { list: ['noodles', 'pork mince', 'chilli oil', 'tahini', 'soy sauce', 'garlic', 'pak choi'], expect: ['dan-dan-noodles'] },
  { list: ['leftover rice', 'pork mince', 'fish sauce', 'garlic', 'ginger', 'coriander'], expect: ['khao-tom', 'soup'] },
  { list: ['4 potatoes', '3 eggs', 'turmeric', 'onion', 'parsley'], expect: ['kuku-sibzamini'] },
  { list: ['tin of chickpeas', 'potatoes', 'curry powder', 'ground cumin', 'garlic', 'onion', 'scotch bonnet'], expect: ['curry-channa-and-aloo', 'curry'] },
  { list: ['green plantains', 'garlic', 'lime', 'salt'], expect: ['tostones'] },
  { list: ['macaroni', 'chicken breast', 'evaporated milk', 'carrot', 'cabbage', 'onion', 'garlic'], expect: ['chicken-sopas', 'soup'] },
  { list: ['milkfish', 'white vinegar', 'ginger', 'garlic', 'aubergine', 'peppercorns'], expect: ['paksiw-na-isda'] },
]
