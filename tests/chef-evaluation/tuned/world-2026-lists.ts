import type { EvalCase } from './eval-case.ts'

// Lists whose signature is one of the world-2026 classics, typed the way people type, and the
// cook's-read fixes of issue 18 (falafel from dried chickpeas, tabbouleh).
// prettier-ignore
export const WORLD_2026_LISTS: readonly EvalCase[] = [
  { list: ['chicken thighs', 'walnuts', 'garlic', 'onion', 'coriander', 'wine vinegar'], expect: ['satsivi'] },
  { list: ['whole chicken', 'walnuts 250g', 'khmeli suneli', 'garlic', 'onions', 'fenugreek'], expect: ['satsivi'] },
  { list: ['tempeh', 'kecap manis', 'shallots', 'garlic', 'red chilli', 'rice'], expect: ['tempe-manis'] },
  { list: ['tempe', 'sweet soy sauce', 'garlic', 'chillies', 'onion', 'peanuts'], expect: ['tempe-manis'] },
  { list: ['sea bass', 'limes', 'red onion', 'chilli', 'coriander', 'sweet potato'], expect: ['ceviche'] },
  { list: ['white fish fillets', '6 limes', 'aji amarillo paste', 'red onion', 'coriander', 'corn'], expect: ['ceviche'] },
  { list: ['bacalhau', 'potatoes', '6 eggs', 'onion', 'garlic', 'olive oil', 'black olives'], expect: ['bacalhau-a-bras', 'bacalhau-com-batatas'] },
  { list: ['rye bread', 'pickled herring', 'red onion', 'eggs', 'butter', 'dill'], expect: ['smorrebrod'] },
  { list: ['rye bread', 'smoked salmon', 'butter', 'dill', 'lemon', 'cucumber'], expect: ['smorrebrod'] },
  { list: ['black beans tin', 'rice', 'onion', 'green pepper', 'garlic', 'cumin', 'bacon'], expect: ['congri'] },
  { list: ['dried black beans', 'long grain rice', 'onion', 'green pepper', 'garlic', 'cumin', 'oregano'], expect: ['congri'] },
  { list: ['paella rice', 'frozen seafood mix', 'squid', 'saffron', 'smoked paprika', 'peppers', 'fish stock'], expect: ['paella-de-marisco'] },
  { list: ['bomba rice', 'prawns', 'mussels', 'saffron', 'garlic', 'tomatoes', 'lemon'], expect: ['paella-de-marisco'] },
  { list: ['arborio rice', 'saffron', 'chicken stock', 'onion', 'butter', 'parmesan', 'white wine'], expect: ['risotto-alla-milanese'] },
  { list: ['beef mince', 'potatoes', 'onion', 'butter', 'milk', 'gruyere', 'nutmeg'], expect: ['hachis-parmentier', 'cottage-pie'] },
  { list: ['large tomatoes', 'sausage meat', 'onion', 'garlic', 'parsley', 'breadcrumbs'], expect: ['tomates-farcies'] },
  { list: ['plaice fillets', 'butter', 'lemon', 'parsley', 'flour', 'capers'], expect: ['fish-meuniere'] },
  { list: ['aubergine', 'tomato passata', 'mozzarella', 'parmesan', 'basil', 'plain flour'], expect: ['parmigiana-di-melanzane'] },
  { list: ['diced lamb', 'kashmiri chilli', 'natural yoghurt', 'onions', 'ginger', 'garlic'], expect: ['lamb-rogan-josh'] },
  { list: ['pork belly slices', 'baguettes', 'carrot', 'cucumber', 'coriander', 'mayonnaise', 'pate'], expect: ['banh-mi'] },
  { list: ['salt cod', 'red peppers', 'onions', 'garlic', 'potatoes', 'olive oil', 'tomatoes'], expect: ['bacalao-a-la-vizcaina', 'bacalhau-com-batatas'] },
  { list: ['paella rice', 'chicken thighs', 'green beans', 'butter beans', 'saffron', 'tomato', 'rosemary'], expect: ['paella-valenciana'] },
  { list: ['chickpeas 2 tins', 'chorizo', 'beef shin', 'potatoes', 'carrots', 'savoy cabbage', 'black pudding'], expect: ['cocido-madrileno'] },
  { list: ['chicken breasts', 'panko', 'eggs', 'flour', 'japanese curry roux', 'potatoes', 'carrots', 'onion'], expect: ['chicken-katsu-curry'] },
  { list: ['dried chickpeas', 'onion', 'garlic', 'parsley', 'coriander', 'cumin'], expect: ['falafel'] },
  { list: ['parsley 2 bunches', 'bulgur', 'tomatoes', 'mint', 'lemons', 'spring onions', 'olive oil'], expect: ['tabbouleh'] },
]
