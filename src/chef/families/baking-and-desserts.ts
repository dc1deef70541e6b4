import { defineFamily } from './dish-types.ts'
import { anyOf, inCategory, named, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import {
  MEAT,
  FISH,
  SEAFOOD,
  CURED,
  EGG,
  NUTS,
  SOFT_FRUIT,
  DRIED_FRUIT,
  SWEET_SPICE,
  MILK,
  CHOCOLATE,
} from './ingredient-predicates.ts'
import { sentence, orElse } from './method-phrases.ts'

// Baking and puddings: a crumble, a cake and rocky road.

export const crumble = defineFamily({
  id: 'crumble',
  name: 'Crumble',
  course: 'dessert',
  roles: [
    {
      id: 'fruit',
      accepts: anyOf(
        tagged('bake-fruit'),
        named('dried apricots', 'prunes', 'raisins', 'dates', 'oranges'),
      ),
      max: 3,
      scale: 1.4,
    },
    {
      id: 'flour',
      accepts: anyOf(named('plain flour', 'self raising flour', 'ground almonds')),
      max: 1,
      amount: '45 g',
      core: 'plain flour',
    },
    { id: 'oats', accepts: named('oats', 'granola'), max: 1, amount: '20 g' },
    {
      id: 'butter',
      accepts: named('butter', 'margarine', 'coconut oil'),
      max: 1,
      amount: '35 g',
      core: 'butter',
    },
    {
      id: 'sugar',
      accepts: anyOf(named('sugar', 'brown sugar', 'honey', 'maple syrup', 'golden syrup')),
      max: 2,
      amount: '1.5 tbsp',
      core: 'sugar',
    },
    { id: 'spice', accepts: anyOf(SWEET_SPICE, named('lemon', 'oranges', 'ginger')), max: 2 },
    { id: 'nuts', accepts: anyOf(NUTS, named('coconut')), max: 1 },
    {
      id: 'serve',
      accepts: named('cream', 'custard', 'ice cream', 'yogurt', 'creme fraiche'),
      max: 1,
    },
  ],
  fits: (a) => a.has('fruit') && !a.some(anyOf(MEAT, FISH, SEAFOOD, CURED)),
  signature: [
    [
      named(
        'apples',
        'rhubarb',
        'plums',
        'blackberries',
        'pears',
        'oats',
        'butter',
        'brown sugar',
        'cinnamon',
        'custard',
        'mixed berries',
      ),
      1,
    ],
    [tagged('bake-fruit'), 1],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['fruit'], 2)
    return {
      title: `${orElse(what, 'Fruit')} Crumble`,
      description: d.pick([
        // "Buttery" only when it is butter: under a dairy-free diet the fat is margarine or oil.
        d.where('butter', named('butter')).length > 0
          ? 'Soft, jammy fruit under a buttery, golden crumble.'
          : 'Soft, jammy fruit under a crisp, golden crumble.',
        'The great British pudding: bubbling fruit and a crunchy top.',
      ]),
      minutes: 50,
      steps: [
        sentence('Heat the oven to 190°C / 170°C fan / gas 5.', d.prep('bake', 'fruit')),
        sentence(
          `Tip ${d.the('fruit')} into a baking dish, toss with a spoonful of ${d.list('sugar')}${d.has('spice') ? ` and ${d.the('spice')}` : ''} and a splash of water.`,
        ),
        sentence(
          `Rub ${d.the('butter')} into ${d.the('flour')} with your fingertips until it looks like rough breadcrumbs, then stir in the rest of the sweetener${d.has('oats') || d.has('nuts') ? ` and ${joinWords([d.the('oats'), d.the('nuts')].filter((part) => part !== ''))}` : ''}.`,
        ),
        sentence('Scatter the crumble evenly over the fruit without pressing it down.'),
        sentence(
          `Bake for 30–35 minutes until golden and bubbling at the edges. Leave for 5 minutes, then serve${d.has('serve') ? ` with ${d.the('serve')}` : ' warm'}.`,
        ),
      ],
    }
  },
})

