import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea, ideas } from '../../../tests/support/first-idea.ts'
import { COMPILED_CLASSICS } from './compiled-classics.ts'

// What the twenty-eighth blind cook's read found in composed recipes: an item cooked by the
// chef's own step then handled as raw, a second main protein bought beside the list's own, a
// step written for every form of a food, and headers that disagree with their method.

test('frozen cassava, coconut, chilli and curry leaves make kappa puzhukku, boiled then mashed', () => {
  const recipe = firstIdea(
    'frozen cassava 1kg, grated coconut, green chillies, shallots, curry leaves, turmeric, mustard seeds, coconut oil',
  )
  expectDish(recipe, 'Kappa Puzhukku', /coconut/i)
  expect(recipe).toMatch(/comes peeled from the freezer/)
  expect(recipe).toMatch(/boil for 20–25 minutes/)
  expect(recipe).toMatch(/raw or undercooked cassava contains natural toxins/)
})

test('cassava boiled by its treatment is never added later as the frozen cassava', () => {
  const list =
    'frozen cassava 1kg, grated coconut, green chillies, shallots, curry leaves, turmeric, mustard seeds, coconut oil'
  for (const recipe of ideas(list)) {
    const method = recipe.slice(recipe.indexOf('### Method'), recipe.indexOf('### Notes'))
    const steps = method.split('\n').filter((line) => /^\d+\./.test(line))
    // Only the step that boils it may speak of it as it came from the freezer.
    expect(steps.slice(1).join('\n')).not.toMatch(/frozen cassava/i)
    expect(recipe).toMatch(/raw or undercooked cassava contains natural toxins/)
  }
  const frita = firstIdea('frozen cassava, pork belly, cabbage, salsa')
  expect(frita).toMatch(/fry the cassava/)
  expect(frita).not.toMatch(/fry the frozen cassava/)
})

test('smoked fish and dried shrimp are an okra soup’s protein: no stewing beef is bought', () => {
  const recipe = firstIdea(
    'okra 500g, smoked mackerel, dried shrimp, palm oil, onion, scotch bonnet, Maggi cubes',
  )
  expectDish(recipe, 'Okra Soup', /smoked mackerel/i)
  expect(recipe).not.toMatch(/beef/i)
  expect(recipe).toMatch(/Serves 2 · 35 minutes/)
  // Smoked fish is cooked already: it is heated through, not cooked through.
  expect(recipe).toMatch(/smoked mackerel in pieces \(it is cooked already\)[^.]*until hot through/)
  // The visitor's own meat still goes in, and with nothing to stand in for it the beef is bought.
  const beef = firstIdea('okra, stewing beef, onion, palm oil, scotch bonnet')
  expect(beef).toMatch(/simmer it in the beef stock with a pinch of salt for 45 minutes/)
  const plain = firstIdea('okra, onion, palm oil, ugu')
  expect(plain).toMatch(/Stewing beef — 300 g \*\(extra\)\*/)
})

test('a place bought unless others are filled names usual places of its own dish', () => {
  for (const classic of COMPILED_CLASSICS) {
    const keys = new Set(classic.dish.ingredients.map((item) => item.key))
    for (const item of classic.dish.ingredients) {
      // A place's own minutes come off when it is left empty: only a place that can be left
      // empty (usual and stood in for, or optional) may carry them.
      if (item.ownMinutes !== undefined && item.boughtUnless === undefined)
        expect(item.need, `${classic.dish.id} ${item.key}`).toBe('optional')
      if (item.boughtUnless === undefined) continue
      expect(item.need, `${classic.dish.id} ${item.key}`).toBe('usual')
      for (const key of item.boughtUnless ?? []) expect(keys.has(key), key).toBe(true)
    }
  }
})

test('falafel tells the cook only how to prepare the beans they have', () => {
  const favas = idea(
    'dried peeled fava beans 250g, fresh dill, parsley, corriander, garlic 6 cloves, onion, cumin, green chili',
    /Falafel/,
  )
  expect(favas).toMatch(/Soak them in plenty of cold water for 12–24 hours/)
  expect(favas).not.toMatch(/[Tt]inned|frozen/)
  expect(favas).not.toMatch(/or broad beans/)
  const tinned = idea(
    'plain yoghurt 1kg, rice, canned chickpeas, egg, dried mint, onion, butter',
    /Falafel/,
  )
  expect(tinned).toMatch(/Drain them, slip off any tough skins and pat them dry/)
  expect(tinned).not.toMatch(/12–24 hours|[Dd]ried \(/)
})

test('canned chickpeas are never sent to falafel, which grinds its chickpeas soaked but raw', () => {
  for (const recipe of ideas(
    'plain yoghurt 1kg, rice, canned chickpeas, egg, dried mint, onion, butter',
  ))
    expect(recipe).not.toMatch(/chickpeas” — [^\n]*would suit Falafel/)
})

test('pil-pil’s header gives the soak its method gives: 36–48 hours, not a day', () => {
  const recipe = idea('leeks, potatos, carrot, salt cod, olive oil, garlic', /Pil-Pil/)
  expect(recipe).toMatch(/Start two days ahead: soak the salt fish[^.]*for 36–48 hours/)
  expect(recipe).toMatch(/plus 36–48 hours soaking/)
  expect(recipe).not.toMatch(/plus a day of soaking/)
})

test('spas of rice promises no flour it does not use and is timed for rice, not wheat berries', () => {
  const rice = firstIdea(
    'plain yoghurt 1kg, rice, canned chickpeas, egg, dried mint, onion, butter',
  )
  expectDish(rice, 'Spas', /yoghurt/i)
  expect(rice).not.toMatch(/flour/)
  expect(rice).toMatch(/Serves 2 · 35 minutes/)
  expect(rice).not.toMatch(/300 ml should remain/)
  const wheat = firstIdea('yogurt, wheat berries, egg, onion, butter, dried mint, flour')
  expect(wheat).toMatch(/egg and a little flour/)
  expect(wheat).toMatch(/Serves 2 · 1 hour 10 minutes/)
})
