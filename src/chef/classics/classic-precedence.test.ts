import { describe, expect, it } from 'vitest'
import { ALL_CLASSICS } from './all-classics.ts'
import { CLASSIC_PRECEDENCE } from './classic-precedence.ts'
import { COMPILED_CLASSICS } from './compiled-classics.ts'

describe('the tie order of the classics', () => {
  it('names each dish at most once, and only dishes that exist', () => {
    const ids = new Set(ALL_CLASSICS.map((dish) => dish.id))
    expect(CLASSIC_PRECEDENCE.filter((id) => !ids.has(id))).toEqual([])
    expect(new Set(CLASSIC_PRECEDENCE).size).toBe(CLASSIC_PRECEDENCE.length)
  })

  it('orders the library: listed dishes first, in the list order, then the rest by id', () => {
    const listed = new Set(CLASSIC_PRECEDENCE)
    const order = COMPILED_CLASSICS.map((classic) => classic.dish.id)
    const head = order.filter((id) => listed.has(id))
    const tail = order.slice(head.length)
    expect(head).toEqual(CLASSIC_PRECEDENCE.filter((id) => order.includes(id)))
    expect(tail.every((id) => !listed.has(id))).toBe(true)
    expect(tail).toEqual([...tail].sort())
  })
})
