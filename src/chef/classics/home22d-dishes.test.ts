import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 22d): Europe's regions and the Jewish kitchens,
// typed blind as families there type them. The general causes: words the list reader did not
// know (or read as something else), places narrower than the family's version, and dishes a cook
// of the region expects that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('blood sausage under its German, Polish, Dutch and Estonian names is black pudding', () => {
  expect(readAs('blutwurst')).toBe('black pudding')
  expect(readAs('kaszanka')).toBe('black pudding')
  expect(readAs('bloedworst')).toBe('black pudding')
  expect(readAs('verivorst')).toBe('black pudding')
  expect(readAs('boudin noir')).toBe('black pudding')
})

test('a Belgian brown beer is beer, never salad leaves', () => {
  expect(readAs('leffe brune')).toBe('beer')
  expect(readAs('leffe')).toBe('beer')
  expect(readAs('dark beer')).toBe('beer')
  expect(readAs('brown ale')).toBe('beer')
})

test('typed slips and a Jewish butcher’s cut are read', () => {
  expect(readAs('sourcream')).toBe('sour cream')
  expect(readAs('pearl barely')).toBe('pearl barley')
  expect(readAs('flanken')).toBe('short ribs')
})

test('leftover roast potatoes are still potatoes, not leftover beef', () => {
  expect(readAs('leftover roast potatoes')).not.toBe('roast beef')
})

test('potatoes, apples and blutwurst are Himmel und Erde', () => {
  expectDish(first('potatoes, apples, blutwurst, onions'), 'Himmel und Erde', /blutwurst/i)
})

test('beef chuck braised in Leffe Brune with mustard bread is a carbonnade', () => {
  expectDish(
    first('beef chuck, onions, leffe brune, bread, mustard, brown sugar, chips'),
    'Carbonnade Flamande',
    /leffe brune/i,
  )
})

test('chicken thighs, paprika and sourcream are chicken paprikash', () => {
  expectDish(
    first('chicken thighs, onion, sweet paprika, sourcream'),
    'Chicken Paprikash',
    /chicken thighs/i,
  )
})

test('choucroute takes the smoked pork loin an Alsatian family buys', () => {
  const recipe = first('sauerkraut, smoked pork loin, frankfurter sausages, potatoes, riesling')
  expectDish(recipe, 'Choucroute Garnie', /pork loin/i)
  expect(recipe).toMatch(/Bury the pork loin/)
})

test('daube provençale with orange peel and olives keeps its Sunday pasta', () => {
  const recipe = first(
    'beef chuck, red wine, black olives, orange peel, carrots, tinned tomatoes, pasta',
  )
  expectDish(recipe, 'Daube Provencale', /orange peel/i)
  expect(recipe).toMatch(/macaronade/)
  expect(recipe).not.toMatch(/Not used: “[^”]*pasta/i)
})

test('daube without pasta says nothing of a macaronade', () => {
  const recipe = first('beef chuck, red wine, black olives, orange, carrots, tinned tomatoes')
  expectDish(recipe, 'Daube Provencale', /beef chuck/i)
  expect(recipe).not.toMatch(/macaronade/)
})

test('banitsa is made without bicarbonate, as many Bulgarian families make it', () => {
  const recipe = first('filo pastry, sirene, eggs, yogurt, butter')
  expectDish(recipe, 'Banitsa', /sirene/i)
  expect(recipe).not.toMatch(/bicarbonate/i)
})

test('sour-cherry varenyky take a kefir dough', () => {
  const recipe = first('flour, sour cherries, sugar, kefir')
  expectDish(recipe, 'Varenyky z Vyshnyamy', /sour cherries/i)
  expect(recipe).toMatch(/kefir in place of the water/)
})

test('flanken, dried beans, barley and potatoes are cholent, the beans soaked first', () => {
  const recipe = first('flanken, dried beans, pearl barely, potatoes')
  expectDish(recipe, 'Cholent', /flanken/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/overnight/i)
})

test('cholent buries its eggs only when the family has them', () => {
  expect(first('short ribs, kidney beans tin, pearl barley, potatoes, eggs')).toMatch(
    /eggs, washed, whole in their shells/,
  )
  expect(first('short ribs, kidney beans tin, pearl barley, potatoes')).not.toMatch(/shelled/)
})

test('chicken livers, boiled eggs and schmaltz are chopped liver, the livers cooked through', () => {
  const recipe = first('chicken livers, onions, hard boiled eggs, schmaltz')
  expectDish(recipe, 'Chopped Liver', /chicken livers/i)
  expect(recipe).toMatch(/no pink left in the middle/)
  expect(recipe).not.toMatch(/Hard-boil/)
})

