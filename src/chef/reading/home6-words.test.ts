import { describe, expect, it } from 'vitest'
import { matchIngredient } from './match-ingredient.ts'

// Words from the eighth blind round and a blind cook's read (issue 18) that were lost or read as
// another food: Turkish kitchen words, a counted pepper, potato sticks, onion soup mix.

const read = (item: string) => {
  const match = matchIngredient(item)
  return { kind: match.kind, id: match.entry?.id, named: match.named }
}

describe('Turkish names of everyday foods are read', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['patlıcan 3', 'aubergine'],
    ['domates 3', 'tomatoes'],
    ['sivri biber', 'bell peppers'],
    ['soğan', 'onion'],
    ['sarımsak', 'garlic'],
    // Once read as teriyaki sauce.
    ['tereyağı', 'butter'],
    ['zeytinyağı', 'olive oil'],
    ['kırmızı mercimek', 'red lentils'],
    ['nohut', 'chickpeas'],
    ['ıspanak', 'spinach'],
  ]
  it.each(cases)('"%s" is %s', (typed, id) => {
    expect(read(typed)).toMatchObject({ kind: 'known', id })
  })
})

describe('a counted pepper is the vegetable; the spice is spooned, ground or pinched', () => {
  it.each(['half a pepper', '1 pepper', 'a pepper'])('"%s" is a bell pepper', (typed) => {
    expect(read(typed).id).toBe('bell peppers')
  })
  it.each(['pepper', 'salt and pepper', 'pepper 1 tsp', 'a pinch of pepper', '1 tsp pepper'])(
    '"%s" is black pepper',
    (typed) => {
      expect(read(typed).id).toBe('black pepper')
    },
  )
})

describe('foods once read as a neighbour', () => {
  it('potato sticks (batata palha) are crisps, called as typed, never potatoes', () => {
    expect(read('potato sticks')).toMatchObject({ id: 'crisps', named: 'potato sticks' })
    expect(read('batata palha').id).toBe('crisps')
  })
  it('counting words still fall away from a food named by them: cod fillets are cod', () => {
    expect(read('cod fillets')).toMatchObject({ id: 'cod', named: undefined })
  })
  it('a packet of onion soup mix is a seasoning, not a ready-made soup', () => {
    expect(read('lipton onion soup mix')).toMatchObject({ kind: 'known', id: 'onion soup mix' })
  })
  it('potato bread is its own bread, not soda bread', () => {
    expect(read('potato bread').id).toBe('potato bread')
    expect(read('potato farls').id).toBe('potato bread')
    expect(read('soda farls').id).toBe('soda bread')
  })
  it('sausage patties are sausage, not burgers', () => {
    expect(read('frozen sausage patties').id).toBe('sausage')
  })
  it('leftover rosół is chicken stock', () => {
    expect(read('leftover rosół 1.5 litre').id).toBe('chicken stock')
  })
  it('feijão de corda is black-eyed beans, not pinto beans', () => {
    expect(read('feijão de corda (dried) 250g').id).toBe('black eyed beans')
  })
})

describe('a plain word for the kind of food in brackets explains the name, never replaces it', () => {
  it('"kicha (flatbread)" is kicha, not pitta', () => {
    expect(read('kicha (flatbread)').id).toBe('kicha')
  })
  it('"tesmi (spiced butter)" is the spiced butter (ghee), not butter', () => {
    expect(read('tesmi (spiced butter)').id).toBe('ghee')
  })
  it('a gloss that names a food still says which one: "rice cakes (tteok)" is tteok', () => {
    expect(read('rice cakes (tteok)').id).toBe('tteok')
  })
})
