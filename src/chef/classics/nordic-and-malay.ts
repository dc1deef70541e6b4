import type { ClassicDish } from './classic-types.ts'

// Two dishes a cook names at once from lists they fit (found missing in a cook's read of lists
// from kitchens the library did not yet cover): Swedish meatballs with cream gravy and
// lingonberries, and Malaysia's coconut-rice breakfast.
// prettier-ignore
export const NORDIC_AND_MALAY_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'swedish-meatballs',
    title: 'Swedish Meatballs',
    cuisine: 'nordic',
    course: 'main',
    description: 'Köttbullar: small, tender meatballs of beef and pork, browned in butter and simmered in a creamy gravy, with sharp-sweet lingonberry alongside.',
    minutes: 50,
    ingredients: [
      { key: 'mince', accepts: ['beef mince', 'pork mince'], need: 'essential', amount: '150 g', takes: 2 },
      { key: 'cream', accepts: ['cream', 'creme fraiche'], need: 'essential', amount: '75 ml' },
      { key: 'breadcrumbs', accepts: ['breadcrumbs'], need: 'usual', amount: '15 g' },
      { key: 'egg', accepts: ['egg'], need: 'optional', amount: '0.5' },
      { key: 'onion', accepts: ['onion', 'shallot'], need: 'usual', amount: '0.5' },
      { key: 'stock', accepts: ['beef stock', 'chicken stock', 'vegetable stock'], need: 'usual', amount: '150 ml' },
      { key: 'butter', accepts: ['butter'], need: 'usual', amount: '15 g' },
      { key: 'flour', accepts: ['plain flour'], need: 'optional', amount: '1 tsp' },
      { key: 'lingonberry', accepts: ['cranberry sauce'], need: 'optional', amount: '1 tbsp' },
      { key: 'allspice', accepts: ['allspice', 'nutmeg'], need: 'optional', amount: 'a pinch' },
      { key: 'potatoes', accepts: ['potatoes'], need: 'optional', amount: '200 g' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      '[Peel the {potatoes}, cut them into even pieces and boil in salted water for 15–20 minutes, until tender; drain and keep warm.]',
      'Peel and very finely chop the {onion}. Soak the {breadcrumbs} in 2 tablespoons of the {cream} for 5 minutes.',
      'Add the {mince}[, the {egg}], the onion[, the {allspice}], a good pinch of {salt} and plenty of {pepper}, and mix with your hands until evenly combined. With wet hands, roll into walnut-sized balls.',
      'Melt the {butter} in a large frying pan over a medium heat and brown the meatballs in batches for 8–10 minutes, turning, until browned all over and cooked through with no pink in the middle (71 °C). Lift out onto a plate.',
      '[Stir the {flour} into the fat left in the pan and cook for 1 minute.] Pour in the {stock}, scraping up the browned bits, and simmer for 3 minutes, then stir in the rest of the cream and simmer until it thickens enough to coat a spoon. Season.',
      'Return the meatballs to the gravy and simmer for 2–3 minutes, turning them, until hot through.',
      'Serve with the gravy spooned over[ and the {potatoes} alongside][, with the {lingonberry} on the side].',
    ],
    tips: ['Lingonberry jam is the classic; cranberry sauce or redcurrant jelly does the same job.'],
  },
  {
    id: 'nasi-lemak',
    title: 'Nasi Lemak',
    cuisine: 'malaysian',
    course: 'breakfast',
    description: 'Malaysia’s favourite breakfast: rice cooked in coconut milk, with crisp fried anchovies and peanuts, a boiled egg, cool cucumber and a fiery sambal.',
    minutes: 40,
    ingredients: [
      { key: 'rice', accepts: ['jasmine rice', 'rice', 'basmati rice'], need: 'essential', amount: '75 g' },
      { key: 'coconut', accepts: ['coconut milk'], need: 'essential', amount: '100 ml' },
      { key: 'anchovies', accepts: ['anchovies'], need: 'usual', amount: '15 g' },
      { key: 'peanuts', accepts: ['peanuts'], need: 'usual', amount: '20 g' },
      { key: 'egg', accepts: ['egg'], need: 'usual', amount: '1' },
      { key: 'cucumber', accepts: ['cucumber'], need: 'optional', amount: '0.25' },
      { key: 'sambal', accepts: ['sriracha', 'chilli'], need: 'usual', amount: '1 tbsp' },
      { key: 'shallot', accepts: ['shallot', 'onion'], need: 'optional', amount: '1' },
      { key: 'pandan', accepts: ['pandan'], need: 'optional', amount: '0.5' },
      { key: 'ginger', accepts: ['ginger', 'ginger garlic paste'], need: 'optional', amount: '1 tsp' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: '2 tbsp' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'a pinch' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '75 ml' },
    ],
    method: [
      'Rinse the {rice} until the water runs clear. Put it in a pan with the {coconut}, the {water} and the {salt}[, the {pandan}, tied in a knot,][ and the {ginger}, sliced]. Bring to the boil, then cover and cook on the lowest heat for 15 minutes. Leave, still covered, off the heat for 10 minutes, then fluff with a fork.',
      'Meanwhile boil the {egg} for 9 minutes, cool in cold water, peel and halve.[ Slice the {cucumber}.]',
      'Heat the {oil} in a small frying pan over a medium heat and fry the {peanuts} for 2–3 minutes, until golden; lift out. Fry the {anchovies} in the same oil for 2–3 minutes, until crisp, and lift out.',
      '[Slice the {shallot} thinly and fry in the oil left in the pan for 3–4 minutes, until soft, to stir into the {sambal}.]',
      'Serve the coconut rice with the anchovies, peanuts, egg[, {cucumber}] and the {sambal} in little heaps around it.',
    ],
    tips: [
      'The anchovies are the dried ones (ikan bilis), fried crisp; rinse them if they are very salty.',
      'Peanuts and anchovies are what make it nasi lemak: leave out the peanuts for anyone with a peanut allergy.',
    ],
  },
]