test('chopped liver hard-boils raw eggs', () => {
  const recipe = first('chicken livers, onions, eggs, schmaltz')
  expectDish(recipe, 'Chopped Liver', /chicken livers/i)
  expect(recipe).toMatch(/Hard-boil the eggs/)
})

test('pork mince bound with oats and milk is Danish frikadeller', () => {
  expectDish(first('pork mince, onion, egg, oats, milk'), 'Frikadeller', /oats/i)
})

test('frikadeller leave the German bread-roll patties and pelmeni alone', () => {
  expect(first('pork mince, beef mince, bread roll, egg, onion, mustard')).not.toMatch(
    /^## Frikadeller$/m,
  )
  expect(first('pork and beef mince, flour, egg, onion, sour cream')).not.toMatch(
    /^## Frikadeller$/m,
  )
})

test('frozen haddock with potato flour and milk is fiskekaker, thawed first', () => {
  const recipe = first('frozen haddock fillets, potato flour, milk, nutmeg, egg')
  expectDish(recipe, 'Fiskekaker', /haddock/i)
  expect(recipe).toMatch(/thaw/i)
})

test('fiskekaker need the milk: cod and cornflour with soy is no Norwegian fish cake', () => {
  expect(first('cod fillets, cornflour, soy sauce, ginger, spring onions')).not.toMatch(
    /^## Fiskekaker$/m,
  )
})

test('beef mince with potato starch, milk and gravy mix is kjøttkaker in brown sauce', () => {
  const recipe = first(
    'beef mince, potato starch, milk, onion, brown gravy mix, potatoes, lingonberry jam',
  )
  expectDish(recipe, 'Kjottkaker i Brun Saus', /beef mince/i)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('potatoes, carrots, onions and klapstuk are hutspot', () => {
  const recipe = first('potatoes, carrots, onions, klapstuk, butter')
  expectDish(recipe, 'Hutspot', /klapstuk/i)
  expect(recipe).toMatch(/2½ hours/)
})

test('hutspot without its beef has no beef step', () => {
  const recipe = first('potatoes, carrots, onions, butter, rookworst')
  expectDish(recipe, 'Hutspot', /carrots/i)
  expect(recipe).not.toMatch(/broth of the/)
  expect(recipe).toMatch(/piping hot/)
})

test('puff pastry, feta and sesame are bourekas', () => {
  const recipe = first('puff pastry, feta, eggs, sesame seeds')
  expectDish(recipe, 'Bourekas', /feta/i)
  expect(recipe).toMatch(/sesame seeds/)
  expect(recipe).not.toMatch(/spinach/i)
})

test('bourekas wilt and squeeze the spinach a family adds', () => {
  const recipe = first('puff pastry, feta, spinach, egg')
  expectDish(recipe, 'Bourekas', /spinach/i)
  expect(recipe).toMatch(/squeeze it completely dry/)
})

test('the German frikadellen and Grünkohl lists still find their own dishes', () => {
  expect(ideas('curly kale, potatoes, rookworst', 2).join('\n')).toMatch(
    /^## Stamppot Boerenkool met Rookworst$/m,
  )
})

test('beef, dried chickpeas, eggs in their shells and wheat berries are dafina, soaked first', () => {
  const recipe = first(
    'beef, dried chickpeas, potatoes, eggs in shell, sweet potatoes, wheat berries',
  )
  expectDish(recipe, 'Dafina', /chickpeas/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/Lay the bundle of wheat berries on top/)
})

test('buckwheat with chicken thighs, onion and carrot is grechka, the tomato only when there is some', () => {
  const recipe = first('buckwheat, chicken thighs, onion, carrot')
  expectDish(recipe, 'Grechka po-Kupecheski', /chicken thighs/i)
  expect(recipe).not.toMatch(/tomato/i)
  expect(first('buckwheat, pork shoulder, onion, carrot, tomato puree')).toMatch(
    /Stir in the tomato puree and cook for 2 minutes/,
  )
})

test('mussels with cider and crème fraîche are moules à la normande; with wine, marinières', () => {
  expectDish(first('mussels 1kg, cider, crème fraîche, shallots'), 'Moules a la Normande', /cider/i)
  expectDish(
    first('mussels, white wine, shallots, garlic, butter, cream'),
    'Moules Marinieres',
    /white wine/i,
  )
})
