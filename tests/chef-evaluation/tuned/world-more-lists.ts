import type { EvalCase } from './eval-case.ts'

// Lists for the world-more classics, typed the way people type: each carries a dish's signature,
// so the dish a cook from that kitchen names is the first idea.
// prettier-ignore
export const WORLD_MORE_LISTS: readonly EvalCase[] = [
  // Indian
  { list: ['poha', 'onion', 'mustard seeds', 'curry leaves', 'peanuts', 'lemon', 'green chilli'], expect: ['kanda-poha'] },
  { list: ['flattened rice', '1 onion', 'turmeric', 'lime'], expect: ['kanda-poha'] },
  { list: ['rava', 'mustard seeds', 'curry leaves', 'onion', 'green chillies', 'frozen peas'], expect: ['rava-upma'] },
  { list: ['sooji', 'onion', 'ginger', 'urad dal', 'cashews'], expect: ['rava-upma'] },
  { list: ['500g okra', 'onion', 'amchur', 'turmeric', 'chilli powder', 'cumin seeds'], expect: ['bhindi-masala'] },
  { list: ['bhindi', 'onion', 'tomato', 'cumin', 'turmeric'], expect: ['bhindi-masala'] },
  { list: ['okra', 'gram flour', 'chilli powder', 'chaat masala'], expect: ['kurkuri-bhindi'] },
  { list: ['thin poha', 'peanuts', 'curry leaves', 'mustard seeds', 'sugar', 'cashews', 'raisins'], expect: ['poha-chivda'] },
  { list: ['sooji', 'ghee', 'sugar', 'cardamom', 'cashews', 'raisins'], expect: ['sooji-halwa'] },
  { list: ['basmati rice', 'full fat milk', 'sugar', 'cardamom pods', 'pistachios', 'saffron'], expect: ['rice-kheer'] },
  // Chinese
  { list: ['rice', 'chicken thighs', 'ginger', 'spring onions', 'white pepper'], expect: ['chicken-congee'] },
  { list: ['jasmine rice', 'chicken breast', 'ginger', 'century egg'], expect: ['chicken-congee'] },
  // Thai
  { list: ['glutinous rice', 'coconut milk', 'ripe mango', 'sugar', 'salt'], expect: ['mango-sticky-rice'] },
  { list: ['chicken legs', 'fish sauce', 'garlic', 'coriander', 'white pepper', 'sticky rice'], expect: ['gai-yang'] },
  { list: ['chicken thighs', 'fish sauce', 'garlic', 'coriander', 'lemongrass', 'brown sugar'], expect: ['gai-yang'] },
]
