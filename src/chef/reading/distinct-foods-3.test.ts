import { describe, expect, it } from 'vitest'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { entryDiet } from '../allergens/diet-conflicts.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { treatmentFor } from '../planning/treatments.ts'
import { readInKitchen } from './kitchen-readings.ts'
import { matchIngredient } from './match-ingredient.ts'

// Foods a cook's third read found listed as another food, or lost (issue 18: no silent swaps).
// Each is read as its own entry (lexicon/rows/distinct-foods-3-rows.ts) or as the food it truly
// is a kind of (kritharaki is orzo, bread soda is bicarbonate of soda).

const idOf = (item: string) => matchIngredient(item).entry?.id

describe('each food is read as itself, not as the food it was filed under', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    // typed, read as, never as
    ['shrimp paste', 'shrimp paste', 'dried shrimp'],
    ['bagoong', 'shrimp paste', 'dried shrimp'],
    ['belacan', 'shrimp paste', 'dried shrimp'],
    ['terasi', 'shrimp paste', 'dried shrimp'],
    ['kecap asin', 'soy sauce', 'kecap manis'],
    ['curry roux', 'japanese curry roux', 'katsu sauce'],
    ['1 box golden curry', 'japanese curry roux', 'katsu sauce'],
    ['curry sauce', 'curry sauce', 'curry paste'],
    ['tomato sauce', 'tomato sauce', 'passata'],
    ['pineapple juice', 'pineapple juice', 'orange juice'],
    ['date syrup', 'date syrup', 'maple syrup'],
    ['molasses', 'molasses', 'golden syrup'],
    ['black treacle', 'molasses', 'golden syrup'],
    ['grape molasses', 'grape molasses', 'golden syrup'],
    ['pekmez', 'grape molasses', 'golden syrup'],
    ['ouzo', 'ouzo', 'vodka'],
    ['monterey jack', 'monterey jack', 'gouda'],
    ['provolone', 'provolone', 'gouda'],
    ['manchego', 'manchego', 'gouda'],
    ['wholemeal flour', 'wholemeal flour', 'plain flour'],
    ['bread soda', 'bicarbonate of soda', 'cola'],
    ['waffles', 'waffles', 'pancakes'],
    ['chipped beef', 'chipped beef', 'stewing beef'],
    ['salt pork', 'salt pork', 'pork shoulder'],
    ['yellow squash', 'courgettes', 'butternut squash'],
    ['pinto beans', 'pinto beans', 'borlotti beans'],
    ['wood ear', 'wood ear mushrooms', 'shiitake mushrooms'],
    ['oyster mushrooms', 'oyster mushrooms', 'shiitake mushrooms'],
    ['chanterelles', 'chanterelles', 'shiitake mushrooms'],
    ['yellowtail', 'yellowtail', 'kingklip'],
    // glass noodles, their own entry since the fourth read (distinct-foods-4.test.ts)
    ['mung bean vermicelli', 'glass noodles', 'mung beans'],
    ['bamboo shoots', 'bamboo shoots', 'water chestnuts'],
    ['gai lan', 'gai lan', 'pak choi'],
    ['chinese broccoli', 'gai lan', 'pak choi'],
    ['sago', 'sago', 'tapioca'],
    ['calamansi', 'calamansi', 'yuzu'],
    ['raw banana', 'plantain', 'bananas'],
    ['green bananas', 'plantain', 'bananas'],
    ['makki ka atta', 'maize flour', 'atta'],
    ['maize flour', 'maize flour', 'plain flour'],
    ['split peas', 'split peas', 'moong dal'],
    ['yellow split peas', 'split peas', 'moong dal'],
    ['green split peas', 'split peas', 'moong dal'],
    ['dandelion greens', 'dandelion greens', 'chard'],
    ['dried figs', 'dried figs', 'dried apricots'],
    ['marjoram', 'marjoram', 'oregano'],
    ['vietnamese coriander', 'vietnamese coriander', 'coriander'],
    ['persian shallot', 'musir', 'shallot'],
  ]
  it.each(cases)('%s is %s, not %s', (typed, id, not) => {
    expect(idOf(typed)).toBe(id)
    expect(idOf(typed)).not.toBe(not)
  })

  it('keeps the foods the moved names belonged to', () => {
    expect(idOf('dried shrimp')).toBe('dried shrimp')
    expect(idOf('treacle')).toBe('golden syrup')
    expect(idOf('gouda')).toBe('gouda')
    expect(idOf('moong dal')).toBe('moong dal')
    expect(idOf('shiitake')).toBe('shiitake mushrooms')
    expect(idOf('pak choi')).toBe('pak choi')
    expect(idOf('sabudana')).toBe('tapioca')
    expect(idOf('borlotti beans')).toBe('borlotti beans')
  })
})

