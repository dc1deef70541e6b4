import { describe, expect, it, test } from 'vitest'
import { LEXICON, lexiconEntry } from '../lexicon/lexicon.ts'
import { avoidConflict, readAvoidItem, readAvoidItems } from './avoid-matcher.ts'
import { findRecipeConflicts } from './recipe-conflicts.ts'

function avoided(items: readonly string[]): Set<string> {
  const list = readAvoidItems(items)
  return new Set(
    LEXICON.filter((entry) => avoidConflict(entry, list) !== undefined).map((e) => e.id),
  )
}

describe('readAvoidItem', () => {
  it('reads allergen groups under the names people use', () => {
    expect(readAvoidItem('nuts')).toMatchObject({
      kind: 'allergen',
      groups: ['tree-nuts', 'peanuts'],
    })
    expect(readAvoidItem('Shellfish')).toMatchObject({
      kind: 'allergen',
      groups: ['crustaceans', 'molluscs'],
    })
    expect(readAvoidItem('lactose intolerant')).toMatchObject({
      kind: 'allergen',
      groups: ['milk'],
    })
    expect(readAvoidItem('coeliac')).toMatchObject({ kind: 'allergen', groups: ['gluten'] })
    expect(readAvoidItem('egg free')).toMatchObject({ kind: 'allergen', groups: ['eggs'] })
  })
  it('reads a way of eating typed as an avoid item', () => {
    expect(readAvoidItem('no meat')).toMatchObject({ kind: 'food', label: 'meat' })
    expect(readAvoidItem('plant based')).toMatchObject({ kind: 'diet', diet: 'vegan' })
    expect(readAvoidItem('halal')).toMatchObject({ kind: 'food', label: 'pork' })
  })
  it('reads ingredients, kinds of food and unknown words', () => {
    expect(readAvoidItem('coriander')).toMatchObject({ kind: 'food', label: 'coriander' })
    expect(readAvoidItem('mushrooms')).toMatchObject({ kind: 'food', label: 'mushrooms' })
    expect(readAvoidItem('cheese')).toMatchObject({ kind: 'food', label: 'cheese' })
    // (Truffle, once the example here, is a food of its own now: home7-words-rows.ts.)
    expect(readAvoidItem('scratchings')).toMatchObject({ kind: 'unknown' })
  })
})