export const cake = defineFamily({
  id: 'cake',
  name: 'Cake',
  course: 'baking',
  roles: [
    {
      id: 'flour',
      accepts: anyOf(named('self raising flour', 'plain flour', 'ground almonds', 'oats')),
      max: 2,
      amount: '75 g',
      core: 'self raising flour',
    },
    {
      id: 'sugar',
      accepts: named('sugar', 'brown sugar', 'honey', 'maple syrup', 'golden syrup'),
      max: 1,
      amount: '60 g',
      core: 'sugar',
    },
    { id: 'eggs', accepts: EGG, max: 1, amount: '1', core: 'egg' },
    {
      id: 'fat',
      accepts: named('butter', 'margarine', 'cooking oil', 'coconut oil', 'olive oil'),
      max: 1,
      amount: '60 g',
      core: 'butter',
    },
    {
      id: 'wet',
      accepts: anyOf(MILK, named('yogurt', 'sour cream', 'orange juice')),
      max: 1,
      amount: '2 tbsp',
    },
    {
      id: 'flavour',
      accepts: anyOf(
        SOFT_FRUIT,
        named('lemon', 'lime', 'oranges', 'carrots', 'courgettes', 'beetroot'),
        CHOCOLATE,
        DRIED_FRUIT,
        NUTS,
        named('coconut', 'peanut butter', 'jam', 'coffee', 'chocolate spread'),
      ),
      max: 3,
      scale: 1,
    },
    { id: 'spice', accepts: SWEET_SPICE, max: 2 },
    {
      id: 'rise',
      accepts: named('baking powder', 'bicarbonate of soda'),
      max: 1,
      // About 1 tsp of baking powder to 100 g of plain flour; bicarb is four times as strong.
      scales: [[named('baking powder'), 1.5]],
    },
    {
      id: 'icing',
      accepts: named('icing sugar', 'cream cheese', 'mascarpone', 'sprinkles'),
      max: 2,
    },
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) =>
    (a.has('flour') || a.count('eggs') + a.count('sugar') + a.count('fat') >= 2) &&
    !a.some(anyOf(MEAT, FISH, SEAFOOD, CURED, inCategory('allium'))),
  signature: [
    [
      named(
        'self raising flour',
        'plain flour',
        'butter',
        'sugar',
        'egg',
        'baking powder',
        'vanilla extract',
        'cocoa powder',
        'icing sugar',
      ),
      1,
    ],
    [named('bananas', 'carrots', 'lemon', 'dark chocolate', 'chocolate chips', 'blueberries'), 0.8],
  ],
  prior: 0.2,
  // Plain flour, oats or ground almonds do not rise by themselves: without self-raising flour or
  // a raising agent of the visitor's, the cake buys baking powder (a cook's read found rhubarb
  // muffins of plain flour and oats with nothing to raise them).
  optionalExtras: [
    {
      id: 'baking powder',
      role: 'rise',
      when: (a) => !a.has('rise') && !a.some(named('self raising flour')),
    },
  ],
  write(d) {
    const what = d.title(['flavour'], 2)
    const banana = d.where('flavour', named('bananas')).length > 0
    const kind = banana ? 'Loaf' : d.pick(['Muffins', 'Traybake', 'Loaf Cake'])
    const pieces =
      kind === 'Muffins'
        ? `${Math.max(4, d.servings * 3)} muffins`
        : kind === 'Traybake'
          ? `${Math.max(6, d.servings * 3)} squares`
          : 'a loaf'
    const tin =
      kind === 'Muffins'
        ? 'a muffin tin with paper cases'
        : kind === 'Traybake'
          ? 'a small square tin (about 20 cm) with baking paper'
          : 'a loaf tin (about 900 g / 2 lb) with baking paper'
    const steps = [
      sentence(
        `Heat the oven to 180°C / 160°C fan / gas 4 and line ${tin}.`,
        d.prep('bake', 'flavour'),
      ),
      sentence(
        d.where('fat', named('butter', 'margarine')).length > 0
          ? `Beat ${d.the('fat')} and ${d.the('sugar')} together until pale and fluffy, then beat in ${d.the('eggs')} one at a time.`
          : `Whisk ${d.the('fat')}, ${d.the('sugar')} and ${d.the('eggs')} together until smooth.`,
        d.has('wet') ? `Stir in ${d.the('wet')}.` : '',
      ),
      sentence(
        `Fold in ${d.the('flour')}${d.has('rise') ? `, ${d.the('rise')}` : ''}${d.has('spice') ? `, ${d.the('spice')}` : ''} and ${d.the('salt')} until just combined — stop as soon as there are no dry streaks.`,
        d.has('flavour') ? `Fold through ${d.the('flavour')}.` : '',
      ),
      sentence(
        `Spoon into the ${kind === 'Muffins' ? 'cases' : 'tin'} and bake for ${kind === 'Muffins' ? '20–22' : kind === 'Traybake' ? '25–30' : '45–55'} minutes, until risen and a skewer pushed into the middle comes out clean.`,
      ),
      sentence(
        'Cool in the tin for 10 minutes, then on a rack.',
        d.has('icing') ? `Finish with ${d.the('icing')} once completely cool.` : '',
      ),
    ]
    return {
      title: `${orElse(what, 'Vanilla')} ${kind}`,
      description: `${d.pick(['Easy, tender and very hard to stop at one slice.', 'A simple bake with a soft crumb — kitchen smells included.'])} Makes ${pieces}.`,
      minutes: kind === 'Muffins' ? 35 : kind === 'Traybake' ? 45 : 70,
      steps,
    }
  },
})

