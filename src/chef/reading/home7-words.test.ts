import { describe, expect, it } from 'vitest'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { composeRecipe } from '../index.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { treatmentFor } from '../planning/treatments.ts'
import { matchIngredient } from './match-ingredient.ts'

// Words a blind cook's read (issue 18) typed that the chef did not know or read as another food
// (lexicon/rows/home7-words-rows.ts and the aliases beside them).

const read = (item: string) => {
  const match = matchIngredient(item)
  return { kind: match.kind, id: match.entry?.id, named: match.named }
}

describe('Mexican pantry herbs and chiles are read', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['epazote', 'epazote'],
    ['dried epazote', 'epazote'],
    ['hoja santa', 'hoja santa'],
    ['hierba santa', 'hoja santa'],
    // Once read as salad leaves.
    ['avocado leaves', 'avocado leaves'],
    ['oregano mexicano', 'oregano'],
    ['mexican oregano', 'oregano'],
    ['chile de árbol', 'dried red chillies'],
    ['guajillo', 'dried red chillies'],
    ['ancho', 'dried red chillies'],
    ['pasilla', 'dried red chillies'],
    ['cascabel', 'dried red chillies'],
    // Once read as a fresh chilli: a morita is a smoked, dried jalapeño.
    ['chile morita', 'dried red chillies'],
    ['piloncillo', 'brown sugar'],
  ]
  it.each(cases)('"%s" is %s', (typed, id) => {
    expect(read(typed)).toMatchObject({ kind: 'known', id })
  })
})

describe('Filipino, Spanish and other kitchen words are read', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['isda', 'white fish'],
    ['keso', 'cheese'],
    ['saging', 'bananas'],
    ['niyog', 'coconut'],
    ['galunggong', 'mackerel'],
    ['sitsaron', 'pork scratchings'],
    ['baka', 'stewing beef'],
    ['jitomate', 'tomatoes'],
    ['cebolla', 'onion'],
    ['ajo', 'garlic'],
    ['fiddleheads', 'fiddleheads'],
    ['salsify', 'salsify'],
    ['jicama', 'jicama'],
    ['lardo', 'lardo'],
    ['truffle', 'truffle'],
    ['leftover bolognese', 'leftover bolognese'],
    ['starch', 'cornflour'],
    ['potato starch', 'cornflour'],
  ]
  it.each(cases)('"%s" is %s', (typed, id) => {
    expect(read(typed)).toMatchObject({ kind: 'known', id })
  })
  it('the visitor’s own word names the item', () => {
    expect(read('isda').named).toBe('isda')
    expect(read('baka').named).toBe('baka')
  })
})

describe('foods once read as a neighbour', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    // typed, read as, never as
    ['mai tai', 'mai tai', 'sweetcorn'],
    ['franks', 'sausage', 'hot sauce'],
    ['amaranth', 'amaranth', 'buckwheat'],
    ['pata de pollo', 'chicken feet', 'pork hock'],
    ['chocolate truffles', 'milk chocolate', 'truffle'],
  ]
  it.each(cases)('"%s" is %s, not %s', (typed, id, never) => {
    expect(read(typed).id).toBe(id)
    expect(read(typed).id).not.toBe(never)
  })
  it("Frank's RedHot is still the hot sauce", () => {
    expect(read('franks red hot').id).toBe('hot sauce')
  })
  it('amaranth leaves are still the greens', () => {
    expect(read('amaranth leaves').id).toBe('callaloo')
  })
})

describe('meat said to be cooked is the leftover, never a raw cut', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ['cooked lamb', 'roast lamb', 'cooked lamb'],
    ['cooked lamb chops', 'roast lamb', 'cooked lamb chops'],
    ['leftover chicken thighs', 'cooked chicken', 'leftover chicken thighs'],
    ['cooked pork belly', 'roast pork', 'cooked pork belly'],
    ['leftover steak', 'roast beef', 'leftover steak'],
  ]
  it.each(cases)('"%s" is %s, named as typed', (typed, id, named) => {
    expect(read(typed)).toMatchObject({ id, named })
  })
  it('raw meat and cured or minced meat are unchanged', () => {
    expect(read('lamb').id).toBe('lamb')
    expect(read('uncooked lamb').id).toBe('lamb')
    expect(read('cooked ham').id).toBe('ham')
    expect(read('corned beef').id).toBe('corned beef')
  })
})

describe('allergens and treatments of the new entries', () => {
  it('a mai tai holds orgeat (almonds); a leftover ragù its soffritto and milk', () => {
    expect(allergensOf(lexiconEntry('mai tai'))).toContain('tree-nuts')
    expect(allergensOf(lexiconEntry('leftover bolognese'))).toEqual(
      expect.arrayContaining(['celery', 'milk']),
    )
  })
  it('fiddleheads are boiled before any dish, and the notes say why', () => {
    expect(treatmentFor(lexiconEntry('fiddleheads'), 'fiddleheads')?.id).toBe('fiddleheads')
    const recipe = composeRecipe(['fiddleheads', 'chicken breast', 'rice', 'lemon'])
    expect(recipe).toMatch(/Boil in plenty of salted water for 15 minutes/)
    expect(recipe).toMatch(/Fiddleheads are always cooked through/)
  })
})

describe('epazote goes into the Mexican bean pot (item 11 of the read)', () => {
  const list = [
    '500g dried pinto beans',
    'onion',
    'lard',
    'garlic',
    'epazote',
    'queso fresco',
    'corn tortillas',
  ]
  it('refried beans simmer with it and lift it out', () => {
    const recipe = composeRecipe(list)
    expect(recipe).toMatch(/^## Frijoles Refritos/m)
    expect(recipe).not.toMatch(/didn't recognise “epazote”/)
    expect(recipe).toMatch(/^- Epazote — 1 sprig$/m)
    expect(recipe).toMatch(/and the epazote and simmer/)
    expect(recipe).toMatch(/Lift out the epazote\./)
  })
  it('enfrijoladas, the next idea, use it too', () => {
    const recipe = composeRecipe(list, { variant: 1 })
    expect(recipe).not.toMatch(/“epazote”/)
  })
})

describe('a treated root keeps the visitor’s word on its line', () => {
  it('mandioca stays Mandioca in vaca atolada, never Cassava', () => {
    const recipe = composeRecipe([
      '1kg mandioca',
      'beef short ribs',
      'onion',
      'garlic',
      'tomatoes',
      'green pepper',
      'cheiro verde',
    ])
    expect(recipe).toMatch(/^## Vaca Atolada/m)
    expect(recipe).toMatch(/^- Mandioca — /m)
    expect(recipe).not.toMatch(/^- Cassava — /m)
  })
})
