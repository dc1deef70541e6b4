import type { ClassicDish } from '../classic-types.ts'

// Georgian dishes.

// prettier-ignore
export const GEORGIAN_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'satsivi',
    title: 'Satsivi',
    cuisine: 'georgian',
    course: 'main',
    description: 'Satsivi (Georgian chicken in walnut sauce): poached chicken under a thick, garlicky sauce of ground walnuts, Georgian spices and a little sharpness, served cool.',
    minutes: 220,
    ingredients: [
      { key: 'chicken', accepts: ['chicken thigh', 'chicken drumstick', 'chicken', 'chicken breast'], need: 'essential', amount: '250 g' },
      { key: 'walnuts', accepts: ['walnuts'], need: 'essential', amount: '60 g' },
      { key: 'onion', accepts: ['onion'], need: 'usual', amount: '0.5' },
      { key: 'garlic', accepts: ['garlic'], need: 'usual', amount: '2 clove' },
      { key: 'spice', accepts: ['khmeli suneli', 'ground coriander', 'fenugreek'], need: 'usual', amount: '1 tsp' },
      { key: 'vinegar', accepts: ['vinegar', 'lemon'], need: 'usual', amount: '1 tsp' },
      { key: 'warm-spice', accepts: ['cinnamon', 'cloves'], need: 'optional', amount: 'a pinch' },
      { key: 'chilli', accepts: ['chilli flakes', 'paprika', 'cayenne pepper'], need: 'optional', amount: 'a pinch' },
      { key: 'herbs', accepts: ['coriander', 'parsley'], need: 'optional', amount: '1 tbsp' },
      { key: 'pomegranate', accepts: ['pomegranate'], need: 'optional', amount: '0.25' },
      { key: 'oil', accepts: ['cooking oil', 'butter'], need: 'pantry', amount: '1 tbsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '500 ml' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Put the {chicken} in a pan with the {water} and a good pinch of {salt}, bring to the boil, skim, then simmer gently for 40–45 minutes (breasts 20 minutes), until cooked through with no pink left (75 °C on a meat thermometer). Lift out and keep the broth.',
      'Meanwhile heat the {oil} in a small pan and cook the {onion}, finely chopped, for 10 minutes, until soft and golden.',
      'Blitz the {walnuts} with the {garlic}, peeled, in a food processor to a fine, oily paste (or pound them in a mortar). Mix in the onion and the {spice}[ with the {warm-spice}][ and the {chilli}].',
      'Whisk in warm broth a ladle at a time until the sauce is like pouring cream, about 300 ml for two. Simmer it very gently for 10 minutes, stirring, until it thickens a little and the oil begins to show. Stir in the {vinegar} (or the juice of the lemon) and season with salt.',
      'Cut the chicken into large pieces, discarding skin and bones if you like, lay it in a dish and pour the sauce over. Leave to cool, then chill for at least 2 hours: satsivi is eaten cool, and is even better the next day.',
      'Serve cool or at room temperature[, with the {herbs}, chopped, scattered over][ and the seeds of the {pomegranate}].',
    ],
    tips: ['The walnuts must be fresh: stale walnuts taste bitter. Taste one first.'],
  },
  {
    id: 'chirbuli',
    title: 'Chirbuli',
    cuisine: 'georgian',
    course: 'breakfast',
    description: 'Chirbuli: the Georgian breakfast of eggs set in a sauce of onions and tomatoes thickened with ground walnuts.',
    minutes: 30,
    ingredients: [
      { key: 'eggs', accepts: ['egg'], need: 'essential', amount: '2' },
      { key: 'walnuts', accepts: ['walnuts'], need: 'essential', amount: '20 g' },
      { key: 'tomatoes', accepts: ['tomatoes', 'canned tomatoes', 'cherry tomatoes'], need: 'essential', amount: '2' },
      { key: 'onion', accepts: ['onion'], need: 'usual', amount: '0.5' },
      { key: 'butter', accepts: ['butter', 'cooking oil'], need: 'usual', amount: '15 g' },
      { key: 'garlic', accepts: ['garlic'], need: 'optional', amount: '1 clove' },
      { key: 'herbs', accepts: ['coriander', 'parsley', 'dill', 'basil'], need: 'optional', amount: '1 tbsp' },
      { key: 'chilli', accepts: ['chilli', 'chilli flakes'], need: 'optional', amount: 'a pinch' },
      { key: 'spice', accepts: ['khmeli suneli', 'ground coriander', 'fenugreek'], need: 'optional', amount: '0.25 tsp' },
      { key: 'bread', accepts: ['bread', 'pitta'], need: 'optional', amount: 'to serve' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Grind the {walnuts} finely with a pinch of {salt}[ and the {garlic}] in a food processor or mortar.',
      'Melt the {butter} in a frying pan and soften the {onion}, finely chopped, for 8 minutes, until golden. Add the {tomatoes}, chopped (peeled, if fresh),[ and the {chilli}] and simmer for 8–10 minutes, until saucy.',
      'Stir in the walnuts[, the {spice}] and a splash of water, season with {pepper} and simmer for 2 minutes. Make hollows, crack in the {eggs}, cover and cook gently for 5–6 minutes, until the whites are set and the yolks as you like them.',
      '[Scatter with the {herbs}, chopped. ]Serve from the pan[ with the {bread}].',
    ],
  },
]
