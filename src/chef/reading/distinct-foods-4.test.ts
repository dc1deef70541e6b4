import { describe, expect, it } from 'vitest'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { avoidConflict, readAvoidItems } from '../allergens/avoid-matcher.ts'
import { entryDiet } from '../allergens/diet-conflicts.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { treatmentFor } from '../planning/treatments.ts'
import { readInKitchen } from './kitchen-readings.ts'
import { matchIngredient } from './match-ingredient.ts'

// Foods a cook's fourth read found listed as another food, or lost (issue 18: no silent swaps).
// Each is read as its own entry (lexicon/rows/distinct-foods-4-rows.ts) or as the food it truly
// is a kind of (sotanghon is glass noodles, pechay a pak choi, speck a cured ham).

const idOf = (item: string) => matchIngredient(item).entry?.id

describe('each food is read as itself, not as the food it was filed under', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    // typed, read as, never as
    ['pastirma', 'pastirma', 'ditalini'],
    ['pastırma', 'pastirma', 'ditalini'],
    ['basturma', 'pastirma', 'ditalini'],
    ['bonito', 'bonito', 'bonito flakes'],
    ['bonito fillets', 'bonito', 'white fish'],
    ['tinned bonito', 'tuna', 'bonito flakes'],
    ['marsala', 'marsala', 'red wine'],
    ['marsala wine', 'marsala', 'white wine'],
    ['kefalotyri', 'kefalotyri', 'parmesan'],
    ['graviera', 'graviera', 'parmesan'],
    ['japanese rice', 'short grain rice', 'jasmine rice'],
    ['sushi rice', 'short grain rice', 'jasmine rice'],
    ['kefir', 'kefir milk', 'yogurt'],
    ['brown sauce', 'brown sauce', 'bbq sauce'],
    ['HP sauce', 'brown sauce', 'bbq sauce'],
    ['steak sauce', 'brown sauce', 'bbq sauce'],
    ['cuttlefish', 'cuttlefish', 'octopus'],
    ['white pepper', 'white pepper', 'black pepper'],
    ['enoki', 'enoki mushrooms', 'shiitake mushrooms'],
    ['porcini', 'porcini', 'shiitake mushrooms'],
    ['dried porcini', 'porcini', 'shiitake mushrooms'],
    ['ceps', 'porcini', 'shiitake mushrooms'],
    ['maitake', 'maitake', 'shiitake mushrooms'],
    ['hen of the woods', 'maitake', 'shiitake mushrooms'],
    ['glass noodles', 'glass noodles', 'rice noodles'],
    ['mung bean noodles', 'glass noodles', 'rice noodles'],
    ['cellophane noodles', 'glass noodles', 'rice noodles'],
    ['banana leaves', 'banana leaves', 'salad leaves'],
    ['almond essence', 'almond extract', 'almonds'],
    ['almond extract', 'almond extract', 'vanilla extract'],
    ['cheese curds', 'cheese curds', 'yogurt'],
    ['buko juice', 'coconut water', 'orange juice'],
    ['old bay', 'old bay', 'cajun seasoning'],
    ['dukkah', 'dukkah', 'ras el hanout'],
    ['verjuice', 'verjuice', 'orange juice'],
    // Mae Ploy makes the curry pastes as well as the sweet chilli sauce: the brand is no food.
    ['green curry paste (mae ploy)', 'thai curry paste', 'sweet chilli sauce'],
    ["patak's", 'curry paste', 'spinach'],
  ]
  it.each(cases)('%s is %s, not %s', (typed, id, not) => {
    expect(idOf(typed)).toBe(id)
    expect(idOf(typed)).not.toBe(not)
  })

  it('keeps the foods the moved names belonged to', () => {
    expect(idOf('bonito flakes')).toBe('bonito flakes')
    expect(idOf('katsuobushi')).toBe('bonito flakes')
    expect(idOf('red wine')).toBe('red wine')
    expect(idOf('parmesan')).toBe('parmesan')
    expect(idOf('jasmine rice')).toBe('jasmine rice')
    expect(idOf('yogurt')).toBe('yogurt')
    expect(idOf('bbq sauce')).toBe('bbq sauce')
    expect(idOf('octopus')).toBe('octopus')
    expect(idOf('pepper')).toBe('black pepper')
    expect(idOf('shiitake')).toBe('shiitake mushrooms')
    expect(idOf('rice vermicelli')).toBe('rice noodles')
    expect(idOf('vanilla extract')).toBe('vanilla extract')
    expect(idOf('cajun seasoning')).toBe('cajun seasoning')
  })
})

