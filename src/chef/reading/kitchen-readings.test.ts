import { describe, expect, it } from 'vitest'
import { readInKitchen } from './kitchen-readings.ts'
import { matchIngredient } from './match-ingredient.ts'

const read = (list: readonly string[]) =>
  readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

describe('names read by the kitchen the rest of the list is from', () => {
  it('reads rice cakes beside gochujang as tteok, keeping the visitor’s words', () => {
    expect(read(['rice cakes', 'gochujang', 'fish cakes'])).toEqual(['tteok', 'gochujang', 'eomuk'])
    const [cakes] = readInKitchen([matchIngredient('rice cakes'), matchIngredient('soy sauce')])
    expect(cakes?.named).toBe('rice cakes')
  })

  it('reads drumsticks beside raw banana, yam, coconut and curry leaves as moringa; not in a chicken curry', () => {
    const avial = ['drumsticks', 'raw banana', 'yam', 'grated coconut', 'curd', 'curry leaves']
    expect(read(avial)[0]).toBe('moringa')
    // Curry leaves and coconut oil alone are a Kerala chicken curry's too; yam and plantain a
    // Caribbean soup's.
    const curry = ['drumsticks', 'coconut milk', 'curry leaves', 'coconut oil', 'onion']
    expect(read(curry)[0]).toBe('chicken drumstick')
    expect(read(['drumsticks', 'yam', 'plantain', 'thyme'])[0]).toBe('chicken drumstick')
  })

  it('reads caramel beside fish sauce as cooking caramel; beside bananas and biscuits as caramel sauce', () => {
    expect(read(['caramel', 'fish sauce', 'catfish'])[0]).toBe('cooking caramel')
    expect(read(['bananas', 'caramel', 'digestive biscuits'])[1]).toBe('dulce de leche')
  })

  it('reads fish cakes beside gochujang as eomuk, under the visitor’s words; not beside peas', () => {
    const [, fish] = readInKitchen([matchIngredient('gochujang'), matchIngredient('fish cakes')])
    expect(fish?.entry?.id).toBe('eomuk')
    expect(fish?.named).toBe('fish cakes')
    expect(read(['fish cakes', 'peas', 'potatoes'])[0]).toBe('fish cakes')
  })

  it('leaves rice cakes beside peanut butter as the puffed snack, not crackers', () => {
    expect(read(['rice cakes', 'peanut butter', 'banana'])[0]).toBe('rice cakes')
  })

  it('keeps empty lines in place and returns the list itself when nothing changes', () => {
    const list = [matchIngredient('cheddar'), undefined, matchIngredient('bread')]
    expect(readInKitchen(list)).toBe(list)
  })
})
