import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'
import { withCuredPorkPink } from './cured-pork-steps.ts'

// A blind cook's read of twelve named kitchens (issue 18, read 32): the general causes behind
// what it found, safety first: cautions missing or contradicted, regional words not read, dishes
// a cook of the kitchen names first, and template text a cook laughs at.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('smoked or cured pork in a place written for fresh pork goes by the heat, never "no pink"', () => {
  const steps = withCuredPorkPink(
    [
      'Cover and cook for 25 minutes, until the pork is tender (no pink at the centre) and the celery soft.',
      'Fry the {pork} for 5 minutes, until no pink remains.',
      'Fry the chicken and the {pork} until cooked through with no pink left.',
    ],
    'pork',
  )
  expect(steps[0]).toMatch(
    /tender \(piping hot right through, 70 °C: smoked or cured pork stays pink\)/,
  )
  expect(steps[1]).toMatch(/until piping hot right through/)
  // The chicken still needs its cue.
  expect(steps[2]).toMatch(/no pink left/)
  const recipe = idea(
    'pearl barley, dried borlotti beans, smoked pork ribs, carrot, celeriac, bay leaves',
    /Hirino/,
  )
  expect(recipe).not.toMatch(/no pink/)
})

test('dried beans the chef soaked and boiled are never told "(tinned: drained and rinsed)"', () => {
  const recipe = first(
    'pearl barley, dried borlotti beans, smoked pork ribs, carrot, celeriac, bay leaves',
  )
  expectDish(recipe, 'Ricet', /borlotti/i)
  expect(recipe).toMatch(/soak/)
  expect(recipe).not.toMatch(/\(tinned/)
})

test('a habanero or scotch bonnet blended into a sauce gets a heat caution', () => {
  const recipe = idea(
    'hard boiled eggs, pepitas, epazote, tomatoes, habanero, corn tortillas',
    /Chilaquiles/,
  )
  expect(recipe).toMatch(/Go carefully with the habaneros?, among the hottest chillies/)
  // A dish whose own tip speaks of the heat says it once.
  const jollof = idea(
    'frozen chicken thighs, raw peanuts 200g, tomatos, onion, garlic, piri piri, rice',
    /Jollof/,
  )
  expect(jollof.match(/hottest chillies|fierce/g)?.length).toBe(1)
})

test('raw peanuts ground for a sauce are roasted first', () => {
  const recipe = first(
    'frozen chicken thighs, raw peanuts 200g, tomatos, onion, garlic, piri piri, rice',
  )
  expect(recipe).toMatch(/roast raw ones in a dry pan/)
})

test('regional words for minced meat, syrup, sausage, cured pork and garlic greens are read', () => {
  expect(readAs('jauheliha 400g')).toBe('beef mince')
  expect(readAs('sika-nauta jauheliha')).toBe('pork and beef mince')
  expect(readAs('köttfärs')).toBe('beef mince')
  expect(readAs('blandfärs')).toBe('pork and beef mince')
  expect(readAs('dark syrup')).toBe('golden syrup')
  expect(readAs('tumma siirappi')).toBe('golden syrup')
  expect(readAs('salsiccia fresca')).toBe('sausage')
  expect(readAs('chinese smoked bacon')).toBe('chinese bacon')
  expect(readAs('la rou')).toBe('chinese bacon')
  expect(readAs('garlic shoots')).toBe('green garlic')
  expect(readAs('garlic scapes')).toBe('garlic scapes')
  // Plain garlic and bacon stay what they were.
  expect(readAs('garlic')).toBe('garlic')
  expect(readAs('smoked streaky bacon')).toBe('bacon')
})

test('salsiccia keeps its Italian name, never the Portuguese salsichas', () => {
  const recipe = first(
    'malloreddus, salsiccia fresca, passata, saffron, pecorino sardo, onion, basil',
  )
  expectDish(recipe, 'Malloreddus alla Campidanese', /salsiccia fresca/i)
  expect(recipe).not.toMatch(/salsich|frescas/i)
})

test('white cabbage, minced meat, rice, dark syrup and marjoram bake as kaalilaatikko', () => {
  const recipe = first(
    'white cabbage, jauheliha 400g, rice, dark syrup, marjoram, butter, lingonberry jam',
  )
  expectDish(recipe, 'Kaalilaatikko', /jauheliha/i)
  expect(recipe).not.toMatch(/Vegetarian|maple/i)
  expect(recipe).toMatch(/simmer it in the water for 15 minutes/)
})

test('Chinese smoked bacon with garlic shoots is the Hunan stir-fry, the shoots never garlic cloves', () => {
  const recipe = first(
    'chinese smoked bacon, garlic shoots, dried red chillies, fermented black beans, light soy, rice',
  )
  expectDish(recipe, 'Hunan Smoked Pork with Garlic Shoots', /garlic shoots/i)
  expect(recipe).not.toMatch(/cloves|rashers|no pink/i)
})

test('okra, a lamb shank and dried limes are bamia, the shank kept whole', () => {
  const recipe = first('frozen okra, lamb shank, tomato paste, garlic, dried limes, basmati rice')
  expectDish(recipe, 'Bamia', /okra/i)
  expect(recipe).toMatch(/dried lime/i)
  expect(recipe).toMatch(/whole on the bone/)
})

test('a paste in a place measured "a pinch" for a dry spice is spooned: harissa is never a pinch', () => {
  const recipe = first(
    'dried white beans, tomato paste, garlic, cumin, paprika, harissa, olive oil, bay leaf',
  )
  expectDish(recipe, 'Loubia', /white beans/i)
  expect(recipe).toMatch(/Harissa — 2 tsp/)
})

test('a place filled by many things takes "are": "the chicken thighs are cooked"', () => {
  const recipe = idea(
    // (The groundnut list it was found on now gives the groundnut soup, which takes chicken.)
    'frozen chicken thighs, tomatos, onion, garlic, ginger, scotch bonnet',
    /Light Soup/,
  )
  expect(recipe).toMatch(/the chicken thighs are cooked/)
  expect(recipe).not.toMatch(/thighs is/)
})

test('beans cooked from dry keep no mugful of liquid for a dish that never uses it', () => {
  const recipe = idea(
    'dried white beans, tomato paste, garlic, cumin, paprika, harissa, olive oil, bay leaf',
    /Dip/,
  )
  expect(recipe).not.toMatch(/mugful/)
})

test('the Kerala fish curry reads as a cook writes it', () => {
  const recipe = first(
    'seer fish 500g, kudampuli, kashmiri chilli powder, small onions, ginger, curry leaves, coconut oil, fenugreek seeds',
  )
  expectDish(recipe, 'Kerala Red Fish Curry', /seer fish/i)
  expect(recipe).not.toMatch(/kudampuli \(kudampuli\)|\. then|soaked sour/)
})
