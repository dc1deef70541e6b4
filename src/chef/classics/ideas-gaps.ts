import type { ClassicDish } from './classic-types.ts'

// Dishes a cook names as another idea for a list the repertoire had run dry on: a braise's beef
// or lamb also makes a ragù for pasta, a pot of mussels also dresses spaghetti. Each needs the
// pasta bought when the list has none, which "Another idea" allows for a list's meat or fish.

export const IDEAS_GAPS_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'slow-cooked-beef-ragu',
    title: 'Slow-Cooked Beef Ragu',
    cuisine: 'italian',
    course: 'main',
    family: 'pasta',
    description:
      'A braising cut browned, then simmered in tomato for hours until it falls apart, shredded into its sauce and tossed with pasta.',
    minutes: 230,
    ingredients: [
      {
        key: 'beef',
        accepts: ['stewing beef', 'short ribs', 'lamb', 'lamb shank'],
        need: 'essential',
        amount: '175 g',
      },
      {
        key: 'pasta',
        accepts: ['pasta', 'tagliatelle', 'spaghetti', 'penne'],
        need: 'essential',
        amount: '90 g',
      },
      {
        key: 'tomatoes',
        accepts: ['canned tomatoes', 'passata'],
        need: 'usual',
        amount: '0.5 tin',
      },
      { key: 'onion', accepts: ['onion', 'shallot', 'red onion'], need: 'usual', amount: '0.5' },
      { key: 'carrots', accepts: ['carrots'], need: 'optional', amount: '0.5' },
      { key: 'celery', accepts: ['celery'], need: 'optional', amount: '0.5 stalk' },
      { key: 'garlic', accepts: ['garlic'], need: 'optional', amount: '1 clove' },
      { key: 'puree', accepts: ['tomato puree'], need: 'optional', amount: '1 tsp' },
      { key: 'wine', accepts: ['red wine', 'white wine'], need: 'optional', amount: '50 ml' },
      { key: 'bay', accepts: ['bay leaves'], need: 'optional', amount: '0.5' },
      { key: 'herb', accepts: ['rosemary', 'thyme'], need: 'optional', amount: '0.5 sprig' },
      { key: 'cheese', accepts: ['parmesan'], need: 'optional', amount: '15 g' },
      { key: 'oil', accepts: ['olive oil', 'cooking oil'], need: 'pantry', amount: '1 tbsp' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: 'as needed' },
    ],
    method: [
      'Cut the {beef} into large chunks and season with {salt} and {pepper}. Heat the {oil} in a heavy casserole over a medium-high heat and brown the meat well on all sides, in batches, for about 8 minutes; lift it out.',
      'Turn the heat down and soften the chopped {onion}[ and {carrots}][ and {celery}] for 10 minutes.[ Add the {garlic}, crushed, for 1 minute.][ Stir in the {puree} for 1 minute.]',
      '[Pour in the {wine} and let it bubble for 2 minutes. ]Return the meat with the {tomatoes}[, the {bay}][ and the {herb}] and enough {water} to just cover. Bring to a simmer, cover and cook very gently for 2½–3 hours, stirring now and then and adding a splash of water if it catches, until the meat falls apart at a touch.',
      '[Take out the {bay}. ][Take out the {herb} stalks. ]Shred the meat into the sauce with two forks and simmer uncovered for 10 minutes until thick. Taste for salt and pepper.',
      'Cook the {pasta} in a large pan of boiling salted {water} as the packet says. Keep a mugful of the cooking water, then drain.',
      'Toss the pasta with the ragù and a splash of the cooking water until glossy.[ Serve with the {cheese}, grated.]',
    ],
    tips: [
      'The ragù keeps for three days in the fridge and freezes well; it is even better the next day.',
    ],
  },
  {
    id: 'spaghetti-with-mussels',
    title: 'Spaghetti with Mussels',
    cuisine: 'italian',
    course: 'main',
    family: 'pasta',
    description:
      'Spaghetti alle cozze: mussels steamed open in garlic and olive oil, their juices tossed through the pasta.',
    minutes: 30,
    ingredients: [
      { key: 'mussels', accepts: ['mussels', 'clams'], need: 'essential', amount: '400 g' },
      {
        key: 'pasta',
        accepts: ['spaghetti', 'pasta', 'tagliatelle'],
        need: 'essential',
        amount: '90 g',
      },
      { key: 'garlic', accepts: ['garlic'], need: 'usual', amount: '1 clove' },
      { key: 'shallot', accepts: ['shallot', 'onion'], need: 'optional', amount: '0.5' },
      {
        key: 'chilli',
        accepts: ['chilli flakes', 'chilli', 'dried red chillies'],
        need: 'optional',
        amount: 'a pinch',
      },
      { key: 'tomatoes', accepts: ['cherry tomatoes', 'tomatoes'], need: 'optional', amount: '4' },
      { key: 'wine', accepts: ['white wine'], need: 'optional', amount: '40 ml' },
      { key: 'parsley', accepts: ['parsley'], need: 'optional', amount: '1 tbsp' },
      { key: 'lemon', accepts: ['lemon'], need: 'optional', amount: '0.25' },
      { key: 'oil', accepts: ['olive oil', 'cooking oil'], need: 'pantry', amount: '1.5 tbsp' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: 'for boiling' },
    ],
    method: [
      'Scrub the {mussels} under cold running water and pull off any beards. Throw away any with broken shells, and any open ones that do not close when tapped.',
      'Cook the {pasta} in a large pan of boiling salted {water} for 2 minutes less than the packet says.',
      'Meanwhile, warm the {oil} in a wide pan with a lid over a medium heat.[ Soften the {shallot}, finely chopped, for 3 minutes.] Add the {garlic}, sliced,[ with the {chilli},] and fry for 1 minute without browning.[ Add the {tomatoes}, halved, and cook for 3 minutes.]',
      'Turn the heat up, add the mussels[ and the {wine}], cover and cook for 4–5 minutes, shaking the pan, until the shells have opened. Throw away any that stay shut.',
      'Drain the pasta, keeping a mugful of the water, and toss it with the mussels and a splash of the water for 1 minute, until glossy. Season with {salt} and {pepper}[, scatter over the {parsley}, chopped][ and squeeze over the {lemon}].',
    ],
  },
]