describe('avoidConflict', () => {
  it('coriander also avoids cilantro (one entry) and the seed', () => {
    const list = readAvoidItems(['coriander'])
    expect(avoidConflict(lexiconEntry('coriander'), list)).toEqual({
      item: 'coriander',
      reason: 'it is coriander',
    })
    // Culantro ("sawtooth coriander") has coriander's soapy taste: avoided with it, and so is
    // Vietnamese coriander (rau răm), whose leaf carries the same aldehydes.
    expect(avoided(['coriander'])).toEqual(
      new Set(['coriander', 'ground coriander', 'culantro', 'vietnamese coriander']),
    )
    expect(avoided(['cilantro'])).toEqual(new Set(['coriander']))
  })

  it('says a hidden source is made with the nut, not that it is the nut', () => {
    const list = readAvoidItems(['pine nuts'])
    expect(avoidConflict(lexiconEntry('pesto'), list)).toEqual({
      item: 'pine nuts',
      reason: 'it is usually made with pine nuts',
    })
    expect(avoidConflict(lexiconEntry('pine nuts'), list)?.reason).toMatch(/^it is pine nut/)
  })

  it('liver spread is pork offal: avoided for pork and for offal', () => {
    expect(avoided(['pork']).has('liver spread')).toBe(true)
    expect(avoided(['offal']).has('liver spread')).toBe(true)
  })

  it('nuts avoid nuts, peanuts and their hidden sources, not coconut or nutmeg', () => {
    const ids = avoided(['nuts'])
    for (const id of [
      'almonds',
      'peanuts',
      'peanut butter',
      'pesto',
      'satay sauce',
      'marzipan',
      'chocolate spread',
    ]) {
      expect(ids, id).toContain(id)
    }
    for (const id of ['coconut', 'nutmeg', 'coconut milk', 'butternut squash', 'water chestnuts']) {
      expect(ids, id).not.toContain(id)
    }
  })

  it('names the group in the reason', () => {
    const list = readAvoidItems(['peanuts', 'shellfish'])
    expect(avoidConflict(lexiconEntry('satay sauce'), list)).toEqual({
      item: 'peanuts',
      reason: 'contains peanuts',
    })
    expect(avoidConflict(lexiconEntry('prawns'), list)?.item).toBe('shellfish')
    expect(avoidConflict(lexiconEntry('mussels'), list)?.item).toBe('shellfish')
    expect(avoidConflict(lexiconEntry('salmon'), list)).toBeUndefined()
    expect(avoidConflict(lexiconEntry('kimchi'), list)?.reason).toMatch(/crustaceans/)
  })

  it('seafood avoids fish too; dairy avoids milk but not coconut milk or peanut butter', () => {
    expect(avoided(['seafood'])).toContain('salmon')
    expect(avoided(['seafood'])).toContain('worcestershire sauce')
    const dairy = avoided(['dairy'])
    expect(dairy).toContain('butter')
    expect(dairy).toContain('pesto')
    expect(dairy).not.toContain('coconut milk')
    expect(dairy).not.toContain('peanut butter')
    expect(dairy).not.toContain('oat milk')
  })

  it('wheat and coeliac avoid bread, pasta, couscous, soy sauce, stock cubes and oats', () => {
    for (const item of ['wheat', 'coeliac', 'gluten']) {
      const ids = avoided([item])
      for (const id of [
        'bread',
        'spaghetti',
        'couscous',
        'soy sauce',
        'vegetable stock',
        'oats',
        'beer',
      ]) {
        expect(ids, `${item}: ${id}`).toContain(id)
      }
      for (const id of ['rice', 'rice noodles', 'potatoes', 'polenta', 'corn tortilla'].filter(
        (id) => LEXICON.some((e) => e.id === id),
      )) {
        expect(ids, `${item}: ${id}`).not.toContain(id)
      }
    }
  })

  it('a kind of food avoids every entry of that kind', () => {
    expect(avoided(['mushrooms'])).toEqual(
      new Set([
        'mushrooms',
        'portobello mushrooms',
        'shiitake mushrooms',
        'oyster mushrooms',
        'chanterelles',
        'wood ear mushrooms',
        'enoki mushrooms',
        'porcini',
        'maitake',
        'shimeji',
        'morels',
        'djondjon mushrooms',
      ]),
    )
    const pork = avoided(['pork'])
    for (const id of ['bacon', 'ham', 'chorizo', 'sausage', 'pork mince', 'lard', 'gelatine'])
      expect(pork, id).toContain(id)
    expect(pork).not.toContain('chicken breast')
    // Duck and goose fat are no lard: a visitor avoiding pork may roast in them.
    expect(pork).not.toContain('duck fat')
    expect(avoided(['poultry'])).toContain('duck fat')
    expect(avoided(['poultry'])).not.toContain('lard')
    expect(avoided(['meat'])).toContain('duck fat')
    // Dripping is beef's: a visitor avoiding beef is told, one avoiding pork is not.
    expect(avoided(['beef'])).toContain('beef dripping')
    expect(pork).not.toContain('beef dripping')
    const meat = avoided(['meat'])
    for (const id of ['chicken breast', 'bacon', 'beef stock', 'gelatine'])
      expect(meat, id).toContain(id)
    for (const id of ['salmon', 'fish sauce', 'tofu', 'cheddar']) expect(meat, id).not.toContain(id)
    const cheese = avoided(['cheese'])
    for (const id of ['cheddar', 'feta', 'cream cheese', 'pesto']) expect(cheese, id).toContain(id)
    expect(cheese).not.toContain('milk chocolate')
    expect(cheese).not.toContain('milk')
  })

  it('beans avoid beans, not vanilla pods or jelly beans', () => {
    const beans = avoided(['beans'])
    for (const id of ['kidney beans', 'green beans', 'baked beans']) expect(beans, id).toContain(id)
    for (const id of ['vanilla extract', 'sweets', 'coffee']) expect(beans, id).not.toContain(id)
  })

  it('an unknown word avoids entries named with it', () => {
    // (Truffle, once the example here, is a food of its own now and avoids its oil too.)
    expect(avoided(['scratchings'])).toEqual(new Set(['pork scratchings']))
    expect(avoided(['truffle'])).toEqual(new Set(['truffle', 'truffle oil']))
    expect(avoided(['zzz unknown thing'])).toEqual(new Set())
  })

  it('no avoid items, no conflicts', () => {
    expect(avoidConflict(lexiconEntry('peanuts'), readAvoidItems([]))).toBeUndefined()
    expect(avoidConflict(lexiconEntry('peanuts'), readAvoidItems(['  ']))).toBeUndefined()
  })

  it('keeps each item as typed in the conflict', () => {
    const list = readAvoidItems(['  Severe NUT allergy ', 'Coriander'])
    expect(avoidConflict(lexiconEntry('cashews'), list)?.item).toBe('Severe NUT allergy')
    expect(avoidConflict(lexiconEntry('coriander'), list)?.item).toBe('Coriander')
  })

  it('is a lookup after one read per request (twenty items, every entry, many times)', () => {
    const items = [
      'nuts',
      'shellfish',
      'dairy',
      'coriander',
      'mushrooms',
      'pork',
      'gluten',
      'sesame',
      'celery',
      'mustard',
      'eggs',
      'soy',
      'fish',
      'lupin',
      'sulphites',
      'olives',
      'beans',
      'truffle',
      'cheese',
      'lamb',
    ]
    const started = performance.now()
    const list = readAvoidItems(items)
    const setup = performance.now() - started
    const checkStart = performance.now()
    let conflicts = 0
    for (let round = 0; round < 200; round++) {
      for (const entry of LEXICON) if (avoidConflict(entry, list) !== undefined) conflicts++
    }
    const perCheck = (performance.now() - checkStart) / (200 * LEXICON.length)
    expect(conflicts).toBeGreaterThan(0)
    expect(setup).toBeLessThan(500)
    expect(perCheck).toBeLessThan(0.01) // milliseconds
  })
})

describe('one nut avoided: its hidden forms too', () => {
  test.each([
    ['almonds', ['marzipan']],
    ['hazelnuts', ['chocolate spread']],
    ['pine nuts', ['pesto']],
    ['cashews', ['pesto']],
  ])('avoiding %s avoids %s', (nut, hidden) => {
    const avoid = readAvoidItems([nut])
    for (const id of hidden) {
      expect(avoidConflict(lexiconEntry(id), avoid), id).toBeDefined()
    }
  })

  test('an AI recipe naming a hidden form is flagged', () => {
    const avoid = readAvoidItems(['almonds'])
    const { items } = findRecipeConflicts(
      '## Cherry Bakewell Slice\n\n### Ingredients\n\n- 200 g frangipane\n- 100 g cherries\n',
      avoid,
      [],
    )
    expect(items.join(' ')).toMatch(/frangipane/)
  })

  test('avoiding one nut does not avoid foods made with another', () => {
    const avoid = readAvoidItems(['pistachios'])
    expect(avoidConflict(lexiconEntry('marzipan'), avoid)).toBeUndefined()
  })
})
