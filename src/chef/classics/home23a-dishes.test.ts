import { expect, test } from 'vitest'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep of Europe (issue 18, session 23a): Italy's, Spain's, France's and
// Germany's regions, the Low Countries, the Alps, the Nordics, central and eastern Europe, the
// Balkans, Greece and the British Isles, typed blind as families there type them. The general
// causes: words the reader did not know (or misread), a usual item a family leaves out, a common
// family addition the dish had no place for, and dishes a cook of the region expects that the
// library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('German, Dutch and Canarian shop words are read as what they are', () => {
  expect(readAs('grünkohl')).toBe('kale')
  expect(readAs('gruenkohl')).toBe('kale')
  expect(readAs('pinkel')).toBe('sausage')
  expect(readAs('kassler')).toBe('gammon steak')
  expect(readAs('mojo rojo')).toBe('mojo sauce')
  expect(readAs('mojo picon')).toBe('mojo sauce')
})

test('bought mojo carries the sulphites of its wine vinegar', () => {
  expect(allergensOf(lexiconEntry('mojo sauce'))).toEqual(['sulphites'])
})

test('"to serve" names no food: "chips to serve" is never read as pork', () => {
  expect(readAs('chips to serve')).not.toBe('pork shoulder')
  expect(readAs('crusty bread to serve')).toBe('baguette')
})

test('beef, brown beer, onions and speculoos are a carbonnade flamande', () => {
  const recipe = first(
    'stewing beef, brown beer, onions, speculoos, mustard, bay leaves, chips to serve',
  )
  expectDish(recipe, 'Carbonnade Flamande', /stewing beef/i)
  expect(recipe).toMatch(/speculoos/i)
  expect(recipe).not.toMatch(/pork/i)
})

test('grünkohl with pinkel and kassler is Grünkohl mit Pinkel', () => {
  expectDish(first('grünkohl, pinkel, kassler, onions, oats'), 'Gruenkohl mit Pinkel', /pinkel/i)
})

test('kale, potatoes and rookworst are the Dutch stamppot, milk or not', () => {
  expectDish(
    first('curly kale, potatoes, rookworst'),
    'Stamppot Boerenkool met Rookworst',
    /rookworst/i,
  )
})

test('colcannon needs no milk bought: potatoes, cabbage, butter and scallions', () => {
  const recipe = first('potatoes, cabage, butter, scallions')
  expectDish(recipe, 'Colcannon', /scallions/i)
  expect(recipe).not.toMatch(/^- Milk/m)
  expect(recipe).toMatch(/Soften the scallions/)
})

test('pierogi ruskie take the bacon a Polish family fries over them', () => {
  const recipe = first('potatoes, twarog, onion, flour, egg, sour cream, streaky bacon')
  expectDish(recipe, 'Pierogi Ruskie', /twarog/i)
  expect(recipe).toMatch(/bacon/i)
})

test('potatoes, bryndza and bacon are bryndzove halusky, the flour bought', () => {
  const recipe = first('potatoes, bryndza, bacon')
  expectDish(recipe, 'Bryndzove Halusky', /bryndza/i)
  expect(recipe).toMatch(/flour/i)
})

test('filo with sirene, eggs and yoghurt is Bulgarian banitsa', () => {
  expectDish(first('filo pastry, sirene, eggs, yoghurt'), 'Banitsa', /sirene/i)
})

test('gemista buys no passata: the scooped tomato flesh is its sauce', () => {
  const recipe = first('tomatoes, rice, onion, parsley')
  expectDish(recipe, 'Gemista', /tomatoes/i)
  expect(recipe).not.toMatch(/passata/i)
})

test('small potatoes, coarse salt and a jar of mojo are papas arrugadas', () => {
  const recipe = first('small potatoes, coarse sea salt, mojo rojo')
  expectDish(recipe, 'Papas Arrugadas con Mojo', /mojo/i)
  expect(recipe).toMatch(/wrinkled/)
})

test('frozen cod, potatoes, onion, milk and rye bread are plokkfiskur, thawed first', () => {
  const recipe = first('frozen cod fillets, potatoes, onion, milk, butter, flour, rye bread')
  expectDish(recipe, 'Plokkfiskur', /cod/i)
  expect(recipe).toMatch(/thaw|defrost/i)
  expect(recipe).toMatch(/opaque all through/)
})

test('pork shoulder with its rind, dark beer and caraway is a Bavarian Schweinebraten', () => {
  const recipe = first('pork shoulder with rind, dark beer, onions, caraway')
  expectDish(recipe, 'Schweinebraten', /pork shoulder/i)
  expect(recipe).toMatch(/crackles/)
})

test('potatoes, butter, bacon and gruyère are a rösti', () => {
  expectDish(first('potatos, butter, bacon, gruyere'), 'Rosti', /bacon/i)
})

test('rösti does not take egg and chips: eggs, potatoes, butter and ketchup', () => {
  expect(first('eggs, potatoes, bread and butter, ketchup, old lettuce')).toMatch(
    /^## Egg and Chips$/m,
  )
})

test('rösti does not take the mash: potatoes, butter and milk are still mashed potatoes', () => {
  expect(first('potatoes, butter, milk')).toMatch(/^## Mashed Potatoes$/m)
})

test('stale rolls, speck, eggs and broth are canederli', () => {
  const recipe = first('stale bread rolls, speck, eggs, milk, chives, beef broth')
  expectDish(recipe, 'Canederli', /speck/i)
  expect(recipe).toMatch(/beef broth/i)
})

test('canederli do not take French toast: bread, eggs, milk and bacon', () => {
  expect(first('bread, eggs, milk, bacon')).toMatch(/^## French Toast/m)
})

test('anchovies, garlic, butter, oil and raw vegetables are bagna cauda', () => {
  const recipe = first('anchovies in oil, garlic, butter, olive oil, red peppers, celery, cardoons')
  expectDish(recipe, 'Bagna Cauda', /anchovies/i)
  expect(recipe).toMatch(/never letting it fry/)
})

test('bagna cauda does not take a pasta: anchovies, garlic, chilli and spaghetti', () => {
  expect(first('anchovies, garlic, olive oil, spaghetti, chilli')).not.toMatch(/Bagna Cauda/)
})

test('suluguni, eggs, flour and yoghurt are the quick imeruli khachapuri, no yeast needed', () => {
  const recipe = first('suluguni, mozzarella, eggs, flour, yoghurt, butter')
  expectDish(recipe, 'Imeruli Khachapuri', /suluguni/i)
  expect(recipe).not.toMatch(/yeast/i)
})

test('"pickels" is still a jar of pickles now that pinkel is a word', () => {
  expect(readAs('pickels')).toBe('gherkins')
})
