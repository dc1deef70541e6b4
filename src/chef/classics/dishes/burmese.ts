import type { ClassicDish } from '../classic-types.ts'

// Burmese dishes.

// prettier-ignore
export const BURMESE_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'mohinga',
    title: 'Mohinga',
    cuisine: 'burmese',
    course: 'main',
    description: 'Mohinga, the Burmese breakfast noodle soup: flaked fish in a broth of lemongrass, ginger[{turmeric:raw}, turmeric] and shallots, thickened with toasted chickpea flour and ladled over rice noodles. Catfish is the classic; tinned sardines or mackerel make a quick family version.',
    minutes: 55,
    ingredients: [
      { key: 'fish', accepts: ['catfish', 'white fish', 'mackerel', 'tinned mackerel', 'sardines'], need: 'essential', amount: '125 g' },
      { key: 'lemongrass', accepts: ['lemongrass'], need: 'essential', amount: '1 stalk' },
      { key: 'noodles', accepts: ['rice noodles'], need: 'essential', amount: '75 g' },
      { key: 'thickener', accepts: ['gram flour', 'toasted rice powder', 'rice flour'], need: 'usual', amount: '10 g' },
      { key: 'shallots', accepts: ['shallot', 'onion', 'red onion'], need: 'usual', amount: '1' },
      { key: 'ginger', accepts: ['ginger'], need: 'usual', amount: '1 tsp' },
      { key: 'fish-sauce', accepts: ['fish sauce'], need: 'usual', amount: '1 tbsp' },
      { key: 'turmeric', accepts: ['turmeric'], need: 'optional', amount: '0.25 tsp' },
      { key: 'garlic', accepts: ['garlic'], need: 'optional', amount: '1 clove' },
      { key: 'chilli', accepts: ['chilli', 'chilli flakes'], need: 'optional', amount: '0.5' },
      { key: 'banana-stem', accepts: ['banana stem'], need: 'optional', amount: '50 g' },
      { key: 'eggs', accepts: ['egg'], need: 'optional', amount: '1' },
      { key: 'crispy-onions', accepts: ['crispy onions'], need: 'optional', amount: '1 tbsp' },
      { key: 'coriander', accepts: ['coriander'], need: 'optional', amount: '1 tbsp' },
      { key: 'lime', accepts: ['lime', 'lemon'], need: 'optional', amount: '0.25' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: '1 tbsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '500 ml' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Trim the {lemongrass}; bash the tough outer leaves and tops and finely chop the tender hearts.[ Boil the {eggs} for 9 minutes, cool in cold water and peel them.]',
      '[{fish:raw}Put the {fish} in a pan with the {water}, the bashed lemongrass and a pinch of {salt}. Bring to a bare simmer and poach for 8–10 minutes, until the fish is opaque and flakes easily. Lift it out, flake it and pick out any skin and bones; strain and keep the broth.][{fish:cooked}Simmer the bashed lemongrass in the {water} with a pinch of {salt} for 10 minutes, then strain and keep the broth. Drain the {fish}, flake, and pick out any large bones; no more cooking is needed.]',
      'Toast the {thickener} in a dry frying pan over a medium-low heat for 4–5 minutes, stirring all the time, until it smells nutty and turns a shade darker. Cool it, then whisk it with a little cold water to a smooth, thin paste.',
      'Blend or pound the chopped lemongrass with the {ginger}[, the {garlic}][, the {chilli}] and the {shallots} to a rough paste. Heat the {oil} in a large pan over a medium heat and fry the paste for 5 minutes, stirring, until fragrant and golden.[ Stir in the {turmeric}.] Add the flaked fish and the {fish-sauce} and fry for 2 minutes.',
      'Pour in the broth, bring to a simmer and whisk in the flour paste.[ Peel the {banana-stem} down to its pale core, slice it thinly, pulling away the threads, and add it.] Simmer gently for 15 minutes, stirring now and then, until slightly thickened and the flour no longer tastes raw. Taste for salt and fish sauce.',
      'Meanwhile cook the {noodles} as the packet says, then drain and rinse them.',
      'Divide the noodles between deep bowls and ladle the soup over.[ Top with the {eggs}, halved.][ Scatter over the {crispy-onions}.][ Add the {coriander}, chopped.][ Serve with the {lime} in wedges.]',
    ],
  },
]
