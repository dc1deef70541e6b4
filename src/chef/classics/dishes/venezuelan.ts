import type { ClassicDish } from '../classic-types.ts'

// Venezuelan dishes.

// prettier-ignore
export const VENEZUELAN_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'arepas-rellenas',
    title: 'Arepas Rellenas',
    cuisine: 'venezuelan',
    course: 'main',
    description: 'Arepas (Venezuelan and Colombian corn cakes) made from precooked white cornmeal, griddled until crisp outside and soft inside, then split and stuffed with cheese and whatever fillings you have.',
    minutes: 50,
    ingredients: [
      { key: 'masarepa', accepts: ['masarepa'], need: 'essential', amount: '75 g' },
      { key: 'cheese', accepts: ['queso fresco', 'feta', 'mozzarella', 'cheddar'], need: 'usual', amount: '40 g' },
      { key: 'mince', accepts: ['beef mince', 'pork mince'], need: 'optional', amount: '75 g' },
      { key: 'chicken', accepts: ['cooked chicken'], need: 'optional', amount: '60 g' },
      { key: 'beans', accepts: ['black beans'], need: 'optional', amount: '0.25 tin' },
      { key: 'plantain', accepts: ['plantain'], need: 'optional', amount: '0.5' },
      { key: 'egg', accepts: ['egg'], need: 'optional', amount: '1' },
      { key: 'avocado', accepts: ['avocado'], need: 'optional', amount: '0.5' },
      { key: 'tomatoes', accepts: ['tomatoes', 'cherry tomatoes'], need: 'optional', amount: '1' },
      { key: 'spring-onion', accepts: ['spring onions'], need: 'optional', amount: '1' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: '1 tbsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: '100 ml' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'a pinch' },
    ],
    method: [
      'Put the {masarepa} in a bowl with a good pinch of the {salt}. Pour in the {water}, warm, and mix with your hand, then knead for 2 minutes into a soft, smooth dough that does not crack at the edges when you press it (work in a splash more water if it does). Cover and leave for 5 minutes.',
      '[Heat a little of the {oil} in a frying pan over a medium-high heat and fry the {mince}, breaking it up, for 8–10 minutes, until browned and cooked through with no pink left (71 °C). Season with salt and keep warm.]',
      '[Warm the {beans} with a splash of their liquid in a small pan for 5 minutes, until piping hot; season and keep warm.]',
      '[Peel the {plantain} (it should be yellow with black patches) and cut it on a slant into slices 1 cm thick. Fry in a little of the {oil} for 2–3 minutes a side, until caramelised, and drain on kitchen paper.]',
      '[Beat the {egg} with a pinch of salt and scramble in a little of the {oil} over a medium heat until just set.]',
      '[Shred the {chicken}.][ Slice the {avocado}.][ Dice the {tomatoes}.][ Slice the {spring-onion}.] Crumble or grate the {cheese}.',
      'Divide the dough into balls the size of a small orange (two per person) and flatten each into a disc about 1.5 cm thick, smoothing any cracks at the edges with a wet finger.',
      'Heat a heavy frying pan or griddle over a medium heat with a thin film of the {oil} and cook the arepas for 6–8 minutes a side, in batches, until a golden crust forms and they sound hollow when tapped. Keep the first ones warm under a clean tea towel.',
      'Split each hot arepa open along one side with a knife, like a pitta, and stuff it with the {cheese}[, the {mince}][, the {chicken}][, the {beans}][, the {egg}][, the {plantain}][, the {avocado}][, the {tomatoes}][ and the {spring-onion}]. Eat straight away, while the cheese melts.',
    ],
    tips: [
      'Arepas need precooked cornmeal (harina PAN, masarepa): masa harina for tortillas or ordinary cornmeal will not hold together.',
      'Beef, black beans, fried plantain and cheese together are the filling of an arepa pabellón, after Venezuela’s national dish.',
    ],
  },
]
