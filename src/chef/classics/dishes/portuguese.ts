import type { ClassicDish } from '../classic-types.ts'

// Portuguese dishes.

// prettier-ignore
export const PORTUGUESE_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'bacalhau-a-bras',
    title: 'Bacalhau a Bras',
    cuisine: 'portuguese',
    course: 'main',
    description: 'Bacalhau à Brás (Portuguese salt cod with eggs and straw potatoes): flaked soaked salt cod with soft onions, fine crisp potato straws and eggs stirred until creamy.',
    minutes: 60,
    ingredients: [
      { key: 'cod', accepts: ['salt cod'], need: 'essential', amount: '125 g' },
      { key: 'potatoes', accepts: ['potatoes'], need: 'essential', amount: '200 g' },
      { key: 'eggs', accepts: ['egg'], need: 'essential', amount: '2' },
      { key: 'onion', accepts: ['onion'], need: 'usual', amount: '1' },
      { key: 'garlic', accepts: ['garlic'], need: 'usual', amount: '1 clove' },
      { key: 'olive-oil', accepts: ['olive oil'], need: 'usual', amount: '2 tbsp' },
      { key: 'olives', accepts: ['olives'], need: 'optional', amount: '25 g' },
      { key: 'parsley', accepts: ['parsley'], need: 'optional', amount: '1 tbsp' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: 'for deep frying' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: 'as needed' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Start a day or two ahead: rinse the surface salt off the {cod}, then soak it in plenty of cold water in the fridge for 24–48 hours, changing the water 3 or 4 times a day. Taste a flake: it should be only mildly salty (soak it longer if not). Drain.',
      'Put the cod in a pan of fresh {water}, bring just to a simmer and poach for 5 minutes, until it flakes. Drain, then shred it finely with your fingers, discarding the skin and bones.',
      'Peel the {potatoes} and cut them into very fine matchsticks (a mandoline helps). Rinse in cold water and dry very well in a tea towel. Heat 5 cm of {oil} in a deep pan to 180 °C and fry the potatoes in batches for 3–4 minutes, until golden and crisp. Drain on kitchen paper and sprinkle lightly with {salt}.',
      'Heat the {olive-oil} in a large frying pan over a medium-low heat and cook the {onion}, thinly sliced, and the {garlic}, sliced, for 10 minutes, until soft and pale gold. Add the cod and stir for 3 minutes.',
      'Fold in the potato straws, then pour in the {eggs}, beaten with {pepper}, and stir gently over a low heat for 2–3 minutes, until the eggs are just set and creamy but no longer runny. Taste for salt (the cod may be salty enough).',
      'Serve at once[, scattered with the {olives}][ and the {parsley}, chopped].',
    ],
    tips: ['Never leave hot oil unattended; keep a lid nearby.', 'Shop-bought straw potatoes (batata palha) save the frying.'],
  },
]