describe('foods the chef used to lose are known', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['sotanghon', 'glass noodles'],
    ['bihon', 'rice noodles'],
    ['pechay', 'pak choi'],
    ['pechay baguio', 'cabbage'],
    ['togue', 'beansprouts'],
    ['kamote', 'sweet potato'],
    ['kalabasa', 'butternut squash'],
    ['buko', 'young coconut'],
    ['escarole', 'escarole'],
    ['speck', 'prosciutto'],
    ['natto', 'natto'],
    ['giardiniera', 'giardiniera'],
    ['hotdog', 'sausage'],
    ['hotdogs', 'sausage'],
    ['hot dogs', 'sausage'],
    ['wieners', 'sausage'],
    // trade names and a few more foods a cook's read found lost
    ['ryvita', 'crackers'],
    ['oatly', 'oat milk'],
    ['dolmio', 'passata'],
    ['mccain', 'oven chips'],
    ['branston', 'branston pickle'],
    ['ro-tel', 'canned tomatoes'],
    ['kamaboko', 'eomuk'],
    ['chikuwa', 'eomuk'],
    ['grouper', 'white fish'],
    ['arctic char', 'trout'],
    ['morels', 'morels'],
    ['verjuice', 'verjuice'],
  ]
  it.each(cases)('%s is %s', (typed, id) => {
    expect(matchIngredient(typed).kind).toBe('known')
    expect(idOf(typed)).toBe(id)
  })

  it('a trade name is never read as a slip for another food', () => {
    // "Schwartz" (the spice jars) was lard, "Aunt Bessie's" barley flour: now the visitor's own.
    expect(matchIngredient('Schwartz').entry).toBeUndefined()
    expect(matchIngredient("Aunt Bessie's").entry).toBeUndefined()
    expect(matchIngredient('Schwartz').typos).toBeUndefined()
    expect(matchIngredient('Mae Ploy').entry).toBeUndefined()
  })
})

describe('the new entries carry honest allergens and diet flags', () => {
  const groups = (id: string) => allergensOf(lexiconEntry(id))
  it('the groups a label names', () => {
    expect(groups('cuttlefish')).toContain('molluscs')
    expect(groups('bonito')).toContain('fish')
    expect(groups('marsala')).toContain('sulphites')
    expect(groups('brown sauce')).toContain('gluten')
    expect(entryDiet(lexiconEntry('brown sauce')).glutenFree).toBe(false)
    expect(groups('natto')).toContain('soya')
    expect(groups('old bay')).toEqual(expect.arrayContaining(['celery', 'mustard']))
    expect(groups('giardiniera')).toContain('celery')
    for (const cheese of ['kefalotyri', 'graviera', 'cheese curds'])
      expect(groups(cheese), cheese).toContain('milk')
    expect(groups('glass noodles')).not.toContain('gluten')
    expect(entryDiet(lexiconEntry('glass noodles')).glutenFree).toBe(true)
    expect(groups('banana leaves')).toEqual([])
    expect(groups('dukkah')).toEqual(expect.arrayContaining(['tree-nuts', 'sesame']))
    expect(groups('branston pickle')).toContain('gluten')
  })

  it('almond extract keeps its tree-nut flag, and avoiding almonds avoids it', () => {
    expect(groups('almond extract')).toContain('tree-nuts')
    expect(avoidConflict(lexiconEntry('almond extract'), readAvoidItems(['almonds']))).toBeDefined()
    expect(avoidConflict(lexiconEntry('almond extract'), readAvoidItems(['nuts']))).toBeDefined()
  })

  it('dukkah, no longer a spice blend, is avoided by a hazelnut or sesame allergy', () => {
    expect(avoidConflict(lexiconEntry('dukkah'), readAvoidItems(['hazelnuts']))).toBeDefined()
    expect(avoidConflict(lexiconEntry('dukkah'), readAvoidItems(['sesame']))).toBeDefined()
  })

  it('the Greek cheeses, made with traditional rennet, are not vegetarian', () => {
    expect(entryDiet(lexiconEntry('kefalotyri')).vegetarian).toBe(false)
    expect(entryDiet(lexiconEntry('graviera')).vegetarian).toBe(false)
  })

  it('kefir is milk, no longer yogurt: a dairy-free diet still leaves it out', () => {
    expect(groups('kefir milk')).toContain('milk')
    expect(entryDiet(lexiconEntry('kefir milk')).dairyFree).toBe(false)
  })
})

describe('treatments follow the new entries', () => {
  const treatmentsOf = (item: string) => {
    const entry = matchIngredient(item).entry
    const treatment = entry === undefined ? undefined : treatmentFor(entry, item)
    return treatment === undefined ? [] : [treatment.id]
  }

  it('porcini, sold dried, are soaked unless said fresh', () => {
    expect(treatmentsOf('porcini')).toContain('dried-mushrooms')
    expect(treatmentsOf('dried porcini')).toContain('dried-mushrooms')
    expect(treatmentsOf('fresh porcini')).not.toContain('dried-mushrooms')
    expect(treatmentsOf('enoki')).not.toContain('dried-mushrooms')
  })
})

describe('"bonito" is read by the list', () => {
  const read = (list: readonly string[]) =>
    readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

  it('is the flakes beside kombu, miso or tofu', () => {
    expect(read(['bonito', 'kombu'])[0]).toBe('bonito flakes')
    expect(read(['bonito', 'tofu', 'soy sauce'])[0]).toBe('bonito flakes')
  })

  it('is the fish beside lemon and potatoes, or soy sauce alone', () => {
    expect(read(['bonito', 'lemon', 'potatoes'])[0]).toBe('bonito')
    expect(read(['bonito', 'soy sauce', 'ginger'])[0]).toBe('bonito')
  })
})
