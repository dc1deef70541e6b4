import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Brazilian lists, written without reading the chef. */
export const BLIND_R2_BRAZILIAN: readonly BlindCase[] = [
  {
    list: [
      'black beans dried 1kg',
      'pork ribs smoked',
      'chorizo/linguica',
      'bacon',
      'onion',
      'garlic',
      'bay leaves',
      'orange',
    ],
    accept: ['feijoada', 'feijoada completa'],
    mustKeep: ['black beans dried 1kg'],
    cuisine: 'Brazilian',
    safety: { item: 'black beans dried 1kg', mustMention: ['soak/soaked', 'boil/simmer'] },
  },
  {
    list: ['tapioca starch (polvilho)', 'milk', 'oil', 'eggs', 'parmesan', 'salt'],
    accept: ['pao de queijo', 'pão de queijo', 'cheese bread', 'brazilian cheese bread'],
    mustKeep: ['tapioca starch (polvilho)'],
    cuisine: 'Brazilian',
  },
  {
    list: [
      'white fish fillets',
      'coconut milk',
      'palm oil (dendê)',
      'peppers',
      'tomatoes',
      'onion',
      'coriander',
      'lime',
    ],
    accept: ['moqueca', 'moqueca baiana', 'moqueca de peixe', 'fish moqueca'],
    mustKeep: ['white fish fillets', 'coconut milk'],
    cuisine: 'Brazilian',
  },
  {
    list: [
      'chicken breast 500g',
      'cream cheese (catupiry)',
      'sweetcorn',
      'onion',
      'tomato paste',
      'flour',
      'puff pastry',
    ],
    accept: ['chicken pie', 'empadão de frango', 'empadao', 'coxinha', 'frango com catupiry'],
    mustKeep: ['chicken breast 500g'],
    cuisine: 'Brazilian',
  },
  {
    list: ['sweet condensed milk tin', 'cocoa powder', 'butter', 'chocolate sprinkles'],
    accept: ['brigadeiro', 'brigadeiros'],
    mustKeep: ['sweet condensed milk tin'],
    cuisine: 'Brazilian',
  },
  {
    list: ['cassava flour (farofa)', 'bacon', 'butter', 'onion', 'eggs', 'banana'],
    accept: ['farofa', 'farofa de banana', 'farofa with bacon'],
    mustKeep: ['cassava flour (farofa)'],
    cuisine: 'Brazilian',
  },
  {
    list: [
      'rump steak (picanha)',
      'coarse salt',
      'garlic',
      'tomatoes',
      'onion',
      'vinegar',
      'parsley',
    ],
    accept: ['picanha', 'churrasco', 'picanha with vinagrete', 'grilled picanha'],
    mustKeep: ['rump steak (picanha)'],
    cuisine: 'Brazilian',
  },
  {
    list: ['rice', 'carioca beans tin', 'beef steak', 'eggs', 'garlic', 'onion', 'potatoes'],
    accept: [
      'prato feito',
      'arroz e feijão',
      'rice and beans with steak',
      'bife a cavalo',
      'bife acebolado',
    ],
    mustKeep: ['carioca beans tin', 'beef steak'],
    cuisine: 'Brazilian',
  },
]
