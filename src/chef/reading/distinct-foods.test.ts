import { describe, expect, it } from 'vitest'
import { readInKitchen } from './kitchen-readings.ts'
import { matchIngredient } from './match-ingredient.ts'

// Foods a cook's read found listed as another food (issue 18: no silent swaps). Each is read as
// its own entry (lexicon/rows/distinct-foods-rows.ts), never as the neighbour it was filed under.

const idOf = (item: string) => matchIngredient(item).entry?.id

describe('each food is read as itself, not as the food it was filed under', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    // typed, read as, never as
    ['hamsi', 'hamsi', 'ham'],
    ['fresh anchovies', 'hamsi', 'anchovies'],
    ['poppy seeds', 'poppy seeds', 'flaxseed'],
    ['chana dal', 'chana dal', 'moong dal'],
    ['toor dal', 'toor dal', 'moong dal'],
    ['arhar dal', 'toor dal', 'moong dal'],
    ['urad dal', 'urad dal', 'moong dal'],
    ['buckwheat flour', 'buckwheat flour', 'coconut flour'],
    ['endive', 'belgian endive', 'salad leaves'],
    ['belgian endive', 'belgian endive', 'salad leaves'],
    ['vermicelli', 'vermicelli', 'rice noodles'],
    ['seviyan', 'vermicelli', 'rice noodles'],
    ['crayfish', 'crayfish', 'langoustines'],
    ['crawfish tails', 'crayfish', 'langoustines'],
    ['ground crayfish', 'ground crayfish', 'dried shrimp'],
    ['gari', 'gari', 'fufu'],
    ['eba', 'gari', 'fufu'],
    ['millet', 'millet', 'buckwheat'],
    ['collard greens', 'collard greens', 'chard'],
    ['collards', 'collard greens', 'chard'],
    ['macadamia nuts', 'macadamia nuts', 'hazelnuts'],
    ['brazil nuts', 'brazil nuts', 'hazelnuts'],
    ['candlenuts', 'candlenuts', 'mixed nuts'],
    ['galangal', 'galangal', 'ginger'],
    ['caraway seeds', 'caraway seeds', 'fennel seeds'],
    ['daikon', 'daikon', 'radishes'],
    ['mooli', 'daikon', 'radishes'],
    ['rice cakes', 'rice cakes', 'crackers'],
    ['emmental', 'emmental', 'gruyere'],
    ['cime di rapa', 'cime di rapa', 'broccoli'],
    ['broccoli rabe', 'cime di rapa', 'broccoli'],
  ]
  it.each(cases)('%s is %s, not %s', (typed, id, not) => {
    expect(idOf(typed)).toBe(id)
    expect(idOf(typed)).not.toBe(not)
  })

  it('reads "hamsi" as a word it knows, not as a slip for ham', () => {
    expect(matchIngredient('hamsi').typos).toBeUndefined()
  })

  it('keeps the foods the neighbours were named for where they were', () => {
    expect(idOf('hazelnuts')).toBe('hazelnuts')
    expect(idOf('fennel seeds')).toBe('fennel seeds')
    expect(idOf('ginger')).toBe('ginger')
    expect(idOf('radishes')).toBe('radishes')
    expect(idOf('rice vermicelli')).toBe('rice noodles')
    expect(idOf('tinned anchovies')).toBe('anchovies')
    expect(idOf('moong dal')).toBe('moong dal')
    expect(idOf('langoustines')).toBe('langoustines')
    expect(idOf('gruyere')).toBe('gruyere')
  })
})

describe('names the rest of the list settles', () => {
  const read = (list: readonly string[]) =>
    readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

  it('reads vermicelli as rice vermicelli beside fish sauce, and as wheat vermicelli beside cardamom', () => {
    expect(read(['vermicelli', 'fish sauce', 'pork mince'])[0]).toBe('rice noodles')
    expect(read(['vermicelli', 'lemongrass', 'chicken'])[0]).toBe('rice noodles')
    expect(read(['vermicelli', 'milk', 'sugar', 'cardamom', 'ghee'])[0]).toBe('vermicelli')
  })

  it('reads crayfish as ground crayfish beside egusi or palm oil, and as crayfish to boil beside corn', () => {
    const [crayfish] = readInKitchen([
      matchIngredient('crayfish'),
      matchIngredient('egusi'),
      matchIngredient('palm oil'),
    ])
    expect(crayfish?.entry?.id).toBe('ground crayfish')
    expect(crayfish?.named).toBe('crayfish')
    expect(read(['crayfish', 'sweetcorn', 'potatoes', 'cajun seasoning'])[0]).toBe('crayfish')
  })
})

describe('"chips": fried potatoes in Britain, crisps in America', () => {
  const read = (list: readonly string[]) =>
    readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

  it('is never read as crisps alone, but stays the visitor’s own word', () => {
    expect(matchIngredient('chips').entry).toBeUndefined()
    expect(matchIngredient('chips').kind).toBe('unknown')
    expect(read(['chips', 'apples'])[0]).toBeUndefined()
  })

  it('is fried potatoes beside fish or sausages, tortilla chips beside salsa, under the visitor’s word', () => {
    expect(read(['chips', 'cod', 'peas'])[0]).toBe('oven chips')
    expect(read(['sausages', 'chips', 'baked beans'])[1]).toBe('oven chips')
    const [chips] = readInKitchen([matchIngredient('chips'), matchIngredient('salsa')])
    expect(chips?.entry?.id).toBe('tortilla chips')
    expect(chips?.named).toBe('chips')
  })
})
