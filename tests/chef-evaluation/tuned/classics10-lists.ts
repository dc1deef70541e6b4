import type { EvalCase } from './eval-case.ts'

// The classics a cook names that were missing (issue 18), each with the list a person typed for it
// in a cook's read, and a second way of typing it.
// prettier-ignore
export const CLASSICS10_LISTS: readonly EvalCase[] = [
  { list: ['lamb neck', 'preserved lemon', 'green olives', 'saffron', 'onion', 'coriander', 'ginger'], expect: ['lamb-tagine-with-preserved-lemon-and-olives'] },
  { list: ['diced lamb', 'preserved lemons', 'olives', 'onions', 'garlic', 'parsley'], expect: ['lamb-tagine-with-preserved-lemon-and-olives'] },
  { list: ['lamb shoulder', 'prunes', 'onion', 'cinnamon', 'honey', 'almonds'], expect: ['lamb-tagine-with-prunes'] },
  { list: ['haggis', 'neeps', 'tatties', 'butter', 'whisky'], expect: ['haggis-neeps-and-tatties'] },
  { list: ['haggis 454g', 'swede', 'potatoes', 'butter', 'milk'], expect: ['haggis-neeps-and-tatties'] },
  { list: ['tortilla chips', 'cheddar', 'jalapeños', 'sour cream', 'salsa', 'beans'], expect: ['loaded-nachos'] },
  { list: ['doritos', 'grated cheese', 'beef mince', 'guacamole', 'salsa'], expect: ['loaded-nachos'] },
  { list: ['laksa paste', 'coconut milk', 'rice noodles', 'tofu puffs', 'prawns', 'beansprouts'], expect: ['curry-laksa'] },
  { list: ['laksa paste', 'coconut milk', 'egg noodles', 'chicken thighs', 'tau pok'], expect: ['curry-laksa'] },
  { list: ['pork shoulder', 'oranges', 'limes', 'garlic', 'cumin', 'oregano'], expect: ['lechon-asado'] },
  { list: ['kombu', 'silken tofu', 'soy sauce', 'spring onions'], expect: ['yudofu'] },
  { list: ['cod fillets', 'potatoes', 'plain flour', 'beer', 'vegetable oil', 'peas'], expect: ['fish-and-chips'] },
  { list: ['chicken breasts', 'lemon', 'capers', 'butter', 'chicken stock'], expect: ['chicken-piccata'] },
  { list: ['chicken legs', 'dried ancho chillies', 'dark chocolate', 'sesame seeds', 'almonds', 'raisins'], expect: ['mole-poblano'] },
  { list: ['chicken breast', 'tortilla chips', 'tomatoes', 'chipotle in adobo', 'avocado', 'chicken stock'], expect: ['chicken-tortilla-soup'] },
  { list: ['picanha', 'tomatoes', 'onion', 'vinegar', 'parsley'], expect: ['churrasco-with-vinagrete', 'picanha-com-farofa-e-vinagrete'] },
  { list: ['pork mince', 'salted egg', 'soy sauce', 'spring onion'], expect: ['steamed-pork-patty-with-salted-egg'] },
  { list: ['teff flour', 'water', 'self raising flour', 'salt'], expect: ['quick-injera'] },
]
