import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep of sibling dishes (issue 18, session 26a): lists where a cook of
// the kitchen sees at once WHICH of two close dishes it is, typed the way families type them, with
// only what they bought. The general causes: an essential a home cook takes for granted (onions,
// fish sauce, the table lime), a place narrower than the form the family buys (pouch tomato
// sauce, tomato paste, a piece of belly, long beans, plain rice), a side or stock counted as part
// of the dish, a regional item not read, and a sibling the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('banana blossom is read as what it is', () => {
  expect(readAs('banana blossom')).toBe('banana blossom')
  expect(readAs('puso ng saging')).toBe('banana blossom')
  expect(readAs('banana flower')).toBe('banana blossom')
})

test('goat with liver spread, pouch tomato sauce, cheese and olives is a goat kaldereta', () => {
  const recipe = first('goat meat 1kg, liver spread, tomato sauce, grated cheese, green olives')
  expectDish(recipe, 'Goat Kaldereta', /goat/i)
  expect(recipe).toMatch(/liver spread/i)
})

test('chicken with peanut butter and tomato paste is a groundnut stew that uses the cabbage', () => {
  const recipe = first('chicken, peanut butter, tomato paste, sweet potato, cabbage')
  expectDish(recipe, 'Chicken Groundnut Stew', /peanut butter/i)
  expect(recipe).toMatch(/cabbage/i)
  expect(recipe).not.toMatch(/stock.*\(extra\)/i)
})

test('puy lentils with a piece of smoked belly are petit sale aux lentilles', () => {
  expectDish(
    first('puy lentils, smoked pork belly, carrots, onion'),
    'Petit Sale aux Lentilles',
    /pork belly/i,
  )
})

test('beef with paprika and caraway is a goulash though the onions were not typed', () => {
  const recipe = first('beef chuck, paprika, potatoes, caraway seeds, carrots, peppers')
  expectDish(recipe, 'Hungarian Goulash', /caraway/i)
  expect(recipe).toMatch(/Onion.*\(extra\)/)
})

test('beef, paprika and onions alone are a beef porkolt, named for the beef', () => {
  const recipe = first('beef chuck, paprika, onions')
  expectDish(recipe, 'Beef Porkolt', /beef chuck/i)
  expect(recipe).not.toMatch(/egg noodles|gnocchi/i)
})

test('chorizo with a choricero pepper is patatas a la riojana, the choricero soaked', () => {
  const recipe = first('potatoes, chorizo, choricero pepper, paprika')
  expectDish(recipe, 'Patatas a la Riojana', /choricero/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).not.toMatch(/bell pepper/i)
})

test('lamb neck chops with kidneys are a lancashire hotpot made with water, not kuurdak', () => {
  const recipe = first('lamb neck chops, potatoes, onions, lambs kidneys')
  expectDish(recipe, 'Lancashire Hotpot', /kidneys/i)
  expect(recipe).not.toMatch(/stock/i)
})

test('flank steak with limes, onions and garlic is vaca frita, boiled, shredded and fried crisp', () => {
  const recipe = first('flank steak 2lb, limes, onions, garlic')
  expectDish(recipe, 'Vaca Frita', /flank steak/i)
  expect(recipe).toMatch(/shred/i)
  expect(recipe).toMatch(/crisp/i)
})

test('a stewing beef list with lime and onion is vaca frita, never ropa vieja without its tomato', () => {
  const recipe = first('stewing beef, limes, onion, garlic, rice')
  expectDish(recipe, 'Vaca Frita', /stewing beef/i)
})

test('ropa vieja keeps its peppers and tomato sauce from vaca frita', () => {
  expectDish(
    first('flank steak, bell peppers, tomato sauce, onion, green olives'),
    'Ropa Vieja',
    /flank steak/i,
  )
})

