import { describe, expect, test } from 'vitest'
import { idea } from '../../../tests/support/first-idea.ts'
import { placeWordNamesAnother, withPlaceWordNamed } from './place-words.ts'

// A cook's read (issue 18): "Soak the prunes … Drain the raisins" in a mrouzia, and a cod with
// chorizo made with butter beans whose method nestles the fish "into the chickpeas".

describe('a step names the food that fills a place, not the one the dish was written for', () => {
  // Mrouzia no longer takes prunes (issue 18, v18b): lamb with prunes is the prune tagine.
  test('prunes with lamb are never called raisins: they make the prune tagine, named as prunes', () => {
    const recipe = idea(
      'lamb neck 800g, prunes, ras el hanout, onion, honey, almonds, couscous, coriander',
      /Lamb Tagine with Prunes/,
    )
    expect(recipe).toMatch(/with the prunes/)
    expect(recipe).not.toMatch(/raisins/i)
  })

  test('butter beans in a cod with chorizo are never called chickpeas, in the method or its tips', () => {
    const recipe = idea(
      'cod loin 2, chorizo, butter beans tin, cherry tomatoes, smoked paprika, spinach, garlic',
      /Cod with Chorizo/,
    )
    expect(recipe).toMatch(/Nestle the cod loin into the butter beans/)
    expect(recipe.split('### Ingredients')[1]).not.toMatch(/chickpea/i)
  })

  test('a word that is part of another food, or of the visitor’s own food, stays', () => {
    const steps = withPlaceWordNamed(
      ['Season the white fish and the fish with lime.', 'Stir in the fish sauce.'],
      'fish',
      ['cod'],
    )
    expect(steps[0]).toBe('Season the white fish and the {fish} with lime.')
    expect(steps[1]).toBe('Stir in the fish sauce.')
    expect(withPlaceWordNamed(['Brown the beef ribs.'], 'beef', ['short ribs'])).toEqual([
      'Brown the beef ribs.',
    ])
  })

  test('a step written for either food is left as it is', () => {
    const step = 'Simmer until soft: 20–25 minutes for yam, 15 for sweet potato.'
    expect(withPlaceWordNamed([step], 'yam', ['sweet potato'])).toEqual([step])
  })

  test('fats and the parts of a food keep their word; a place its food is named for is not renamed', () => {
    expect(placeWordNamesAnother('butter', ['oil'])).toBe(false)
    expect(placeWordNamesAnother('yolk', ['egg'])).toBe(false)
    expect(placeWordNamesAnother('chicken', ['chicken thighs'])).toBe(false)
    expect(placeWordNamesAnother('raisins', ['prunes'])).toBe(true)
  })

  test('a key that is an ordinary word, not a food, is only ever its {key}: "3–4 minutes a side"', () => {
    expect(placeWordNamesAnother('side', ['plantain'])).toBe(false)
    expect(placeWordNamesAnother('serve', ['cream'])).toBe(false)
    // Kinds of food still name the visitor's: "the meat" is their lamb.
    expect(placeWordNamesAnother('meat', ['lamb'])).toBe(true)
    const recipe = idea(
      'ackee, callaloo, plantain, onion, scotch bonnet, thyme',
      /Ackee and Callaloo/,
    )
    expect(recipe).toMatch(/fry it in a little oil for 3–4 minutes a side,/)
  })
})

test('a hyphenated food name keeps its word: "black-eyed beans" is never "black-eyed black eyed peas"', () => {
  const [step] = withPlaceWordNamed(['Curry of potatoes with black-eyed beans.'], 'beans', [
    'black eyed peas',
  ])
  expect(step).toBe('Curry of potatoes with black-eyed beans.')
})
