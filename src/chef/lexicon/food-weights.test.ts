import { describe, expect, it } from 'vitest'
import { lexiconEntryOrUndefined } from './lexicon.ts'
import { GRAMS_PER_ML, GRAMS_PER_PIECE, GRAMS_PER_UNIT_OF } from './food-weights.ts'

describe('food weights', () => {
  it('names only entries the lexicon has, so a renamed entry cannot lose its figure silently', () => {
    const ids = [
      ...Object.keys(GRAMS_PER_ML),
      ...Object.keys(GRAMS_PER_PIECE),
      ...Object.keys(GRAMS_PER_UNIT_OF),
    ]
    expect(ids.filter((id) => lexiconEntryOrUndefined(id) === undefined)).toEqual([])
  })

  it('keeps densities within what food can be (oats are the lightest, honey among the heaviest)', () => {
    for (const density of Object.values(GRAMS_PER_ML)) {
      expect(density).toBeGreaterThan(0.15)
      expect(density).toBeLessThan(1.5)
    }
  })
})
