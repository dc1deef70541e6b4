import type { ClassicDish } from '../classic-types.ts'

// Indonesian dishes.

// prettier-ignore
export const INDONESIAN_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'tempe-manis',
    title: 'Tempe Manis',
    cuisine: 'indonesian',
    course: 'main',
    description: 'Tempe manis (Indonesian sweet soy tempeh): thin sticks of tempeh fried crisp, then tossed in a sticky glaze of kecap manis, garlic, shallot and chilli.',
    minutes: 30,
    ingredients: [
      { key: 'tempeh', accepts: ['tempeh'], need: 'essential', amount: '100 g' },
      { key: 'kecap', accepts: ['kecap manis'], need: 'essential', amount: '1.5 tbsp' },
      { key: 'shallot', accepts: ['shallot', 'onion', 'red onion'], need: 'usual', amount: '1' },
      { key: 'garlic', accepts: ['garlic'], need: 'usual', amount: '1 clove' },
      { key: 'chilli', accepts: ['chilli'], need: 'usual', amount: '0.5' },
      { key: 'ginger', accepts: ['ginger'], need: 'optional', amount: '1 tsp' },
      { key: 'bay', accepts: ['bay leaves', 'kaffir lime leaves'], need: 'optional', amount: '1' },
      { key: 'tamarind', accepts: ['tamarind', 'lime'], need: 'optional', amount: '1 tsp' },
      { key: 'sugar', accepts: ['brown sugar'], need: 'optional', amount: '0.5 tsp' },
      { key: 'peanuts', accepts: ['peanuts'], need: 'optional', amount: '15 g' },
      { key: 'rice', accepts: ['jasmine rice', 'rice'], need: 'optional', amount: '75 g' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: '2 tbsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '2 tbsp' },
    ],
    method: [
      '[Rinse the {rice}, then simmer it in plenty of boiling salted water for 10–12 minutes, until tender; drain and keep covered.]',
      'Cut the {tempeh} into thin sticks, about 5 mm thick. Slice the {shallot} and the {garlic} thinly, and the {chilli} on the diagonal[; cut the {ginger} into fine matchsticks].',
      'Heat the {oil} in a wok or frying pan over a medium-high heat and fry the tempeh in two batches for 5–6 minutes, turning, until deep golden and crisp. Lift out onto kitchen paper.[ Fry the {peanuts} in the same oil for 1–2 minutes, until golden, and lift out.]',
      'Pour off all but 1 tbsp of the oil. Fry the sliced {shallot}, {garlic} and {chilli}[ with the {ginger}][ and the {bay}] for 2 minutes, until soft and fragrant.',
      'Add the {kecap}[, the {sugar}][ and the {tamarind}] with the {water} and let it bubble for 1 minute, until syrupy. Tip in the tempeh[ and the fried {peanuts}] and toss over the heat for 1–2 minutes, until every piece is glazed and sticky.',
      'Serve hot or warm[ with the {rice}].',
    ],
    tips: ['Fry the tempeh properly crisp before it meets the glaze, or it turns soft and heavy.'],
  },
]
