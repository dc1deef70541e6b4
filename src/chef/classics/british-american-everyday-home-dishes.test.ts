import { expect, test } from 'vitest'
import { firstIdea } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the British, Irish and American kitchens (issue 18): a list
// a home cook might type from their own fridge, carrying the dish's signature, gets that dish
// first, uses its star ingredient, and keeps its safety step.

interface Case {
  list: string
  title: string
  /** The item the dish is built on: it must be used, never "Not used". */
  star: string
  /** A step the recipe must keep (safety, or what makes the dish). */
  step?: RegExp
}

const CASES: readonly Case[] = [
  // British everyday, regional and fridge-clearing
  {
    list: 'leftover roast beef, potatoes, onion, beef dripping',
    title: 'Stovies',
    star: 'leftover roast beef',
    step: /piping hot/,
  },
  {
    list: "lamb's liver 300g, onions, bacon, gravy granules, potatoes",
    title: 'Liver and Onions',
    star: "lamb's liver",
    step: /cooked through/,
  },
  {
    list: 'beef skirt 400g, potatos, swede, 1 onion, ready rolled shortcrust pastry, egg',
    title: 'Cornish Pasty',
    star: 'beef skirt',
    step: /piping hot/,
  },
  {
    list: 'stewing beef 500g, carrots, onion, suet, self raising flour, beef stock',
    title: 'Beef Stew and Dumplings',
    star: 'stewing beef',
    step: /cooked right through/,
  },
  {
    list: 'leg of lamb, rosemary, garlic, mint, potatoes',
    title: 'Roast Lamb with Rosemary and Garlic',
    star: 'leg of lamb',
    step: /Rest the lamb/,
  },
  {
    list: 'shortcrust pastry, potatoes, leeks, onion, cheddar, garlic',
    title: 'Homity Pie',
    star: 'shortcrust pastry',
  },
  {
    list: 'lamb neck, pearl barley, carrots, swede, leeks, onion',
    title: 'Scotch Broth',
    star: 'pearl barley',
    step: /piping hot/,
  },
  {
    list: 'red lentils, 4 rashers smoked bacon, carrots, onion, chicken stock',
    title: 'Lentil and Bacon Soup',
    star: 'red lentils',
    step: /Rinse the red lentils/,
  },
  {
    list: 'parsnips, curry powder, onion, vegetable stock, cream',
    title: 'Curried Parsnip Soup',
    star: 'parsnips',
  },
  {
    list: 'potatoes, savoy cabbage, onion, cheddar, butter',
    title: 'Rumbledethumps',
    star: 'savoy cabbage',
    step: /piping hot/,
  },
  {
    list: 'mature cheddar, crusty bread, branston pickle, apple, ham',
    title: "Ploughman's Lunch",
    star: 'branston pickle',
  },
  {
    list: 'leftover mashed potato, plain flour, butter',
    title: 'Tattie Scones',
    star: 'leftover mashed potato',
  },
  {
    list: 'soda bread, bacon, sausages, eggs, black pudding, tomatoes',
    title: 'Ulster Fry',
    star: 'soda bread',
    step: /no pink/,
  },
  {
    list: 'smoked haddock fillets, eggs, milk, butter, spinach',
    title: 'Smoked Haddock with Poached Egg',
    star: 'smoked haddock fillets',
    step: /completely set/,
  },
  {
    list: 'sausage meat, 6 eggs, panko breadcrumbs, plain flour, sage',
    title: 'Scotch Eggs',
    star: 'sausage meat',
    step: /no pink/,
  },
  // British bakes and puddings
  {
    list: 'mixed dried fruit 350g, tea bags, self raising flour, egg, brown sugar',
    title: 'Bara Brith',
    star: 'tea bags',
  },
  {
    list: 'oats, golden syrup, black treacle, ground ginger, self raising flour, butter, egg',
    title: 'Parkin',
    star: 'ground ginger',
  },
  {
    list: 'raspberries, porridge oats, double cream, honey, whisky',
    title: 'Cranachan',
    star: 'raspberries',
  },
  {
    list: 'suet, currants, self raising flour, sugar, milk, custard',
    title: 'Spotted Dick',
    star: 'currants',
    step: /never boils dry/,
  },
  {
    list: 'breadcrumbs, strawberry jam, eggs, milk, sugar, lemon',
    title: 'Queen of Puddings',
    star: 'strawberry jam',
  },
  {
    list: 'condensed milk, milk chocolate, butter, plain flour, sugar',
    title: "Millionaire's Shortbread",
    star: 'condensed milk',
  },
  {
    list: 'self raising flour, mature cheddar, butter, milk, mustard',
    title: 'Cheese Scones',
    star: 'mature cheddar',
  },
  {
    list: 'instant coffee, walnuts, self raising flour, butter, eggs, caster sugar, icing sugar',
    title: 'Coffee and Walnut Cake',
    star: 'instant coffee',
  },
  {
    list: 'puff pastry, currants, butter, brown sugar, nutmeg',
    title: 'Eccles Cakes',
    star: 'puff pastry',
  },
  {
    list: 'digestives, dark chocolate, butter, golden syrup, raisins',
    title: 'Tiffin',
    star: 'digestives',
  },
  {
    list: 'beef fillet 800g, puff pastry, chestnut mushrooms, parma ham, english mustard, egg',
    title: 'Beef Wellington',
    star: 'beef fillet',
    step: /Rest for 10 minutes/,
  },
  {
    list: 'leftover turkey, cooked ham, puff pastry, leeks, chicken stock, cream',
    title: 'Turkey and Ham Pie',
    star: 'leftover turkey',
    step: /piping hot/,
  },
  {
    list: 'chipolatas, streaky bacon',
    title: 'Pigs in Blankets',
    star: 'chipolatas',
    step: /no pink/,
  },
  { list: 'breadcrumbs, onion, sage, butter, egg', title: 'Sage and Onion Stuffing', star: 'sage' },
  {
    list: 'sponge fingers, custard, double cream, raspberries, sherry',
    title: 'Trifle',
    star: 'sponge fingers',
  },
  {
    list: 'shortcrust pastry, eggs, milk, nutmeg, sugar',
    title: 'Egg Custard Tart',
    star: 'nutmeg',
  },
  {
    list: 'shortcrust pastry, raspberry jam, custard, desiccated coconut',
    title: 'Manchester Tart',
    star: 'custard',
  },
  // Irish
  {
    list: 'guinness, mixed dried fruit, plain flour, butter, brown sugar, eggs, mixed spice',
    title: 'Porter Cake',
    star: 'guinness',
  },
  { list: 'potatoes, plain flour, buttermilk, butter, bacon', title: 'Boxty', star: 'buttermilk' },
  {
    list: 'pork sausages, bacon rashers, potatoes, onions, chicken stock, parsley',
    title: 'Dublin Coddle',
    star: 'bacon rashers',
    step: /no pink/,
  },
  {
    list: 'stewing beef, 2 cans guinness, onions, carrots, beef stock',
    title: 'Beef and Guinness Stew',
    star: 'guinness',
  },
  {
    list: 'smoked haddock, mussels, potatoes, milk, leeks, butter, cream',
    title: 'Irish Seafood Chowder',
    star: 'mussels',
    step: /throw away any/,
  },
  {
    list: 'smoked salmon, brown soda bread, butter, lemon, capers',
    title: 'Smoked Salmon on Brown Bread',
    star: 'smoked salmon',
  },
  // American comfort: Southern, Cajun, Tex-Mex, Midwestern, diner
  {
    list: 'frozen shrimp 400g, celery, green pepper, onion, butter, flour, rice, cajun seasoning',
    title: 'Shrimp Etouffee',
    star: 'celery',
    step: /Thaw the/,
  },
  {
    list: 'long grain rice, chicken livers, pork mince, onion, celery, green bell pepper, cajun seasoning',
    title: 'Dirty Rice',
    star: 'chicken livers',
    step: /no pink remains/,
  },
  {
    list: 'leftover roast chicken, corn tortillas, cream of chicken soup, rotel, cheddar, onion',
    title: 'King Ranch Chicken',
    star: 'cream of chicken soup',
    step: /piping hot/,
  },
  {
    list: 'ground beef 500g, elbow macaroni, tinned tomatoes, onion, garlic, cheddar',
    title: 'American Goulash',
    star: 'elbow macaroni',
  },
  {
    list: 'ground beef, spaghetti, chili powder, cinnamon, cheddar, onion, tomato paste',
    title: 'Cincinnati Chili',
    star: 'cinnamon',
  },
  {
    list: 'corned beef, sauerkraut, rye bread, swiss cheese, butter, thousand island dressing',
    title: 'Reuben Sandwich',
    star: 'sauerkraut',
  },
  {
    list: 'catfish fillets, cornmeal, buttermilk, lemon, hot sauce',
    title: 'Southern Fried Catfish',
    star: 'cornmeal',
    step: /opaque right through/,
  },
  {
    list: 'canned salmon, eggs, saltine crackers, onion, lemon',
    title: 'Salmon Patties',
    star: 'canned salmon',
  },
  {
    list: 'chicken thighs, butter beans, frozen sweetcorn, tinned tomatoes, bbq sauce, onion',
    title: 'Brunswick Stew',
    star: 'butter beans',
    step: /no pink/,
  },
  {
    list: 'chicken breasts, rice, cream of mushroom soup, cheddar, broccoli',
    title: 'Chicken and Rice Casserole',
    star: 'cream of mushroom soup',
    step: /no pink/,
  },
  { list: 'okra, tomatoes, onion, bacon', title: 'Okra and Tomatoes', star: 'okra' },
  {
    list: 'frozen sweetcorn, butter beans, butter, onion',
    title: 'Succotash',
    star: 'butter beans',
  },
  {
    list: 'ground beef, rye bread, onion, swiss cheese, butter',
    title: 'Patty Melt',
    star: 'rye bread',
    step: /no pink/,
  },
  {
    list: 'potatoes, bacon, cheddar, sour cream, onion, chicken stock, milk, chives',
    title: 'Loaded Baked Potato Soup',
    star: 'sour cream',
  },
  {
    list: 'ground beef, macaroni, kidney beans, chili powder, tinned tomatoes, cheddar, onion',
    title: 'Chili Mac',
    star: 'macaroni',
  },
  {
    list: 'pork chops, onions, flour, chicken stock, rice',
    title: 'Smothered Pork Chops',
    star: 'pork chops',
    step: /63 °C/,
  },
  {
    list: 'shrimp, smoked sausage, corn on the cob, new potatoes, old bay, lemon, butter',
    title: 'Lowcountry Boil',
    star: 'corn on the cob',
    step: /cooked right through/,
  },
  { list: 'okra, cornmeal, buttermilk', title: 'Fried Okra', star: 'okra', step: /unattended/ },
  {
    list: 'frozen hash browns, cream of chicken soup, sour cream, cheddar, butter, cornflakes',
    title: 'Cheesy Hash Brown Casserole',
    star: 'frozen hash browns',
    step: /piping hot/,
  },
  {
    list: 'leftover chicken, mushrooms, green pepper, cream, butter, flour, chicken stock',
    title: 'Chicken a la King',
    star: 'leftover chicken',
    step: /piping hot/,
  },
  {
    list: 'ground beef, sub rolls, mozzarella, marinara sauce, garlic, parmesan',
    title: 'Meatball Sub',
    star: 'sub rolls',
    step: /no pink/,
  },
  {
    list: 'frozen corn, green bell pepper, celery, onion, butter, cream, cajun seasoning',
    title: 'Maque Choux',
    star: 'frozen corn',
  },
  // American breakfasts
  {
    list: 'corned beef, cooked beetroot, potatoes, onion, eggs',
    title: 'Red Flannel Hash',
    star: 'cooked beetroot',
    step: /piping hot/,
  },
  { list: 'eggs, ham, green pepper, onion, cheddar', title: 'Denver Omelette', star: 'ham' },
  {
    list: 'breakfast sausage, eggs, white bread, cheddar, milk',
    title: 'Sausage and Egg Breakfast Casserole',
    star: 'white bread',
    step: /no liquid egg/,
  },
  {
    list: 'sirloin steak, eggs, butter, toast',
    title: 'Steak and Eggs',
    star: 'sirloin steak',
    step: /completely set/,
  },
  // American bakes and puddings
  {
    list: 'pecans, corn syrup, eggs, shortcrust pastry, brown sugar, butter',
    title: 'Pecan Pie',
    star: 'pecans',
  },
  {
    list: 'sweet potatoes, shortcrust pastry, eggs, evaporated milk, brown sugar, cinnamon, nutmeg',
    title: 'Sweet Potato Pie',
    star: 'sweet potatoes',
  },
  {
    list: 'canned pumpkin, shortcrust pastry, evaporated milk, eggs, brown sugar, cinnamon, ginger, nutmeg',
    title: 'Pumpkin Pie',
    star: 'canned pumpkin',
  },
  { list: 'peanut butter, sugar, egg', title: 'Peanut Butter Cookies', star: 'peanut butter' },
  {
    list: '2 courgettes, plain flour, sugar, eggs, cinnamon, vegetable oil',
    title: 'Zucchini Bread',
    star: 'courgettes',
  },
  {
    list: 'strawberries, double cream, self raising flour, butter, sugar, milk',
    title: 'Strawberry Shortcake',
    star: 'strawberries',
  },
  {
    list: 'tinned pineapple rings, glace cherries, self raising flour, eggs, butter, sugar, brown sugar',
    title: 'Pineapple Upside-Down Cake',
    star: 'tinned pineapple rings',
  },
  {
    list: 'rice krispies, marshmallows, butter',
    title: 'Rice Krispie Treats',
    star: 'marshmallows',
  },
  {
    list: 'plain flour, buttermilk, butter, baking powder',
    title: 'Buttermilk Biscuits',
    star: 'buttermilk',
  },
  {
    list: 'porridge oats, raisins, plain flour, butter, brown sugar, egg, cinnamon',
    title: 'Oatmeal Raisin Cookies',
    star: 'raisins',
  },
]

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.each(CASES)('$list gets $title first', ({ list, title, star, step }) => {
  const first = firstIdea(list)
  expect(first).toMatch(new RegExp(`^## ${escape(title)}$`, 'm'))
  expect(first).not.toMatch(new RegExp(`Not used: “[^”]*${escape(star)}`))
  if (step !== undefined) expect(first).toMatch(step)
})