export const rockyRoad = defineFamily({
  id: 'rocky-road',
  name: 'Rocky road',
  course: 'dessert',
  roles: [
    {
      id: 'chocolate',
      accepts: anyOf(
        named(
          'dark chocolate',
          'milk chocolate',
          'white chocolate',
          'chocolate chips',
          'chocolate spread',
        ),
      ),
      max: 2,
      amount: '50 g',
      core: 'dark chocolate',
    },
    { id: 'butter', accepts: named('butter', 'margarine', 'coconut oil'), max: 1, amount: '20 g' },
    {
      id: 'syrup',
      accepts: named('golden syrup', 'honey', 'maple syrup', 'condensed milk', 'peanut butter'),
      max: 1,
      amount: '1 tbsp',
    },
    {
      id: 'mix',
      accepts: anyOf(
        named('biscuits', 'marshmallows', 'sweets', 'crisps', 'crackers', 'granola', 'cake'),
        NUTS,
        DRIED_FRUIT,
        named('coconut', 'cherries', 'cranberries', 'raisins'),
      ),
      max: 4,
      amount: '20 g',
    },
    { id: 'top', accepts: named('sprinkles', 'icing sugar', 'cocoa powder'), max: 1 },
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) => a.has('chocolate') || a.count('mix') >= 2,
  signature: [
    [inCategory('sweet-treat'), 1.5],
    [named('marshmallows', 'biscuits', 'golden syrup'), 1],
  ],
  prior: 0,
  write(d) {
    const what = d.title(['mix'], 2)
    return {
      title: what === '' ? 'Chocolate Bark' : `${what} Rocky Road`,
      description: d.pick([
        'No oven, no fuss: melted chocolate packed with crunchy, chewy bits.',
        'A fridge-set treat that turns odds and ends into something special.',
      ]),
      minutes: 15,
      steps: [
        sentence('Line a small tin or tray with baking paper.'),
        sentence(
          `Melt ${d.the('chocolate')}${d.has('butter') ? ` with ${d.the('butter')}` : ''}${d.has('syrup') ? ` and ${d.the('syrup')}` : ''} in a bowl set over a pan of barely simmering water (or in short bursts in the microwave), stirring until smooth. Stir in ${d.the('salt')}.`,
        ),
        sentence(
          d.has('mix')
            ? `Break ${d.the('mix')} into bite-sized pieces and stir into the chocolate until coated.`
            : 'Let the chocolate cool for a minute so it thickens slightly.',
        ),
        sentence(
          `Spread into the tin${d.has('top') ? `, scatter with ${d.the('top')}` : ''} and chill for at least 2 hours until firm, then cut into squares.`,
        ),
      ],
      tips: ['Chill for at least 2 hours before cutting.'],
    }
  },
})