test('oxtail, peanut butter, eggplant and long beans are kare-kare with the sitaw', () => {
  const recipe = first('oxtail, peanut butter, eggplant, long beans')
  expectDish(recipe, 'Kare-Kare', /long beans/i)
})

test('pork with banana blossom and peanut butter is kare-kare', () => {
  const recipe = first('pork, banana blossom, peanut butter')
  expectDish(recipe, 'Kare-Kare', /banana blossom/i)
})

test('pork belly, eggs and coconut water are thit kho, the fish sauce bought', () => {
  const recipe = first('pork belly, eggs, coconut water')
  expectDish(recipe, 'Thit Kho Trung', /coconut water/i)
  expect(recipe).toMatch(/Fish sauce.*\(extra\)/)
})

test('urad dal with kidney beans, butter and cream is dal makhani', () => {
  const recipe = first('urad dal, kidney beans, butter, cream')
  expectDish(recipe, 'Dal Makhani', /urad/i)
  expect(recipe).toMatch(/soak/i)
})

test('chicken, berbere and eggs are doro wat though the onions were not typed', () => {
  expectDish(first('chicken, berbere, eggs'), 'Doro Wat', /berbere/i)
})

test('ditalini and borlotti with fresh tomatoes are pasta e fagioli, not a tomato pasta', () => {
  const recipe = first('ditalini, borlotti beans, tomatoes')
  expectDish(recipe, 'Pasta e Fagioli', /tomatoes/i)
})

test('aubergine with kashk and onion is kashke bademjan without walnuts bought', () => {
  const recipe = first('aubergine, kashk, onion')
  expectDish(recipe, 'Kashke Bademjan', /kashk/i)
  expect(recipe).not.toMatch(/walnut/i)
})

test('rabbit, plain rice, green beans and saffron are a paella valenciana', () => {
  expectDish(first('rabbit, rice, green beans, saffron'), 'Paella Valenciana', /rabbit/i)
})

test('haddock and prawns under bought or leftover mash are a fish pie, the mash only warmed', () => {
  const recipe = first('haddock, prawns, mashed potato, cheese')
  expectDish(recipe, 'Fish Pie', /haddock/i)
  expect(recipe).not.toMatch(/Peel the mashed potato/i)
  expect(recipe).not.toMatch(/Meanwhile, put/)
})

test('chicken, carrots, celery and onion stay a chicken soup or stew, not a caldo without its lime', () => {
  expect(first('chicken, carrots, celery, onion')).not.toMatch(/^## Caldo de Pollo$/m)
})

test('a Thai curry typed by its colour or name alone is read as its paste', () => {
  expect(readAs('green curry')).toBe('thai curry paste')
  expect(readAs('red curry')).toBe('thai curry paste')
  expect(readAs('massaman')).toBe('thai curry paste')
  expect(readAs('panang')).toBe('thai curry paste')
})

test('beef, massaman, potatoes and peanuts are a massaman curry, the coconut milk bought', () => {
  const recipe = first('beef, massaman, potatoes, peanuts')
  expectDish(recipe, 'Massaman Curry', /peanuts/i)
  expect(recipe).toMatch(/Coconut milk.*\(extra\)/)
})

test('goat with guajillo, ancho and cinnamon is birria though no vinegar was typed', () => {
  const recipe = first('goat, guajillo, ancho, cinnamon')
  expectDish(recipe, 'Birria', /goat/i)
  expect(recipe).not.toMatch(/vinegar/i)
})

test('thin steaks with onions and lime stay a steak, never boiled two hours for vaca frita', () => {
  expect(first('thin beef steaks, 3 onions, garlic, rice, lime, cucumber')).not.toMatch(
    /^## Vaca Frita$/m,
  )
})

test('humba takes the dried banana blossoms a Visayan family adds, now that they are read', () => {
  const recipe = first(
    'pork belly, soy sauce, brown sugar, vinegar, star anise, banana blossoms, black beans',
  )
  expectDish(recipe, 'Pork Humba', /banana blossom/i)
})
