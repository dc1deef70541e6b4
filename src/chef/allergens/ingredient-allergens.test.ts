import { describe, expect, it } from 'vitest'
import type { Category } from '../lexicon/lexicon.ts'
import { LEXICON, lexiconEntry } from '../lexicon/lexicon.ts'
import { matchIngredient, normaliseWords } from '../reading/match-ingredient.ts'
import type { AllergenGroup } from './allergen-groups.ts'
import { ALLERGEN_GROUPS } from './allergen-groups.ts'
import { entryDiet } from './diet-conflicts.ts'
import {
  ALIAS_ALLERGENS,
  CATEGORIES_WITHOUT_DEFAULT,
  CATEGORY_DEFAULTS,
  ENTRY_ALLERGENS,
  allergenSourceOf,
  allergensOf,
  allergensOfWords,
  normalisedAliases,
} from './ingredient-allergens.ts'

describe('every lexicon entry is classified deliberately', () => {
  it('every category either has a default or is listed as having none', () => {
    const categories = new Set<Category>(LEXICON.map((entry) => entry.category))
    for (const category of categories) {
      const hasDefault = CATEGORY_DEFAULTS[category] !== undefined
      const listed = CATEGORIES_WITHOUT_DEFAULT.includes(category)
      expect(hasDefault !== listed, category).toBe(true)
    }
  })

  it('every entry in a category without a default is in the table, even with an empty list', () => {
    const missing = LEXICON.filter(
      (entry) =>
        CATEGORIES_WITHOUT_DEFAULT.includes(entry.category) && !(entry.id in ENTRY_ALLERGENS),
    ).map((entry) => `${entry.id} (${entry.category})`)
    expect(missing).toEqual([])
    expect(LEXICON.filter((entry) => allergenSourceOf(entry) === 'tags')).toEqual([])
  })

  it('the table names only lexicon entries and known groups, each group once', () => {
    const ids = new Set(LEXICON.map((entry) => entry.id))
    for (const [id, groups] of Object.entries(ENTRY_ALLERGENS)) {
      expect(ids.has(id), id).toBe(true)
      expect(new Set(groups).size, id).toBe(groups.length)
      for (const group of groups) expect(ALLERGEN_GROUPS).toContain(group)
    }
  })

  it('every alias override is one of the lexicon names', () => {
    const aliases = new Set(LEXICON.flatMap(normalisedAliases))
    for (const key of Object.keys(ALIAS_ALLERGENS)) {
      expect(aliases.has(key), key).toBe(true)
      expect(normaliseWords(key).join(' '), key).toBe(key)
    }
  })

  it('never says less than the lexicon diet flags (no gluten or dairy they know of is lost)', () => {
    for (const entry of LEXICON) {
      const groups = allergensOf(entry)
      if (!entry.diet.glutenFree) expect(groups, entry.id).toContain('gluten')
      if (!entry.diet.dairyFree) expect(groups, entry.id).toContain('milk')
      if (entry.category === 'fish') expect(groups, entry.id).toContain('fish')
      if (entry.category === 'seafood') {
        expect(
          groups.some((group) => group === 'crustaceans' || group === 'molluscs'),
          entry.id,
        ).toBe(true)
      }
    }
  })

  // Where the table knows more than the lexicon's tags: these entries' diet flags look wrong for
  // allergen purposes. Listed so that a change on either side is a decision, not an accident.
  const LEXICON_FLAGS_THAT_MISS_A_SOURCE: Readonly<Record<string, string>> = {
    sausage: 'gluten',
    burger: 'gluten',
    meatballs: 'gluten',
    'black pudding': 'gluten',
    'white pudding': 'gluten',
    'fish fingers': 'gluten',
    'oyster sauce': 'gluten',
    'hoisin sauce': 'gluten',
    gochujang: 'gluten',
    miso: 'gluten',
    'bbq sauce': 'gluten',
    'worcestershire sauce': 'gluten',
    mustard: 'gluten',
    vinegar: 'gluten',
    'vegetable stock': 'gluten',
    'chicken stock': 'gluten',
    'beef stock': 'gluten',
    'oat milk': 'gluten',
    'plant cream': 'gluten',
    'cheese sauce': 'gluten',
    'char siu': 'gluten',
    'chinese sausage': 'gluten',
    'chinese bacon': 'gluten',
    'vegan bacon': 'gluten',
    furikake: 'gluten',
    bovril: 'gluten',
    doenjang: 'gluten',
    'char siu sauce': 'gluten',
    'mole sauce': 'gluten',
    'vegetarian gravy': 'gluten',
    'crispy onions': 'gluten',
    'chilli bean paste': 'gluten',
    sweets: 'gluten milk eggs',
    ravioli: 'milk',
    pierogi: 'milk',
    brioche: 'milk',
    naan: 'milk',
    'chocolate chips': 'milk',
    biscuits: 'milk eggs',
    cake: 'milk',
    gingerbread: 'milk',
    pate: 'milk',
    'veggie burger': 'milk',
    'veggie sausages': 'milk',
    'pancake mix': 'milk',
    'cake mix': 'milk eggs',
    pancakes: 'milk',
    'soda bread': 'milk',
    tagliatelle: 'eggs',
    'lasagne sheets': 'eggs',
    'egg noodles': 'eggs',
    'gyoza wrappers': 'eggs',
    cannelloni: 'eggs',
    'cooked noodles': 'eggs',
    'curry paste': 'fish',
    kimchi: 'fish',
    'lunu miris': 'fish',
    'leftover risotto': 'milk',
  }
  it('lists every entry whose lexicon diet flags miss a group the table knows', () => {
    const found: Record<string, string> = {}
    for (const entry of LEXICON) {
      const groups = allergensOf(entry)
      const missed: string[] = []
      if (entry.diet.glutenFree && groups.includes('gluten')) missed.push('gluten')
      if (entry.diet.dairyFree && groups.includes('milk')) missed.push('milk')
      if (entry.diet.vegan && groups.includes('eggs')) missed.push('eggs')
      if (
        entry.diet.vegetarian &&
        groups.some((group) => group === 'fish' || group === 'crustaceans')
      ) {
        missed.push('fish')
      }
      if (missed.length > 0) found[entry.id] = missed.join(' ')
    }
    expect(found).toEqual(LEXICON_FLAGS_THAT_MISS_A_SOURCE)
  })
})

