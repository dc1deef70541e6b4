import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { allergensOfWords } from '../allergens/ingredient-allergens.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { normaliseWords } from '../reading/match-ingredient.ts'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// A blind cook's read of twelve lists (issue 18, fix26a). The general causes: a regional star the
// lexicon could not read (or read as another food) and a dish the library lacked, so a composed
// template took over.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('a regional star is read as itself, and the dish it names is cooked', () => {
  expect(readAs('wadiyan')).toBe('wadiyan')
  expect(readAs('amritsari wadi')).toBe('wadiyan')
  expect(readAs('dill seeds')).toBe('dill seeds')
  expect(readAs('bzaar')).toBe('ras el hanout')

  const wadiyan = first(
    'wadiyan, 3 potatoes, onion, tomatoes, ginger garlic paste, haldi, garam masala, mustard oil',
  )
  expectDish(wadiyan, 'Aloo Wadiyan', /wadiyan/i)
  expect(wadiyan).toMatch(/Add the ginger garlic paste/)

  const mbakbaka = first(
    'lamb pieces, broken spaghetti, tomato paste, onion, chickpeas, bzaar, chili powder, turmeric',
  )
  expectDish(mbakbaka, 'Mbakbaka', /spaghetti/i)
  expect(mbakbaka).not.toMatch(/Rice —/)
  // A visitor who typed the Gulf name is not told it was read as a Moroccan blend.
  expect(mbakbaka).not.toMatch(/I read “bzaar” as/)

  const beads = first(
    'taro, tapioca starch, dried shrimp, dried shiitake, minced pork, garlic, spring onion, soy sauce',
  )
  expectDish(beads, 'Suan Pan Zi', /taro/i)
  expect(beads).toMatch(/Tapioca starch —/)
  expect(beads).toMatch(/Soak the shiitakes/)

  const sumaghiyyeh = first(
    'beef chunks, swiss chard, sumac, tahini, canned chickpeas, garlic, dill seeds, green chili',
  )
  expectDish(sumaghiyyeh, 'Sumaghiyyeh', /sumac/i)
  expect(sumaghiyyeh).not.toMatch(/Not used: “(tahini|dill seeds)/)
})

test("a template's bought sauce follows the list's kitchen: no soy in a red-palm-oil wok, no soy in larb", () => {
  const okra = ideas(
    'okra 300g, red palm oil, dried fish, frozen shrimp, maggi cube, onion, habanero, broken rice',
  )
  for (const recipe of okra) expect(recipe).not.toMatch(/Soy sauce/)
  const larb = first('pork mince, lime, soy sauce, mint, shallot, chilli')
  expectDish(larb, 'Larb Moo', /Fish sauce/)
  expect(larb).not.toMatch(/^- Soy sauce/m)
})

test('a stock typed as a Maggi cube says where the cube went, and carries the soya it holds', () => {
  const [okraSoup] = ideas(
    'okra 300g, red palm oil, dried fish, frozen shrimp, maggi cube, onion, habanero, broken rice',
    1,
  )
  expect(okraSoup).toMatch(/Chicken stock —/)
  expect(okraSoup).toMatch(/Your maggi cube makes the chicken stock/)
  expect(allergensOfWords(lexiconEntry('chicken stock'), normaliseWords('maggi cube'))).toContain(
    'soya',
  )
})

test("the visitor's tomato paste is the tomato of a soup or braise, never a tin bought beside it", () => {
  const ragu = first('lamb shoulder, pasta, tomato paste, onion, carrot')
  expectDish(ragu, 'Slow-Cooked Lamb Ragu', /Tomato paste/)
  expect(ragu).not.toMatch(/tin \*\(extra\)/)
  const minestrone = ideas(
    'pasta mista, 3 potatoes, provola, celery, carrot, onion, parmigiano rind, tomato paste',
  ).find((recipe) => /^## Minestrone$/m.test(recipe))
  expect(minestrone).toMatch(/Tomato paste —/)
  expect(minestrone).not.toMatch(/Not used: “tomato paste”/)
})

test("a dish's text speaks of the food the visitor has, not the one the place was written for", () => {
  const chard = first('pork shoulder, swiss chard, salt, banana leaves')
  expectDish(chard, 'Laulau', /swiss chard/i)
  expect(chard).not.toMatch(/Taro leaves must|taro \(lu'au\) swiss chard|lay 5–6 swiss chard/i)
  expect(chard).not.toMatch(/or banana leaves it/)
  const taro = first('pork shoulder, taro leaves, salt')
  expect(taro).toMatch(/Taro leaves must cook right through/)

  const beans = ideas(
    'dried white beans 500g, 3 onions, sweet paprika, sunflower oil, bay leaves, dried chili',
  )
  for (const recipe of beans) {
    // Beans cooked by the chef's own step are never "drained and rinsed" as from a tin.
    expect(recipe).not.toMatch(/white beans, drained and rinsed/)
  }
  const pasulj = beans.find((recipe) => /^## Pasulj$/m.test(recipe)) ?? ''
  expect(pasulj).toMatch(/in a large pot with half the onions/)
  expect(pasulj).not.toMatch(/\(the rest of it\)/)
})

test('a lean quick-cook cut in a stew is seared, then returned for its last minutes, with a glass of wine', () => {
  const stew = first(
    'pork loin 600g, 3 garlic cloves, white wine, pimenton, potatos, olive oil, bay leaf',
  )
  expect(stew).toMatch(/^## Pork Loin & Potato (Stew|Casserole)$/m)
  expect(stew).toMatch(/Return the meat and simmer for 8–10 minutes more/)
  expect(stew).not.toMatch(/simmer gently for 40 minutes/)
  expect(stew).toMatch(/White wine — 150 ml/)
})
