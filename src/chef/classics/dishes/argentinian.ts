import type { ClassicDish } from '../classic-types.ts'

// Argentinian dishes.

// prettier-ignore
export const ARGENTINIAN_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'steak-with-chimichurri',
    title: 'Steak with Chimichurri',
    cuisine: 'argentinian',
    course: 'main',
    description: 'Bife con chimichurri (Argentinian steak with chimichurri): a thin, well-marbled cut seared hard and fast and rested, then sliced across the grain and spooned with sharp, garlicky parsley chimichurri.',
    minutes: 40,
    ingredients: [
      { key: 'steak', accepts: ['steak'], need: 'essential', amount: '200 g' },
      { key: 'chimichurri', accepts: ['chimichurri'], need: 'essential', amount: '2 tbsp' },
      { key: 'parsley', accepts: ['parsley'], need: 'optional', amount: '0.25 handful' },
      { key: 'garlic', accepts: ['garlic'], need: 'optional', amount: '1 clove' },
      { key: 'vinegar', accepts: ['vinegar'], need: 'optional', amount: '1 tsp' },
      { key: 'oregano', accepts: ['oregano'], need: 'optional', amount: '0.25 tsp' },
      { key: 'chilli', accepts: ['chilli flakes'], need: 'optional', amount: 'a pinch' },
      { key: 'potatoes', accepts: ['potatoes'], need: 'optional', amount: '200 g' },
      { key: 'oil', accepts: ['olive oil', 'cooking oil'], need: 'pantry', amount: '1 tbsp' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'to taste' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'to taste' },
    ],
    method: [
      'Take the {steak} out of the fridge 20 minutes before cooking; pat dry and season well with {salt} and {pepper}.[ Heat the oven to 220 °C (200 °C fan), cut the {potatoes} into wedges, toss with half the {oil} and a pinch of salt and roast for 35–40 minutes, turning once, until golden and tender.]',
      '[Finely chop the {parsley} and stir it into the {chimichurri}.][ Crush in the {garlic}.][ Sharpen it with the {vinegar}.][ Stir in the {oregano}.][ Add the {chilli}.] Leave it to stand while the steak cooks.',
      'Heat a heavy frying pan or griddle until smoking hot with the rest of the oil. Sear the steak for 2–3 minutes a side for a thin cut (4 for a thick one), until well browned outside; for medium it reads 60 °C in the middle.',
      'Rest the steak on a board for 5 minutes, then slice it across the grain and spoon over the chimichurri[, with the {potatoes} alongside].',
    ],
    tips: ['Skirt and flank steak are tender only cooked fast and sliced thinly across the grain; cooked slowly they turn tough.'],
  },
]
