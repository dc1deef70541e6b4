import { describe, expect, test } from 'vitest'
import { cookedAtLeast, TREATMENTS } from './treatments.ts'

// One "boiled long enough" pattern for the treatments that a dish's own long cooking does.

const boiled = (floor: number) => {
  const pattern = cookedAtLeast(floor, ['simmer', 'boil', 'cook'])
  return (step: string) => pattern.test(step)
}

describe('cookedAtLeast', () => {
  test('minutes: the floor itself counts, a minute less does not', () => {
    expect(boiled(30)('Simmer the leaves for 29 minutes.')).toBe(false)
    expect(boiled(30)('Simmer the leaves for 30 minutes.')).toBe(true)
    expect(boiled(45)('Boil the leaves for 44 minutes.')).toBe(false)
    expect(boiled(45)('Boil the leaves for 45 minutes.')).toBe(true)
    expect(boiled(45)('Boil the leaves for 120 minutes.')).toBe(true)
    expect(boiled(10)('Boil them for 9 minutes.')).toBe(false)
    expect(boiled(10)('Boil them for 10 minutes.')).toBe(true)
  })

  test('a range counts by its longer end, where the dish checks it is soft', () => {
    expect(boiled(45)('Simmer the leaves for 40–50 minutes, until soft.')).toBe(true)
    expect(boiled(30)('Simmer the leaves for 25-30 minutes, until soft.')).toBe(true)
    expect(boiled(55)('Simmer the leaves for 40–50 minutes.')).toBe(false)
    expect(boiled(45)('Simmer the leaves for 30–40 minutes.')).toBe(false)
  })

  test('half an hour is 30 minutes, never an hour', () => {
    expect(boiled(45)('Simmer the leaves for half an hour.')).toBe(false)
    expect(boiled(30)('Simmer the leaves for half an hour.')).toBe(true)
    expect(boiled(31)('Simmer the leaves for half an hour.')).toBe(false)
    expect(boiled(45)('Simmer the leaves for ½ hour.')).toBe(false)
    expect(boiled(30)('Simmer the leaves for ½ hour.')).toBe(true)
  })

  test('an hour, one hour and hours with a fraction are an hour and more', () => {
    for (const time of ['an hour', 'one hour', '1 hour', '1½ hours', '1¼ hours', '2–3 hours'])
      expect(boiled(60)(`Boil the leaves uncovered for ${time}.`), time).toBe(true)
    expect(boiled(60)('Boil the leaves for 59 minutes.')).toBe(false)
    expect(boiled(60)('Boil the leaves for ¾ hour.')).toBe(false)
  })

  test('a time in another clause or sentence is not this boil', () => {
    expect(boiled(45)('Boil the cassava leaves 20 minutes; leave to stand 45 minutes.')).toBe(false)
    expect(boiled(45)('Boil the cassava leaves for 2 minutes, then leave 1 hour to cool.')).toBe(
      false,
    )
    expect(boiled(45)('Boil the cassava leaves for 2 minutes. Rest for an hour.')).toBe(false)
    expect(boiled(45)('Bring to the boil, then simmer for 45 minutes.')).toBe(true)
    expect(boiled(45)('Cook the cassava leaves, stirring now and then, for 1 hour.')).toBe(true)
  })

  test('a verb is needed: "45 minutes" alone cooks nothing', () => {
    expect(boiled(45)('Leave the leaves to stand for 45 minutes.')).toBe(false)
  })

  test('floors outside 1–60 minutes are refused rather than read wrongly', () => {
    expect(() => cookedAtLeast(90, ['boil'])).toThrow()
    expect(() => cookedAtLeast(0, ['boil'])).toThrow()
  })
})

test('cassava leaves, taro leaves and a ham hock use it with their own minimum', () => {
  const done = (id: string, step: string) =>
    TREATMENTS.find((treatment) => treatment.id === id)?.handledBy.every((pattern) =>
      pattern.test(step),
    ) ?? false
  expect(done('cassava-leaves', 'Simmer the cassava leaves for half an hour.')).toBe(false)
  expect(done('cassava-leaves', 'Boil the cassava leaves uncovered for an hour.')).toBe(true)
  expect(done('taro-leaves', 'Simmer the taro leaves for half an hour.')).toBe(true)
  expect(done('taro-leaves', 'Simmer the taro leaves for 29 minutes.')).toBe(false)
  expect(done('taro-leaves', 'Bake the taro leaves in coconut cream for 1¼ hours.')).toBe(true)
  expect(done('ham-hock', 'Simmer the hock for ½ hour.')).toBe(false)
  expect(done('ham-hock', 'Simmer the hock for half an hour.')).toBe(false)
  expect(done('ham-hock', 'Simmer the hock for 1½ hours.')).toBe(true)
})
