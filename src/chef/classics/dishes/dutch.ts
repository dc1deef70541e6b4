import type { ClassicDish } from '../classic-types.ts'

// Dutch and Flemish home baking and pancakes (issue 18, s19c): what a Dutch family fries on New
// Year's Eve and makes on a Sunday; lists naming them found a Kaiserschmarrn.

// prettier-ignore
export const DUTCH_CLASSICS: readonly ClassicDish[] = [
  {
    id: 'poffertjes',
    title: 'Poffertjes',
    cuisine: 'dutch',
    course: 'dessert',
    batch: { serves: 4 },
    description: 'Poffertjes (Dutch mini pancakes): a yeasted batter of buckwheat and wheat flour with milk and egg, cooked in little puffed rounds in a dimpled pan and served in a heap with a knob of butter and a snow of icing sugar.',
    minutes: 90,
    ingredients: [
      { key: 'buckwheat', accepts: ['buckwheat flour'], need: 'essential', amount: '125 g' },
      { key: 'yeast', accepts: ['yeast'], need: 'essential', amount: '5 g' },
      { key: 'flour', accepts: ['plain flour'], need: 'usual', amount: '125 g' },
      { key: 'milk', accepts: ['milk'], need: 'usual', amount: '300 ml' },
      { key: 'egg', accepts: ['egg'], need: 'usual', amount: '1' },
      { key: 'butter', accepts: ['butter'], need: 'usual', amount: '50 g' },
      { key: 'icing-sugar', accepts: ['icing sugar'], need: 'optional', amount: '3 tbsp' },
      { key: 'sugar', accepts: ['sugar'], need: 'optional', amount: '1 tbsp' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'a pinch' },
    ],
    method: [
      'Warm the {milk} until lukewarm and stir in the {yeast}[ and the {sugar}]. Mix the {buckwheat} with the {flour} and the {salt}, add the {egg} and the yeasty milk and whisk to a smooth, thick batter. Cover and leave in a warm place for 1 hour, until bubbly.',
      'Heat a poffertjes pan (or an aebleskiver pan, or a heavy frying pan for small coin-sized pancakes) over a medium heat and brush it with a little of the {butter}, melted.',
      'Fill each hollow almost to the top with batter (a squeeze bottle or a jug makes it quick). Cook for 1–2 minutes, until the edges are dry and the tops bubbly, then flip them with a fork or skewer and cook for 1 minute more, until golden and puffed and cooked through.',
      'Pile them on plates with a knob of the butter[ and dust thickly with the {icing-sugar}]. Eat hot.',
    ],
  },
  {
    id: 'oliebollen',
    title: 'Oliebollen',
    cuisine: 'dutch',
    course: 'baking',
    batch: { makes: 'about 20' },
    description: 'Oliebollen (Dutch New Year\'s Eve doughnuts): a soft, wet yeast batter full of raisins and currants[ and chopped apple], dropped by the spoonful into hot oil, fried into round golden puffs and buried in icing sugar.',
    minutes: 120,
    ingredients: [
      { key: 'flour', accepts: ['plain flour'], need: 'essential', amount: '500 g' },
      { key: 'yeast', accepts: ['yeast'], need: 'essential', amount: '7 g' },
      { key: 'raisins', accepts: ['raisins'], need: 'essential', amount: '150 g' },
      { key: 'milk', accepts: ['milk'], need: 'usual', amount: '450 ml' },
      { key: 'icing-sugar', accepts: ['icing sugar'], need: 'usual', amount: '4 tbsp' },
      { key: 'egg', accepts: ['egg'], need: 'optional', amount: '1' },
      { key: 'apple', accepts: ['apples'], need: 'optional', amount: '1' },
      { key: 'sugar', accepts: ['sugar'], need: 'optional', amount: '2 tbsp' },
      { key: 'lemon', accepts: ['lemon'], need: 'optional', amount: '1' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: '1 tsp' },
      { key: 'oil', accepts: ['cooking oil'], need: 'pantry', amount: 'for deep frying' },
    ],
    method: [
      'Soak the {raisins} in warm water for 10 minutes, then drain and pat dry.',
      'Warm the {milk} until lukewarm. Mix the {flour} with the {yeast}, the {salt}[ and the {sugar}], add the milk[ and the {egg}] and beat for 5 minutes to a smooth, thick, sticky batter. Stir in the raisins[, the {apple}, peeled and finely diced,][ and the grated zest of the {lemon}]. Cover and leave in a warm place for 1 hour, until doubled.',
      'Heat 8 cm of the {oil} in a deep pan to 180 °C (no more than half full). Dip two tablespoons in the oil, scoop a ball of batter and push it off into the oil with the other spoon.',
      'Fry four or five at a time for 5–6 minutes, turning, until deep golden and cooked right through (break one open to check the middle is not doughy). Drain on kitchen paper.',
      'Dust thickly with the {icing-sugar} and eat warm.',
    ],
  },
  {
    id: 'pannenkoeken',
    title: 'Pannenkoeken',
    cuisine: 'dutch',
    course: 'main',
    description: 'Pannenkoeken (Dutch pancakes): large, thin-but-sturdy pancakes the size of the pan, with strips of bacon[ or slices of apple] cooked into the batter, eaten for supper with stroop (thick syrup) or icing sugar.',
    minutes: 30,
    ingredients: [
      { key: 'flour', accepts: ['plain flour', 'self raising flour'], need: 'essential', amount: '100 g' },
      { key: 'milk', accepts: ['milk'], need: 'essential', amount: '200 ml' },
      { key: 'filling', accepts: ['bacon', 'apples', 'cheese', 'ham'], need: 'essential', amount: '80 g', takes: 2 },
      { key: 'egg', accepts: ['egg'], need: 'usual', amount: '1' },
      { key: 'syrup', accepts: ['golden syrup', 'maple syrup', 'icing sugar', 'honey'], need: 'usual', amount: '2 tbsp' },
      { key: 'butter', accepts: ['butter'], need: 'usual', amount: '15 g' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'a pinch' },
    ],
    method: [
      'Whisk the {flour} with the {salt}, the {egg} and half the {milk} to a thick, smooth batter, then whisk in the rest of the milk. Rest for 15 minutes.',
      'Prepare the {filling}: cut bacon into strips; peel, core and thinly slice apples; grate cheese.',
      'Melt a little of the {butter} in a large frying pan over a medium heat. Fry a few strips of bacon until crisp (or lay in apple slices for a minute), then pour over a ladle of batter and swirl it to cover the pan (scatter grated cheese on top while it is wet).',
      'Cook for 2–3 minutes, until the top is set and the base golden, then turn and cook for 1–2 minutes more. Keep warm while you make the rest.',
      'Serve flat on the plate with the {syrup} drizzled over, rolled up or cut into strips.',
    ],
  },
]
