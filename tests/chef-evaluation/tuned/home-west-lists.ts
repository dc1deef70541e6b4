import type { EvalCase } from './eval-case.ts'

// Greek, Italian, Turkish, Mexican, Brazilian, Ethiopian and West African home-cooking lists, typed
// the way people type: each carries the signature of the everyday dish a cook from that kitchen
// would name first (src/chef/classics/dishes/).
// prettier-ignore
export const HOME_WEST_LISTS: readonly EvalCase[] = [
  // Greek
  { list: ['macaroni', '500g beef mince', 'milk', 'cinnamon', 'parmesan', 'onion', 'tinned tomatoes'], expect: ['pastitsio', 'moussaka'] },
  { list: ['4 big tomatoes', '2 peppers', 'arborio rice', 'onion', 'fresh mint', 'parsley', 'olive oil'], expect: ['gemista'] },
  { list: ['pork mince', 'fresh mint', 'onion', 'stale bread', 'egg', 'oregano'], expect: ['keftedes'] },
  { list: ['beef chuck', 'orzo', 'chopped tomatoes', 'onion', 'cinnamon stick', 'red wine'], expect: ['youvetsi'] },
  { list: ['green beans', 'potatoes', 'tin of tomatoes', 'olive oil', 'onion', 'feta'], expect: ['fasolakia'] },
  { list: ['bag of spinach', 'rice', 'spring onions', 'dill', 'lemon', 'olive oil'], expect: ['spanakorizo'] },
  { list: ['chicken thighs', 'potatoes', '2 lemons', 'oregano', 'garlic', 'olive oil'], expect: ['kotopoulo-lemonato'] },
  { list: ['raw king prawns', 'feta', 'tinned tomatoes', 'garlic', 'parsley', 'crusty bread'], expect: ['garides-saganaki'] },
  // Italian
  { list: ['beef mince', 'passata', 'parmesan', 'egg', 'stale bread', 'garlic', 'basil'], expect: ['polpette-al-sugo'] },
  { list: ['2 aubergines', 'mozzarella', 'passata', 'fresh basil', 'parmesan'], expect: ['parmigiana-di-melanzane'] },
  { list: ['spaghetti', 'tinned plum tomatoes', 'garlic', 'basil', 'olive oil'], expect: ['spaghetti-al-pomodoro'] },
  { list: ['bucatini', 'guanciale', 'tinned tomatoes', 'pecorino', 'chilli flakes'], expect: ['pasta-all-amatriciana'] },
  { list: ['chicken breasts', 'lemon', 'butter', 'flour', 'parsley', 'white wine'], expect: ['chicken-piccata', 'scaloppine-al-limone'] },
  { list: ['potatoes', 'ditalini', 'onion', 'celery', 'parmesan', 'pancetta'], expect: ['pasta-e-patate'] },
  { list: ['aubergine', 'celery', 'red wine vinegar', 'capers', 'green olives', 'sugar', 'onion'], expect: ['caponata'] },
  { list: ['double cream', 'gelatine leaves', 'sugar', 'vanilla pod', 'raspberries'], expect: ['panna-cotta'] },
  // Turkish
  { list: ['greek yoghurt', 'cucumber', 'garlic', 'dried mint'], expect: ['cacik'] },
  { list: ['rice', 'butter', 'orzo', 'chicken stock'], expect: ['pirinc-pilavi'] },
  { list: ['coarse bulgur', 'onion', 'tomato paste', 'green pepper', 'butter'], expect: ['bulgur-pilavi'] },
  { list: ['chicken breast', 'green peppers', 'tomatoes', 'onion', 'tomato paste', 'pul biber'], expect: ['tavuk-sote'] },
  { list: ['sucuk', 'eggs', 'butter'], expect: ['sucuklu-yumurta'] },
  { list: ['3 leeks', 'carrot', 'rice', 'lemon', 'olive oil'], expect: ['zeytinyagli-pirasa'] },
  // Mexican
  { list: ['tin of pinto beans', 'onion', 'garlic', 'lard', 'queso fresco'], expect: ['frijoles-refritos'] },
  { list: ['poblano peppers', 'queso fresco', 'eggs', 'tomatoes', 'onion', 'flour'], expect: ['chiles-rellenos'] },
  { list: ['skirt steak', 'limes', 'garlic', 'jalapeno', 'coriander', 'corn tortillas', 'orange'], expect: ['carne-asada'] },
  { list: ['chicken thighs', 'tomatillos', 'serrano chillies', 'onion', 'garlic', 'cilantro'], expect: ['pollo-en-salsa-verde'] },
  { list: ['sirloin', 'tomatoes', 'jalapenos', 'white onion', 'garlic'], expect: ['bistec-a-la-mexicana'] },
  { list: ['chicken legs', 'zucchini', 'carrots', 'potatoes', 'limes', 'cilantro', 'corn on the cob'], expect: ['caldo-de-pollo'] },
  // Brazilian
  { list: ['chicken breast', 'creme de leite', 'ketchup', 'mustard', 'mushrooms', 'onion', 'rice'], expect: ['strogonoff-de-frango'] },
  { list: ['rice', 'carioca beans', 'garlic', 'onion', 'bay leaves', 'bacon'], expect: ['arroz-e-feijao'] },
  { list: ['rump steak', '3 onions', 'garlic', 'vinegar', 'rice'], expect: ['bife-acebolado'] },
  { list: ['rice', 'black eyed peas', 'queijo coalho', 'bacon', 'onion', 'coriander'], expect: ['baiao-de-dois'] },
  { list: ['chicken drumsticks', 'okra', 'onion', 'garlic', 'tomato', 'polenta'], expect: ['frango-com-quiabo'] },
  { list: ['beef short ribs', 'cassava', 'onion', 'garlic', 'tomatoes', 'paprika'], expect: ['vaca-atolada'] },
  // Ethiopian and Eritrean
  { list: ['diced beef', 'berbere', '3 red onions', 'garlic', 'ginger', 'niter kibbeh'], expect: ['key-wot'] },
  { list: ['lamb shoulder', 'turmeric', 'onions', 'garlic', 'ginger', 'green chilli', 'potatoes'], expect: ['yebeg-alicha'] },
  { list: ['potatoes', 'berbere', 'onion', 'tomato paste', 'garlic'], expect: ['dinich-wot'] },
  { list: ['flour', 'berbere', 'butter', 'honey'], expect: ['chechebsa'] },
  // West African
  { list: ['black eyed beans', 'red peppers', 'scotch bonnet', 'onion', 'eggs', 'vegetable oil'], expect: ['moi-moi'] },
  { list: ['black eyed peas', 'onion', 'scotch bonnet', 'salt', 'oil for frying'], expect: ['akara'] },
  { list: ['yam', 'red bell pepper', 'scotch bonnet', 'palm oil', 'onion', 'ground crayfish'], expect: ['asaro'] },
  { list: ['unripe plantain', 'red peppers', 'scotch bonnet', 'palm oil', 'spinach', 'onion'], expect: ['plantain-porridge'] },
  // A second idea within each kitchen
  { list: ['tin of chickpeas', 'lemon', 'onion', 'olive oil', 'rosemary'], expect: ['revithia'] },
  { list: ['brown lentils', 'ditalini', 'onion', 'carrot', 'celery', 'parmesan'], expect: ['pasta-e-lenticchie'] },
  { list: ['eggs', '2 courgettes', 'parmesan', 'onion', 'basil'], expect: ['frittata-di-zucchine'] },
  { list: ['red lentils', 'fine bulgur', 'onion', 'tomato paste', 'spring onions', 'parsley', 'lettuce'], expect: ['mercimek-koftesi'] },
  { list: ['tomatoes', 'white onion', 'cilantro', 'jalapeno', 'lime'], expect: ['pico-de-gallo', 'guacamole'] },
  { list: ['brown lentils', 'mustard', 'lemon', 'red onion', 'jalapeno'], expect: ['azifa'] },
  { list: ['passion fruit', 'condensed milk', 'double cream'], expect: ['mousse-de-maracuja'] },
  { list: ['rice', 'coconut milk', 'red peppers', 'scotch bonnet', 'onion', 'curry powder', 'thyme'], expect: ['nigerian-coconut-rice'] },
]