describe('foods the chef used to lose are known', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['umeboshi', 'umeboshi'],
    ['aburaage', 'tofu puffs'],
    ['rau răm', 'vietnamese coriander'],
    ['rau ram', 'vietnamese coriander'],
    ['youtiao', 'youtiao'],
    ['ajvar', 'ajvar'],
    ['kabanos', 'kabanos'],
    ['kasar', 'kasar'],
    ['kaşar', 'kasar'],
    ['kiyma', 'beef mince'],
    ['kuzu kıyma', 'lamb mince'],
    ['advieh', 'advieh'],
    ['musir', 'musir'],
    ['caciocavallo', 'caciocavallo'],
    ['mizithra', 'mizithra'],
    ['kasseri', 'kasseri'],
    ['kritharaki', 'orzo'],
  ]
  it.each(cases)('%s is %s', (typed, id) => {
    expect(matchIngredient(typed).kind).toBe('known')
    expect(idOf(typed)).toBe(id)
  })
})

describe('the new entries carry honest allergens and diet flags', () => {
  const groups = (id: string) => allergensOf(lexiconEntry(id))
  it('shellfish, wheat and milk where they are', () => {
    expect(groups('shrimp paste')).toContain('crustaceans')
    expect(entryDiet(lexiconEntry('shrimp paste')).vegetarian).toBe(false)
    expect(entryDiet(lexiconEntry('shrimp paste')).pescatarian).toBe(true)
    expect(groups('japanese curry roux')).toEqual(expect.arrayContaining(['gluten', 'milk']))
    expect(groups('curry sauce')).toEqual(expect.arrayContaining(['gluten', 'milk', 'mustard']))
    expect(groups('wholemeal flour')).toContain('gluten')
    expect(groups('waffles')).toEqual(expect.arrayContaining(['gluten', 'eggs', 'milk']))
    expect(groups('youtiao')).toContain('gluten')
    for (const cheese of [
      'monterey jack',
      'provolone',
      'manchego',
      'kasar',
      'kasseri',
      'caciocavallo',
      'mizithra',
    ])
      expect(groups(cheese), cheese).toContain('milk')
  })

  it('no wheat in maize flour, where atta had it', () => {
    expect(groups('maize flour')).not.toContain('gluten')
    expect(entryDiet(lexiconEntry('maize flour')).glutenFree).toBe(true)
  })

  it('caciocavallo, made with animal rennet by its rules, is not vegetarian', () => {
    expect(entryDiet(lexiconEntry('caciocavallo')).vegetarian).toBe(false)
  })
})

describe('treatments follow the new entries', () => {
  const treatmentsOf = (item: string) => {
    const entry = matchIngredient(item).entry
    const treatment = entry === undefined ? undefined : treatmentFor(entry, item)
    return treatment === undefined ? [] : [treatment.id]
  }

  it('split peas are simmered as the slow pulse they are', () => {
    expect(treatmentsOf('yellow split peas')).toContain('dry-split-peas')
  })

  it('wood ear, sold dried, is soaked unless it is said to be fresh', () => {
    expect(treatmentsOf('wood ear')).toContain('dried-mushrooms')
    expect(treatmentsOf('fresh wood ear')).not.toContain('dried-mushrooms')
  })

  it('fresh bamboo shoots are boiled; tinned ones are ready', () => {
    expect(treatmentsOf('fresh bamboo shoots')).toContain('fresh-bamboo-shoots')
    expect(treatmentsOf('tinned bamboo shoots')).not.toContain('fresh-bamboo-shoots')
  })

  it('dried pinto beans are soaked and boiled like any dried bean', () => {
    expect(treatmentsOf('dried pinto beans')).toContain('dried-beans')
  })
})

describe('"chips" stay read by the list', () => {
  const read = (list: readonly string[]) =>
    readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

  it('are fried potatoes at the chip shop, with fish or with curry sauce', () => {
    expect(read(['chips', 'cod'])[0]).toBe('oven chips')
    expect(read(['chips', 'curry sauce'])[0]).toBe('oven chips')
  })

  it('are tortilla chips beside salsa, and the visitor’s own word alone', () => {
    expect(read(['chips', 'salsa'])[0]).toBe('tortilla chips')
    expect(read(['chips', 'onion'])[0]).toBeUndefined()
  })
})
