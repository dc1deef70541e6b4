import type { ClassicDish } from '../classic-types.ts'

// Chilean dishes.
//
// Summer corn and basil (pastel de choclo, porotos granados) and the cazuela a Chilean family eats
// all year: one piece of meat, one potato, one wedge of pumpkin and one round of corn in each bowl.

// prettier-ignore
export const CHILEAN_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'pastel-de-choclo',
    title: 'Pastel de Choclo',
    cuisine: 'chilean',
    course: 'main',
    description: 'Pastel de choclo (Chilean corn pie): a savoury pino of beef mince[, {onion:raw}onion][, {olives:raw}olives][, {egg}][ and {raisins:raw}raisins], under a thick crust of fresh corn blended with basil[{milk:raw} and milk],[{sugar:raw} sprinkled with sugar and] baked until golden.',
    minutes: 90,
    ingredients: [
      { key: 'mince', accepts: ['beef mince'], need: 'essential', amount: '125 g' },
      { key: 'corn', accepts: ['sweetcorn'], need: 'essential', amount: '250 g' },
      { key: 'onion', accepts: ['onion', 'red onion'], need: 'usual', amount: '1' },
      { key: 'basil', accepts: ['basil'], need: 'usual', amount: '0.5 handful' },
      { key: 'milk', accepts: ['milk'], need: 'optional', amount: '60 ml' },
      { key: 'butter', accepts: ['butter'], need: 'optional', amount: '15 g' },
      { key: 'chicken', accepts: ['chicken', 'chicken thigh', 'chicken drumstick', 'cooked chicken'], need: 'optional', amount: '100 g' },
      { key: 'egg', accepts: ['boiled eggs', 'egg'], need: 'optional', amount: '1' },
      { key: 'olives', accepts: ['olives'], need: 'optional', amount: '3' },
      { key: 'raisins', accepts: ['raisins'], need: 'optional', amount: '1 tbsp' },
      { key: 'spice', accepts: ['cumin', 'paprika'], need: 'optional', amount: '0.5 tsp', takes: 2 },
      { key: 'sugar', accepts: ['sugar'], need: 'optional', amount: '1 tsp' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: '1 tbsp' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      '[If the {chicken} is raw, simmer it in salted water for 25 minutes, until cooked through with no pink at the bone; pull it into large pieces, discarding skin and bones.]',
      '[Boil the {egg} for 10 minutes, cool in cold water and peel (already boiled: just peel), then slice.]',
      'For the pino, heat the {oil} in a frying pan over a medium heat and fry the {onion}, finely chopped, for 10 minutes, until very soft. Add the {mince} and fry for 8–10 minutes, breaking it up, until browned and cooked through.[ Stir in the {spice}.] Season with {salt}.',
      'For the crust, blend the {corn} (fresh kernels cut from the cob, or frozen and thawed)[ with the {basil} leaves][ and the {milk}] to a thick, coarse paste. Cook it in a pan[ with the {butter}] over a low heat for 10–12 minutes, stirring all the time, until it thickens like porridge. Season with salt.',
      'Heat the oven to 200 °C (180 °C fan). Spread the pino in an ovenproof dish (or small clay dishes)[ and tuck in the {chicken}][, the sliced {egg}][, the {olives}][ and the {raisins}].',
      'Spread the corn paste over the top[ and sprinkle with the {sugar}]. Bake for 30–35 minutes, until golden and bubbling at the edges (finish under the grill for a browner top). Rest for 10 minutes before serving.',
    ],
  },
  {
    id: 'cazuela',
    title: 'Cazuela',
    cuisine: 'chilean',
    course: 'soup',
    family: 'soup',
    description: 'Cazuela (Chilean meat and vegetable soup): beef short ribs or chicken simmered into a clear broth with whole potatoes, wedges of pumpkin and rounds of corn[, with {beans}][{rice:raw} and a little rice]; a piece of everything in each bowl.',
    minutes: 120,
    ingredients: [
      { key: 'meat', accepts: ['short ribs', 'stewing beef', 'chicken drumstick', 'chicken thigh', 'chicken'], need: 'essential', amount: '250 g' },
      { key: 'pumpkin', accepts: ['butternut squash'], need: 'essential', amount: '125 g' },
      { key: 'potatoes', accepts: ['potatoes'], need: 'essential', amount: '150 g' },
      { key: 'corn', accepts: ['sweetcorn'], need: 'usual', amount: '0.5' },
      { key: 'onion', accepts: ['onion'], need: 'usual', amount: '0.5' },
      { key: 'carrot', accepts: ['carrots'], need: 'optional', amount: '0.5' },
      { key: 'beans', accepts: ['green beans'], need: 'optional', amount: '50 g' },
      { key: 'rice', accepts: ['rice'], need: 'optional', amount: '20 g' },
      { key: 'pepper', accepts: ['bell peppers'], need: 'optional', amount: '0.25' },
      { key: 'herbs', accepts: ['coriander', 'parsley'], need: 'optional', amount: '1 tbsp' },
      { key: 'spice', accepts: ['cumin', 'oregano', 'paprika'], need: 'optional', amount: '0.25 tsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '800 ml' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Put the {meat}, in large pieces on the bone, in a big pot with the {water}, the {onion}, chopped,[ the {carrot}, sliced,][ the {pepper}, in strips,][ the {spice}] and a pinch of {salt}. Bring to the boil, skim, cover and simmer gently for 1½ hours (chicken: 30 minutes), until tender.',
      'Add the {potatoes}, peeled (small ones whole, large ones halved), and the {pumpkin}, peeled and cut into big wedges, and simmer for 15 minutes.',
      'Add the {corn}, cut into rounds (or loose kernels),[ the {rice}, rinsed,][ and the {beans}, trimmed and halved,] and simmer for 15 minutes more, until everything is tender and cooked through.',
      'Taste for salt and serve in deep bowls with a piece of everything in each[, scattered with the {herbs}, chopped].',
    ],
  },
  {
    id: 'porotos-granados',
    title: 'Porotos Granados',
    cuisine: 'chilean',
    course: 'main',
    family: 'stew',
    description: 'Porotos granados (Chilean summer bean stew): fresh cranberry beans simmered with pumpkin until it melts and thickens them, finished with grated corn and basil fried with onion[ and {paprika}].',
    minutes: 60,
    ingredients: [
      { key: 'beans', accepts: ['borlotti beans', 'cannellini beans', 'butter beans'], need: 'essential', amount: '150 g' },
      { key: 'pumpkin', accepts: ['butternut squash'], need: 'essential', amount: '125 g' },
      { key: 'corn', accepts: ['sweetcorn'], need: 'essential', amount: '75 g' },
      { key: 'basil', accepts: ['basil'], need: 'usual', amount: '0.5 handful' },
      { key: 'onion', accepts: ['onion'], need: 'usual', amount: '0.5' },
      { key: 'paprika', accepts: ['paprika', 'chilli flakes'], need: 'optional', amount: '0.5 tsp' },
      { key: 'garlic', accepts: ['garlic'], need: 'optional', amount: '1 clove' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: '1 tbsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '500 ml' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Put the {beans} (fresh, shelled; tinned beans, drained, go in with the corn instead) in a pot with the {water} and the {pumpkin}, peeled and cut into 2 cm cubes. Bring to the boil and simmer, partly covered, for 35–40 minutes, until the beans are tender and the pumpkin has begun to melt.',
      'Meanwhile, heat the {oil} in a frying pan and fry the {onion}, chopped,[ with the {garlic}, crushed,] for 8 minutes, until soft.[ Stir in the {paprika} off the heat.]',
      'Blend or grate half the {corn} and add it to the pot with the rest of the kernels and the onion. Simmer for 10 minutes, stirring, until thick and the corn is cooked.',
      'Stir in the {basil}, torn, season with {salt} and serve.',
    ],
  },
]
