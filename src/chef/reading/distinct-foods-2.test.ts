import { describe, expect, it } from 'vitest'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { readInKitchen } from './kitchen-readings.ts'
import { matchIngredient } from './match-ingredient.ts'

// Foods a cook's second read found listed as another food, or lost (issue 18: no silent swaps).
// Each is read as its own entry (lexicon/rows/distinct-foods-2-rows.ts) or by its own name.

const idOf = (item: string) => matchIngredient(item).entry?.id

describe('each food is read as itself, not as the food it was filed under', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    // typed, read as, never as
    ['pork belly', 'pork belly', 'pork shoulder'],
    ['belly pork slices', 'pork belly', 'pork shoulder'],
    ['red dates', 'jujubes', 'dates'],
    ['dried red dates', 'jujubes', 'dates'],
    ['hong zao', 'jujubes', 'dates'],
    ['short grain rice', 'short grain rice', 'jasmine rice'],
    ['short-grain rice', 'short grain rice', 'jasmine rice'],
    ['freekeh', 'freekeh', 'bulgur wheat'],
    ['waakye leaves', 'waakye leaves', 'salad leaves'],
    ['dried sorghum leaves', 'waakye leaves', 'salad leaves'],
    ['shito', 'shito', 'gram flour'],
    ['chadon beni', 'culantro', 'coriander'],
    ['cheiro verde', 'cheiro verde', 'parsley'],
    ['tinned red salmon', 'tinned salmon', 'salmon'],
    ['tin of salmon', 'tinned salmon', 'salmon'],
    ['2 cans of salmon', 'tinned salmon', 'salmon'],
    ['mashed spuds', 'mashed potato', 'potatoes'],
  ]
  it.each(cases)('%s is %s, not %s', (typed, id, not) => {
    expect(idOf(typed)).toBe(id)
    expect(idOf(typed)).not.toBe(not)
  })

  it('keeps salmon fillets and fresh mackerel fresh', () => {
    expect(idOf('salmon fillets')).toBe('salmon')
    expect(idOf('mackerel')).toBe('mackerel')
  })

  it('reads "shito" as the Ghanaian sauce it is, not as a slip for shiro', () => {
    expect(matchIngredient('shito').typos).toBeUndefined()
    expect(idOf('shiro')).toBe('gram flour')
  })

  it('knows the herbs and chillies it used to lose, under their own names', () => {
    expect(idOf('coentro')).toBe('coriander')
    expect(idOf('siling haba')).toBe('chilli')
    expect(idOf('siling labuyo')).toBe('chilli')
    expect(idOf('manteiga de garrafa')).toBe('ghee')
    expect(matchIngredient('siling labuyo').named).toBe('siling labuyo')
  })

  it('names dried anchovies in neutral English, and keeps the visitor’s own word', () => {
    expect(idOf('myeolchi')).toBe('dried anchovies')
    expect(matchIngredient('myeolchi').named).toBe('myeolchi')
    expect(matchIngredient('ikan bilis').named).toBe('ikan bilis')
  })

  it('gives the new entries honest allergens', () => {
    const groups = (item: string) => {
      const entry = matchIngredient(item).entry
      return entry === undefined ? [] : allergensOf(entry)
    }
    expect(groups('freekeh')).toContain('gluten')
    expect(groups('shito')).toEqual(expect.arrayContaining(['fish', 'crustaceans']))
    expect(groups('manteiga de garrafa')).toContain('milk')
  })
})

describe('"drumsticks" are read by the list', () => {
  const read = (list: readonly string[]) =>
    readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

  it('are moringa beside toor dal or sambar powder', () => {
    expect(read(['drumsticks', 'toor dal', 'tamarind', 'curry leaves'])[0]).toBe('moringa')
    expect(read(['drumsticks', 'sambar powder', 'onion'])[0]).toBe('moringa')
  })

  it('stay chicken on any other list, curry leaves and tamarind included', () => {
    expect(read(['drumsticks', 'potatoes', 'garlic'])[0]).toBe('chicken drumstick')
    expect(read(['drumsticks', 'curry leaves', 'tamarind', 'onion'])[0]).toBe('chicken drumstick')
    expect(read(['chicken drumsticks', 'toor dal', 'sambar powder'])[0]).toBe('chicken drumstick')
  })
})
