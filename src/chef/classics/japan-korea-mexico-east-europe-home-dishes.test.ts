import { expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Japanese, Korean, Mexican, Eastern European and German
// kitchens (issue 18): a list typed from a home cook's fridge that carries the dish's signature gets
// that dish first, with the signature items used.

const CASES: readonly { list: string; title: string; uses: readonly string[]; step?: RegExp }[] = [
  // German
  {
    list: 'potatoes 1kg, onion, white wine vinegar, beef stock cube, chives, sunflower oil',
    title: 'Schwabischer Kartoffelsalat',
    uses: ['vinegar', 'stock'],
    step: /peel them while still hot/,
  },
  {
    list: 'plain flour, 4 eggs, emmental cheese 200g, 2 onions, butter, chives',
    title: 'Kasespatzle',
    uses: ['cheese', 'flour'],
    step: /When the noodles rise/,
  },
  {
    list: 'bratwurst x4, tomato ketchup, curry powder, oven chips, onion',
    title: 'Currywurst',
    uses: ['curry powder', 'ketchup'],
    step: /cooked through with no pink/,
  },
  {
    list: 'beef topside slices, streaky bacon, gherkins, dijon mustard, onions, carrots, beef stock, red wine',
    title: 'Rinderrouladen',
    uses: ['gherkins', 'mustard'],
    step: /simmer very gently for 1½–2 hours/,
  },
  {
    list: 'brown lentils 250g, potatoes, carrots, leek, frankfurters, vinegar, onion',
    title: 'Linseneintopf',
    uses: ['lentils', 'frankfurters'],
    step: /piping hot right through/,
  },
  {
    list: 'pork mince 500g, capers, eggs, lemon, cream, stale bread, onion, potatoes',
    title: 'Konigsberger Klopse',
    uses: ['capers', 'pork mince'],
    step: /no pink in the middle \(75 °C\)/,
  },
  {
    list: 'eggs, mustard, potatoes, milk, butter, flour, chives',
    title: 'Senfeier',
    uses: ['mustard', 'eggs'],
    step: /boil for 9 minutes/,
  },
  {
    list: 'potatoes, apples, black pudding, onions, butter',
    title: 'Himmel und Erde',
    uses: ['apples', 'black pudding'],
  },
  {
    list: 'chicken breasts, asparagus, mushrooms, peas, rice, cream, chicken stock, lemon',
    title: 'Huhnerfrikassee',
    uses: ['asparagus', 'rice'],
    step: /no pink \(75 °C/,
  },
  {
    list: 'flour, creme fraiche, bacon lardons, red onion, chives',
    title: 'Flammkuchen',
    uses: ['creme fraiche', 'bacon'],
  },
  // Mexican
  {
    list: 'beef mince 500g, chipotles in adobo, tinned tomatoes, onion, garlic, egg, rice, coriander',
    title: 'Albondigas en Chipotle',
    uses: ['chipotle', 'beef mince'],
    step: /no pink in the middle/,
  },
  {
    list: 'potatoes, queso fresco, 2 eggs, tomatoes, onion, jalapeno, lettuce',
    title: 'Tortitas de Papa',
    uses: ['queso fresco', 'potatoes'],
  },
  {
    list: 'corn tortillas, chicken breasts, iceberg lettuce, sour cream, queso fresco, salsa verde',
    title: 'Flautas de Pollo',
    uses: ['tortillas', 'sour cream'],
    step: /no pink \(75 °C/,
  },
  {
    list: 'eggs, corn tortillas, refried beans, ham, frozen peas, tomatoes, plantain, feta',
    title: 'Huevos Motulenos',
    uses: ['ham', 'peas', 'refried beans'],
  },
  {
    list: 'chicken thighs, limes, tortillas, chicken stock, onion, tomatoes, green pepper, allspice, cinnamon',
    title: 'Sopa de Lima',
    uses: ['lime', 'allspice'],
    step: /no pink \(75 °C/,
  },
  {
    list: 'stale bread, brown sugar, raisins, cinnamon sticks, cheddar, peanuts, cloves',
    title: 'Capirotada',
    uses: ['raisins', 'cheddar'],
  },
  {
    list: 'pumpkin 1.5kg, dark brown sugar, cinnamon sticks, orange',
    title: 'Calabaza en Tacha',
    uses: ['pumpkin', 'cinnamon'],
  },
  {
    list: 'poblano peppers, pork mince, walnuts, pomegranate, apples, cream, tomatoes, onion, raisins',
    title: 'Chiles en Nogada',
    uses: ['walnuts', 'pomegranate'],
    step: /cooked through with no pink/,
  },
  {
    list: 'masa harina, refried beans, lettuce, queso fresco, salsa, sour cream, chorizo',
    title: 'Sopes',
    uses: ['masa harina', 'refried beans'],
  },
  // Eastern European
  {
    list: 'potatoes 1kg, sweet paprika, onion, smoked sausage, green pepper, tomato, lard',
    title: 'Paprikas Krumpli',
    uses: ['paprika', 'sausage'],
    step: /off the heat and stir in the sweet paprika/,
  },
  {
    list: 'potatoes, plain flour, bryndza, smoked bacon, chives',
    title: 'Bryndzove Halusky',
    uses: ['bryndza', 'bacon'],
  },
  {
    list: 'edam cheese, breadcrumbs, eggs, flour, tartar sauce, potatoes',
    title: 'Smazeny Syr',
    uses: ['breadcrumbs', 'tartar'],
  },
  {
    list: 'potatoes, mushrooms, fresh dill, sour cream, eggs, vinegar',
    title: 'Kulajda',
    uses: ['dill', 'mushrooms'],
    step: /yolk is firm too for anyone vulnerable/,
  },
  {
    list: 'polenta, feta cheese, sour cream, butter, eggs',
    title: 'Mamaliga cu Branza si Smantana',
    uses: ['polenta', 'feta'],
  },
  {
    list: 'pickled herring, beetroot, potatoes, carrots, eggs, mayonnaise, red onion',
    title: 'Herring under a Fur Coat',
    uses: ['herring', 'beetroot'],
    step: /eat within 2 days/,
  },
  {
    list: 'apples, flour, kefir, egg, sugar, baking powder, icing sugar',
    title: 'Racuchy z Jablkami',
    uses: ['apples', 'kefir'],
  },
  {
    list: 'pasta, sauerkraut, bacon, onion, mushrooms',
    title: 'Lazanki z Kapusta',
    uses: ['sauerkraut', 'bacon'],
  },
  {
    list: 'egg noodles, cottage cheese, sour cream, bacon, dill',
    title: 'Turos Csusza',
    uses: ['cottage cheese', 'sour cream'],
  },
  {
    list: 'baguette, mushrooms, cheese, ketchup, onion, ham',
    title: 'Zapiekanka',
    uses: ['mushrooms', 'ketchup'],
  },
  {
    list: 'white cabbage, beef brisket, potatoes, carrots, onion, sour cream, dill, bay leaves',
    title: 'Shchi',
    uses: ['cabbage', 'sour cream'],
  },
  // Korean
  {
    list: 'soybean sprouts, dried anchovies, garlic, spring onions, soy sauce, gochugaru',
    title: 'Kongnamul Guk',
    uses: ['soybean sprouts', 'anchovies'],
    step: /keep the lid on/,
  },
  {
    list: 'squid 300g, gochujang, onion, carrot, cabbage, spring onions, gochugaru, garlic, rice',
    title: 'Ojingeo Bokkeum',
    uses: ['squid', 'gochujang'],
  },
  {
    list: 'mackerel fillets, soy sauce, gochugaru, korean radish, garlic, onion, spring onions',
    title: 'Godeungeo Jorim',
    uses: ['mackerel', 'radish'],
    step: /cooked through/,
  },
  {
    list: 'rice, eggs, soy sauce, sesame oil, butter, roasted seaweed',
    title: 'Ganjang Gyeran Bap',
    uses: ['sesame oil', 'soy sauce'],
  },
  {
    list: 'courgette, eggs, plain flour, soy sauce, rice vinegar',
    title: 'Hobak Jeon',
    uses: ['courgette', 'flour'],
  },
  {
    list: 'korean rice cakes, eggs, beef, spring onions, soy sauce, garlic, nori',
    title: 'Tteokguk',
    uses: ['rice cakes', 'eggs'],
    step: /cooked through/,
  },
  {
    list: 'pork belly 500g, lettuce, ssamjang, garlic, kimchi, rice',
    title: 'Samgyeopsal-gui',
    uses: ['pork belly', 'ssamjang'],
    step: /no pink/,
  },
  {
    list: 'odeng, soy sauce, onion, carrot, sugar, sesame seeds',
    title: 'Eomuk Bokkeum',
    uses: ['odeng', 'soy sauce'],
  },
  // Japanese
  {
    list: 'spaghetti, ketchup, frankfurters, green pepper, onion, butter, parmesan',
    title: 'Spaghetti Napolitan',
    uses: ['ketchup', 'green pepper'],
  },
  {
    list: 'thinly sliced beef, tofu, soy sauce, mirin, sugar, chinese cabbage, leek, shiitake, eggs',
    title: 'Sukiyaki',
    uses: ['tofu', 'mirin'],
    step: /use pasteurised eggs/,
  },
  {
    list: 'chicken thighs, rice vinegar, mayonnaise, 3 eggs, soy sauce, sugar, flour, pickles, cabbage',
    title: 'Chicken Nanban',
    uses: ['rice vinegar', 'mayonnaise'],
    step: /75 °C in the thickest part/,
  },
  {
    list: 'potatoes 1kg, beef mince, panko, eggs, onion, flour, tonkatsu sauce, cabbage',
    title: 'Korokke',
    uses: ['panko', 'tonkatsu sauce'],
    step: /cooked through with no pink/,
  },
  {
    list: 'salmon fillets, white miso, cabbage, onion, carrot, butter, mirin',
    title: 'Chanchan-yaki',
    uses: ['miso', 'cabbage'],
    step: /cooked through/,
  },
  {
    list: 'bitter melon, firm tofu, spam, eggs, soy sauce, bonito flakes',
    title: 'Goya Champuru',
    uses: ['bitter melon', 'tofu'],
  },
]

for (const { list, title, uses, step } of CASES) {
  test(`"${list}" gets ${title} first, its signature used`, () => {
    const recipe = first(list)
    expect(recipe).toMatch(new RegExp(`^## ${title}$`, 'm'))
    for (const item of uses) expect(recipe.toLowerCase()).toContain(item)
    expect(recipe).not.toMatch(new RegExp(`Not used: “[^”]*(${uses.join('|')})`, 'i'))
    if (step) expect(recipe).toMatch(step)
  })
}
