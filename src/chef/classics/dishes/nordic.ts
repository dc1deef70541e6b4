import type { ClassicDish } from '../classic-types.ts'

// Nordic dishes.

// prettier-ignore
export const NORDIC_CLASSICS: readonly ClassicDish[] = [
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
    id: 'smorrebrod',
    title: 'Smorrebrod',
    cuisine: 'nordic',
    course: 'main',
    description: 'Smørrebrød (Danish open sandwiches): bread (dark rye, by rights) buttered to the edges and covered with herring, smoked fish, meat or pâté and sharp, fresh garnishes, eaten with a knife and fork.',
    minutes: 25,
    ingredients: [
      { key: 'bread', accepts: ['bread', 'sourdough'], need: 'essential', amount: '2 slice' },
      { key: 'topping', accepts: ['pickled herring', 'smoked salmon', 'smoked mackerel', 'pate', 'roast beef', 'ham'], need: 'essential', amount: '60 g', takes: 2 },
      { key: 'butter', accepts: ['butter'], need: 'usual', amount: '15 g' },
      { key: 'onion', accepts: ['red onion', 'onion', 'chives'], need: 'usual', amount: '0.25' },
      { key: 'egg', accepts: ['egg'], need: 'optional', amount: '1' },
      { key: 'dressing', accepts: ['remoulade', 'mayonnaise', 'sour cream'], need: 'optional', amount: '1 tbsp' },
      { key: 'dill', accepts: ['dill', 'parsley'], need: 'optional', amount: '1 tbsp' },
      { key: 'crunch', accepts: ['cucumber', 'radishes', 'gherkins'], need: 'optional', amount: '40 g', takes: 2 },
      { key: 'capers', accepts: ['capers'], need: 'optional', amount: '1 tsp' },
      { key: 'lemon', accepts: ['lemon'], need: 'optional', amount: '0.25' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      '[Boil the {egg} for 9 minutes, cool under cold water, peel and slice.]',
      'Slice the {onion} into thin rings[ and the {crunch} thinly].',
      'Spread each slice of {bread} with the {butter}, right to the edges: it keeps the bread from going soggy.',
      'Cover the bread generously with the {topping}, folded or sliced so none of the bread shows.[ Lay the sliced {egg} alongside.][ Add a spoonful of the {dressing}.]',
      'Finish each one with a grind of {pepper} and the onion rings[, the {crunch}][, the {capers}][ and the {dill}, chopped].[ Serve with the {lemon} in wedges to squeeze over.] Eat with a knife and fork.',
    ],
    tips: ['Rye bread (rugbrød) is the real base: dense, dark and sour. Make each slice one topping, not a mixture.'],
  },
]
