import { expect, test } from 'vitest'
import { plainCuts } from '../lexicon/plain-cuts.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a cook's read (round 12) found: the item a list is plainly about was turned away, though
// a cook of that kitchen names a dish with it.

test('cod with chorizo and chickpeas is one Spanish pan: the chorizo is not turned away', () => {
  const [first] = ideas('cod loins, chorizo, tinned chickpeas, spinach, smoked paprika, garlic', 1)
  expect(first).toMatch(/^## Cod with Chorizo & Chickpeas$/m)
  expect(first).toMatch(/^- Chorizo — /m)
  expect(first).toMatch(/flakes easily/)
  expect(first).not.toMatch(/Not used/)
})

test('horseradish is served with braised beef, not left for another meal', () => {
  const [first] = ideas('beef brisket, onions, carrots, red wine, thyme, potatoes, horseradish', 1)
  expect(first).toMatch(/^## Pot Roast$/m)
  expect(first).toMatch(/the horseradish on the side/)
  expect(first).not.toMatch(/“horseradish”/)
})

test('a moussaka list’s second idea keeps both the aubergine and the white sauce', () => {
  const [, second] = ideas(
    '2 aubergines, minced lamb, onion, tinned tomatoes, cinnamon, milk, flour, butter, parmesan',
    2,
  )
  expect(second).toMatch(/^## Begendili Kofte$/m)
  expect(second).toMatch(/^- Aubergines — 2$/m)
  expect(second).toMatch(/^- Milk — /m)
  expect(second).not.toMatch(/“(?:aubergines|milk|minced lamb)”/)
})

test('plain "beef" on a Korean noodle list is sliced thin for japchae, not stewed for two hours', () => {
  const [first] = ideas(
    'beef, glass noodles, spinach, carrots, soy sauce, sesame oil, garlic, onion',
    1,
  )
  expect(first).toMatch(/^## Japchae$/m)
  expect(first).toMatch(/^- Beef — /m)
  expect(first).toMatch(/Stir-fry the beef, thinly sliced/)
  // Named as a cut, it is that cut: only the animal's name alone may be any cut.
  expect(plainCuts(matchIngredient('stewing beef').named, 'stewing beef')).toBeUndefined()
  expect(plainCuts(matchIngredient('beef').named, 'stewing beef')).toEqual(['beef strips'])
})

test('rajma are dried kidney beans: soaked and boiled hard, unless the visitor says tinned', () => {
  const [dried] = ideas('rajma, onion, tomatoes, ginger, garlic, garam masala, rice', 1)
  expect(dried).toMatch(/^## Rajma$/m)
  expect(dried).toMatch(/^- Rajma \(dried kidney beans\) — \d+ g$/m)
  expect(dried).toMatch(/boil hard for at least 10 minutes/)
  const [tinned] = ideas('tin of rajma, onion, tomatoes, ginger, garlic, garam masala, rice', 1)
  expect(tinned).not.toMatch(/soak/)
})

test('leftover roast chicken with rice and ginger is congee or fried rice, never roasted again', () => {
  const all = ideas('leftover roast chicken, rice, ginger, spring onions, soy')
  expect(all[0]).toMatch(/^## Leftover Chicken Congee$/m)
  expect(all[0]).toMatch(/piping hot all through/)
  expect(all.join('\n')).toMatch(/^## Roast Chicken Fried Rice$/m)
  expect(all.join('\n')).not.toMatch(/^## .*Traybake$/m)
})

test('a Sunday roast list gets roast beef with its Yorkshire puddings and the horseradish on the side', () => {
  const [first] = ideas(
    'topside of beef, potatoes, parsnips, horseradish sauce, flour, eggs, milk',
    1,
  )
  expect(first).toMatch(/^## Roast Beef$/m)
  expect(first).toMatch(/^- Topside of beef — /m)
  expect(first).toMatch(/Yorkshire puddings/)
  expect(first).toMatch(/and the horseradish sauce\.$/m)
  expect(first).not.toMatch(/Not used/)
})

test('steak with chimichurri is seared and sliced, never roasted in a tray with the chimichurri left out', () => {
  const [first = ''] = ideas(
    'skirt steak, chimichurri, parsley, garlic, red wine vinegar, potatoes',
    1,
  )
  expect(first).toMatch(/^## Steak with Chimichurri$/m)
  expect(first).not.toMatch(/Not used: “chimichurri”/)
})

test('"stew beef" names its cut: it is never sliced as strips and seared like steak', () => {
  const stew = matchIngredient('stew beef')
  expect(plainCuts(stew.named, 'stewing beef', stew.display)).toBeUndefined()
  const braising = matchIngredient('braising beef')
  expect(plainCuts(braising.named, 'stewing beef', braising.display)).toBeUndefined()
  const beef = matchIngredient('beef')
  expect(plainCuts(beef.named, 'stewing beef', beef.display)).toEqual(['beef strips'])
})
