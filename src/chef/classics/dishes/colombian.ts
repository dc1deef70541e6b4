import type { ClassicDish } from '../classic-types.ts'

// Colombian dishes.

// prettier-ignore
export const COLOMBIAN_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'empanadas-colombianas',
    title: 'Empanadas Colombianas',
    cuisine: 'colombian',
    course: 'main',
    description: 'Colombian empanadas: crisp fried half-moons of precooked cornmeal dough, filled with beef mince cooked down with tomato and spring onion.',
    minutes: 60,
    ingredients: [
      { key: 'masarepa', accepts: ['masarepa'], need: 'essential', amount: '60 g' },
      { key: 'mince', accepts: ['beef mince', 'pork mince'], need: 'essential', amount: '75 g' },
      { key: 'tomatoes', accepts: ['tomatoes', 'cherry tomatoes'], need: 'usual', amount: '1' },
      { key: 'spring-onion', accepts: ['spring onions', 'onion'], need: 'usual', amount: '1' },
      { key: 'garlic', accepts: ['garlic'], need: 'optional', amount: '1 clove' },
      { key: 'cumin', accepts: ['cumin'], need: 'optional', amount: '0.25 tsp' },
      { key: 'potatoes', accepts: ['potatoes'], need: 'optional', amount: '75 g' },
      { key: 'lime', accepts: ['lime'], need: 'optional', amount: '0.5' },
      { key: 'avocado', accepts: ['avocado'], need: 'optional', amount: '0.5' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: 'for frying' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '80 ml' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      '[Peel the {potatoes}, cut them into small dice and boil in salted water for 8–10 minutes, until tender; drain.]',
      'Chop the {tomatoes} and the {spring-onion}.[ Crush the {garlic}.] Heat 1 tablespoon of the {oil} in a frying pan over a medium heat and cook them for 5 minutes, stirring, into a soft sauce.',
      'Add the {mince}[ and the {cumin}], breaking it up, and fry for 8–10 minutes, until browned and cooked through with no pink left (71 °C).[ Stir in the {potatoes}, crushing a few.] Season with {salt} and leave to cool a little.',
      'Mix the {masarepa} with a good pinch of salt and the {water}, warm, then knead for 2 minutes into a soft dough that does not crack at the edges (add a splash more water if it does). Cover and leave for 5 minutes.',
      'Divide the dough into walnut-sized balls, about four per person. Flatten each between two sheets of cling film (or a cut-open freezer bag) into a thin round about 12 cm across. Peel off the top sheet, put a spoonful of the filling on one half, fold the dough over using the bottom sheet and press the edges closed.',
      'Heat 2–3 cm of oil in a deep pan to 180 °C (a scrap of dough sizzles at once) and fry the empanadas a few at a time for 3–4 minutes, turning once, until crisp and golden. Lift out onto kitchen paper. Never leave hot oil unattended.',
      'Serve hot[ with the {lime} in wedges][ and the {avocado}, sliced].',
    ],
    tips: ['Use precooked cornmeal (harina PAN, masarepa): masa harina or ordinary cornmeal will not hold together.'],
  },
]