// What a cook or dietitian would sign: the hidden sources, and the things that are not allergens.
// prettier-ignore
const SPOT_CHECKS: ReadonlyArray<readonly [string, readonly AllergenGroup[]]> = [
  // not allergens
  ['chicken breast', []], ['rice', []], ['potatoes', []], ['apples', []], ['rice noodles', []],
  ['sweet potato noodles', []], ['basmati rice', []], ['onion', []], ['garlic', []],
  ['tomatoes', []], ['olive oil', []], ['coconut milk', []], ['coconut', []], ['quinoa', []],
  ['polenta', []], ['gram flour', []], ['cornflour', []], ['tortilla chips', []], ['taco shells', []],
  ['papadums', []], ['chickpeas', []], ['red lentils', []], ['beef mince', []], ['bacon', []],
  ['honey', []], ['sugar', []], ['salt', []], ['coriander', []], ['lemon', []], ['spinach', []],
  ['mushrooms', []], ['gelatine', []], ['maple syrup', []], ['dates', []], ['sunflower seeds', []],
  // cereals containing gluten; oats count (EU law lists them, most are milled with wheat)
  ['oats', ['gluten']], ['bread', ['gluten', 'soya']], ['pasta', ['gluten']], ['spaghetti', ['gluten']],
  ['couscous', ['gluten']], ['plain flour', ['gluten']], ['beer', ['gluten']], ['udon noodles', ['gluten']],
  ['soba noodles', ['gluten']], ['pearl barley', ['gluten']], ['seitan', ['gluten']],
  ['breadcrumbs', ['gluten']], ['puff pastry', ['gluten']], ['suet', ['gluten']],
  // hidden sources
  ['pesto', ['milk', 'tree-nuts']], ['mayonnaise', ['eggs', 'mustard']], ['soy sauce', ['soya', 'gluten']],
  ['fish sauce', ['fish']], ['worcestershire sauce', ['fish', 'gluten']], ['tahini', ['sesame']],
  ['hummus', ['sesame']], ['miso', ['soya', 'gluten']], ['kimchi', ['fish', 'crustaceans']],
  ['vegetable stock', ['celery', 'gluten']], ['chicken stock', ['celery', 'gluten']],
  ['thai curry paste', ['crustaceans', 'fish']], ['oyster sauce', ['molluscs', 'soya', 'gluten']],
  ['hoisin sauce', ['soya', 'gluten', 'sesame']], ['satay sauce', ['peanuts', 'soya']],
  ['caesar dressing', ['eggs', 'milk', 'fish', 'mustard']], ['tapenade', ['fish']],
  ['marzipan', ['tree-nuts']], ['egg noodles', ['gluten', 'eggs']], ['tagliatelle', ['gluten', 'eggs']],
  ['quorn', ['eggs']], ['tofu', ['soya']], ['edamame', ['soya']], ['ketchup', ['celery']],
  ['marmite', ['gluten', 'celery']], ['sausage', ['gluten', 'sulphites']],
  ['white wine', ['sulphites']], ['red wine', ['sulphites']], ['dried apricots', ['sulphites']],
  ['raisins', ['sulphites']], ['balsamic vinegar', ['sulphites']], ['rice vinegar', []],
  ['milk chocolate', ['milk', 'soya']], ['white chocolate', ['milk', 'soya']], ['dark chocolate', ['soya']],
  ['biscuits', ['gluten', 'milk', 'eggs', 'soya']], ['cake', ['gluten', 'eggs', 'milk']],
  ['meringue', ['eggs']], ['hollandaise', ['eggs', 'milk']], ['ghee', ['milk']], ['butter', ['milk']],
  ['cheddar', ['milk']], ['yogurt', ['milk']], ['egg', ['eggs']], ['salmon', ['fish']],
  ['anchovies', ['fish']], ['prawns', ['crustaceans']], ['crab', ['crustaceans']],
  ['mussels', ['molluscs']], ['squid', ['molluscs']], ['scallops', ['molluscs']],
  ['peanut butter', ['peanuts']], ['peanuts', ['peanuts']], ['almonds', ['tree-nuts']],
  ['cashews', ['tree-nuts']], ['pine nuts', ['tree-nuts']], ['mixed nuts', ['tree-nuts', 'peanuts']],
  ['sesame seeds', ['sesame']], ['sesame oil', ['sesame']], ['celery', ['celery']],
  ['celeriac', ['celery']], ['mustard seeds', ['mustard']], ['mustard', ['mustard', 'sulphites', 'gluten']],
  ['zaatar', ['sesame']], ['chocolate spread', ['milk', 'tree-nuts', 'soya']],
  ['crab sticks', ['fish', 'crustaceans', 'gluten', 'eggs']],
]

