import { describe, expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Everyday home and regional dishes of the Spanish, French, Italian, Greek and Portuguese kitchens
// (issue 18): a list a home cook of that kitchen might type, carrying the dish's signature, gets
// that dish first, with its star used rather than left aside.

interface Case {
  list: string
  title: string
  /** An item of the list that must be used, not left aside. */
  star: string
  /** Text the method must carry (a safety step, the step that makes the dish). */
  step?: RegExp
}

function check({ list, title, star, step }: Case): void {
  test(`${list} → ${title}`, () => {
    const recipe = first(list)
    expect(recipe).toMatch(new RegExp(`^## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'))
    expect(recipe).not.toMatch(new RegExp(`Not used: “${star}”`))
    if (step) expect(recipe).toMatch(step)
  })
}

describe('Portuguese home dishes', () => {
  const cases: Case[] = [
    {
      list: 'potatoes 500g, kale, chorizo, onion, garlic, olive oil',
      title: 'Caldo Verde',
      star: 'kale',
    },
    {
      list: '4 potatoes, savoy cabbage, chouriço, onion, olive oil',
      title: 'Caldo Verde',
      star: 'savoy cabbage',
    },
    {
      list: 'chicken thighs 1kg, red chillies, lemons, garlic, paprika, olive oil',
      title: 'Frango Piri-Piri',
      star: 'red chillies',
      step: /reaches 75 °C/,
    },
    {
      list: 'pork loin steaks, bread rolls, garlic, white wine, paprika, mustard',
      title: 'Bifanas',
      star: 'bread rolls',
      step: /no pink/,
    },
    {
      list: 'pork shoulder, clams 500g, potatoes, white wine, garlic, coriander, paprika',
      title: 'Carne de Porco a Alentejana',
      star: 'clams 500g',
      step: /Throw away any that stay closed/,
    },
    { list: 'duck legs, rice, chorizo, onion, orange', title: 'Arroz de Pato', star: 'duck legs' },
    {
      list: 'stale bread, coriander, eggs, garlic, olive oil',
      title: 'Acorda Alentejana',
      star: 'coriander',
    },
    {
      list: 'puff pastry, eggs, milk, sugar, lemon, cinnamon',
      title: 'Pasteis de Nata',
      star: 'puff pastry',
    },
    {
      list: 'pudding rice, milk, lemon, cinnamon, sugar, eggs',
      title: 'Arroz Doce',
      star: 'pudding rice',
    },
    {
      list: 'fresh sardines, potatoes, red pepper, olive oil, onion',
      title: 'Sardinhas Assadas',
      star: 'fresh sardines',
    },
    {
      list: 'salt cod, double cream, potatoes, onion, milk, butter, flour',
      title: 'Bacalhau com Natas',
      star: 'salt cod',
      step: /changing the water/,
    },
  ]
  cases.forEach(check)
})

describe('Spanish home dishes', () => {
  const cases: Case[] = [
    {
      list: 'tuna steaks 2, potatoes, red pepper, onion, tomatoes, garlic, paprika',
      title: 'Marmitako',
      star: 'tuna steaks 2',
    },
    {
      list: 'leeks x3, potatoes, carrots, garlic, olive oil',
      title: 'Porrusalda',
      star: 'leeks x3',
    },
    {
      list: 'spaghetti, prawns, squid, fish stock, garlic, tomatoes, saffron',
      title: 'Fideua',
      star: 'squid',
    },
    {
      list: 'octopus 1kg, potatoes, smoked paprika, olive oil',
      title: 'Pulpo a la Gallega',
      star: 'octopus 1kg',
      step: /thawed overnight in the fridge/,
    },
    {
      list: 'milk, eggs, lemon, cinnamon stick, sugar, cornflour',
      title: 'Crema Catalana',
      star: 'cinnamon stick',
    },
    {
      list: 'stale baguette, milk, eggs, cinnamon, sugar, lemon, honey',
      title: 'Torrijas',
      star: 'stale baguette',
    },
    {
      list: 'aubergine, red peppers, onions, olive oil, garlic',
      title: 'Escalivada',
      star: 'aubergine',
    },
    {
      list: 'chicken thighs, red peppers, serrano ham, tomatoes, onion, garlic, white wine',
      title: 'Pollo al Chilindron',
      star: 'serrano ham',
      step: /75 °C/,
    },
    {
      list: 'stale bread, chorizo, garlic, olive oil, eggs, green pepper',
      title: 'Migas',
      star: 'stale bread',
    },
    { list: 'aubergine, honey, flour, milk', title: 'Berenjenas con Miel', star: 'honey' },
    {
      list: 'padron peppers, olive oil, sea salt',
      title: 'Pimientos de Padron',
      star: 'padron peppers',
    },
    {
      list: 'squid 500g, flour, lemon, eggs, olive oil',
      title: 'Calamares a la Romana',
      star: 'squid 500g',
      step: /Never leave hot oil unattended/,
    },
  ]
  cases.forEach(check)
})

describe('Italian home dishes', () => {
  const cases: Case[] = [
    {
      list: 'stale bread, tinned tomatoes, basil, garlic, olive oil, vegetable stock',
      title: 'Pappa al Pomodoro',
      star: 'stale bread',
    },
    {
      list: 'eggs, passata, garlic, chilli flakes, basil, parmesan, bread',
      title: 'Uova in Purgatorio',
      star: 'eggs',
      step: /whites are completely set/,
    },
    {
      list: 'red peppers x3, yellow pepper, onion, tomatoes, olive oil, red wine vinegar',
      title: 'Peperonata',
      star: 'red peppers x3',
    },
    {
      list: 'polenta, italian sausages, passata, parmesan, butter, red wine',
      title: 'Polenta con Salsiccia',
      star: 'polenta',
      step: /no pink left/,
    },
    {
      list: 'stewing beef 600g, onions 2kg, rigatoni, parmesan, white wine, carrot, celery',
      title: 'Pasta alla Genovese',
      star: 'onions 2kg',
    },
    {
      list: 'chicken stock, eggs, parmesan, nutmeg, lemon',
      title: 'Stracciatella alla Romana',
      star: 'eggs',
    },
    {
      list: 'veal, tinned tuna, mayonnaise, capers, anchovies, lemon',
      title: 'Vitello Tonnato',
      star: 'tinned tuna',
      step: /63 °C/,
    },
    {
      list: 'fresh sardines, fennel, spaghetti, raisins, pine nuts, onion, saffron, breadcrumbs',
      title: 'Pasta con le Sarde',
      star: 'fresh sardines',
    },
    {
      list: 'cannellini beans x2 tins, sage, passata, garlic, olive oil, sausages',
      title: "Fagioli all'Uccelletto",
      star: 'sage',
    },
    {
      list: 'artichokes, mint, garlic, lemon, olive oil, parsley',
      title: 'Carciofi alla Romana',
      star: 'artichokes',
    },
  ]
  cases.forEach(check)
})

describe('French home dishes', () => {
  const cases: Case[] = [
    {
      list: 'veal shoulder 800g, mushrooms, creme fraiche, carrots, onion, butter, flour, lemon, egg, rice',
      title: 'Blanquette de Veau',
      star: 'veal shoulder 800g',
      step: /do not let it boil once the yolk is in/,
    },
    {
      list: 'beef brisket, leeks, carrots, turnips, potatoes, onion, dijon mustard, cornichons',
      title: 'Pot-au-Feu',
      star: 'leeks',
    },
    {
      list: 'courgettes, green beans, cannellini beans, potatoes, basil, garlic, olive oil, parmesan',
      title: 'Soupe au Pistou',
      star: 'basil',
    },
    {
      list: 'potatoes 1kg, mozzarella, garlic, creme fraiche, butter, sausages',
      title: 'Aligot',
      star: 'mozzarella',
      step: /no pink in the middle/,
    },
    {
      list: 'creme fraiche, lardons, onion, pizza dough',
      title: 'Flammekueche',
      star: 'creme fraiche',
    },
    {
      list: 'frisee lettuce, lardons, eggs, baguette, dijon mustard, red wine vinegar',
      title: 'Salade Lyonnaise',
      star: 'frisee lettuce',
    },
    {
      list: 'stewing beef, red wine, orange, black olives, tinned tomatoes, onion, garlic, thyme',
      title: 'Daube Provencale',
      star: 'orange',
    },
    { list: 'prunes, milk, eggs, plain flour, sugar, butter', title: 'Far Breton', star: 'prunes' },
    {
      list: 'lamb shoulder, turnips, carrots, new potatoes, peas, tomato puree, onion',
      title: "Navarin d'Agneau",
      star: 'turnips',
    },
    {
      list: 'braising steak 1kg, dark beer, onions, dijon, thyme, bread',
      title: 'Carbonnade Flamande',
      star: 'dark beer',
    },
    { list: 'flour, butter, eggs, gruyere, milk', title: 'Gougeres', star: 'gruyere' },
  ]
  cases.forEach(check)
})

describe('Greek home dishes', () => {
  const cases: Case[] = [
    {
      list: 'beef mince 500g, cumin, passata, garlic, bread, egg, cinnamon',
      title: 'Soutzoukakia',
      star: 'cumin',
      step: /75 °C/,
    },
    {
      list: 'leeks 1kg, rice, lemon, dill, olive oil, spring onions, feta',
      title: 'Prasorizo',
      star: 'leeks 1kg',
    },
    {
      list: 'white cabbage, rice, tinned tomatoes, onion, olive oil, lemon',
      title: 'Lahanorizo',
      star: 'white cabbage',
    },
    {
      list: 'salt cod, potatoes, garlic, flour, beer, olive oil, vinegar',
      title: 'Bakaliaros Skordalia',
      star: 'salt cod',
      step: /changing the water/,
    },
    {
      list: 'chicken legs, tinned tomatoes, cinnamon stick, onion, spaghetti, red wine, allspice',
      title: 'Kotopoulo Kokkinisto',
      star: 'cinnamon stick',
      step: /75 °C/,
    },
    { list: 'swiss chard, lemon, olive oil, feta', title: 'Horta Vrasta', star: 'swiss chard' },
    {
      list: 'potatoes, tinned tomatoes, onions, olive oil, garlic, oregano, feta',
      title: 'Patates Yiahni',
      star: 'potatoes',
    },
  ]
  cases.forEach(check)
})

// Names a Mediterranean larder is typed with: a tin of tuna or sardines "in oil" is the fish, not
// the oil, and piri-piri is the chilli of Portuguese chicken.
test('tinned fish in oil is the fish, and piri-piri is a chilli', () => {
  expect(matchIngredient('tuna in olive oil').entry?.id).toBe('tuna')
  expect(matchIngredient('sardines in oil').entry?.id).toBe('sardines')
  expect(matchIngredient('piri piri').entry?.id).toBe('chilli')
  expect(matchIngredient('peri peri sauce').entry?.id).toBe('hot sauce')
  const recipe = first('chicken thighs, piri piri, lemon, garlic, olive oil, paprika')
  expect(recipe).toMatch(/^## Frango Piri-Piri$/m)
  expect(recipe).not.toMatch(/Not used: “piri piri”/)
})