describe('spot checks a cook or dietitian would sign', () => {
  it('has at least 60 of them', () => expect(SPOT_CHECKS.length).toBeGreaterThanOrEqual(60))
  it.each(SPOT_CHECKS)('%s', (id, groups) => {
    expect([...allergensOf(lexiconEntry(id))].sort()).toEqual([...groups].sort())
  })
})

describe('aliases that are another product', () => {
  const cases: ReadonlyArray<readonly [string, string, readonly AllergenGroup[]]> = [
    ['sauerkraut', 'pickled cabbage', []],
    ['tortillas', 'corn tortilla', []],
    // Rice cakes are their own entry now (lexicon/rows/distinct-foods-rows.ts), tested there.
    ['crackers', 'oatcakes', ['gluten']],
    ['parmesan', 'grana padano', ['milk', 'eggs']],
    ['cooking oil', 'peanut oil', ['peanuts']],
    ['oat milk', 'almond milk', ['tree-nuts']],
    ['vinegar', 'white wine vinegar', ['sulphites']],
    ['vinegar', 'malt vinegar', ['gluten']],
    ['chicken stock', 'maggi cubes', ['soya', 'gluten', 'celery']],
  ]
  it.each(cases)('%s read as %s', (id, words, groups) => {
    expect(allergensOfWords(lexiconEntry(id), normaliseWords(`2 tbsp ${words}`))).toEqual(groups)
  })
  it('an alias key only changes its own entry', () => {
    // "peanut oil" words on a line read as something else keep that entry's groups
    expect(allergensOfWords(lexiconEntry('butter'), ['peanut', 'oil'])).toEqual(['milk'])
  })
})

describe('diet facts with the allergen knowledge', () => {
  it('egg noodles are not vegan; kimchi is not vegetarian but is pescatarian', () => {
    expect(entryDiet(lexiconEntry('egg noodles')).vegan).toBe(false)
    expect(entryDiet(lexiconEntry('kimchi')).vegetarian).toBe(false)
    expect(entryDiet(lexiconEntry('kimchi')).pescatarian).toBe(true)
  })
  it('pescatarians eat fish and fish sauce, not chicken stock or parmesan (rennet)', () => {
    expect(entryDiet(lexiconEntry('salmon')).pescatarian).toBe(true)
    expect(entryDiet(lexiconEntry('fish sauce')).pescatarian).toBe(true)
    expect(entryDiet(lexiconEntry('chicken stock')).pescatarian).toBe(false)
    expect(entryDiet(lexiconEntry('parmesan')).pescatarian).toBe(false)
  })
  it('stock cubes and sausages are not gluten-free', () => {
    expect(entryDiet(lexiconEntry('vegetable stock')).glutenFree).toBe(false)
    expect(entryDiet(lexiconEntry('sausage')).glutenFree).toBe(false)
    expect(entryDiet(lexiconEntry('rice noodles')).glutenFree).toBe(true)
  })
})

describe('pastes a cook keeps for one kitchen are read as themselves, with their allergens', () => {
  it.each([
    ['aji amarillo paste', 'aji amarillo paste', []],
    ['aji panca', 'aji panca paste', []],
    // Fermented shrimp paste is its own entry, not dried shrimp (issue 18, third read).
    ['belacan', 'shrimp paste', ['crustaceans']],
    ['kapi', 'shrimp paste', ['crustaceans']],
    ['tom yum paste', 'tom yum paste', ['crustaceans', 'fish']],
    ['fermented bean curd', 'fermented bean curd', ['soya']],
    ['ssamjang', 'doenjang', ['soya', 'gluten', 'sesame']],
    ['bagoong', 'shrimp paste', ['crustaceans', 'fish']],
    ['gochujang', 'gochujang', ['soya', 'gluten']],
    ['remoulade', 'remoulade', ['eggs', 'mustard']],
  ] as const)('%s → %s', (typed, id, groups) => {
    const match = matchIngredient(typed)
    expect(match.entry?.id).toBe(id)
    if (match.entry === undefined) return
    expect([...allergensOfWords(match.entry, normaliseWords(typed))].sort()).toEqual(
      [...groups].sort(),
    )
  })
})
