import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { INGREDIENT_SUGGESTIONS } from '../../shared/ingredient-suggestions.ts'
import { LEXICON } from '../lexicon/lexicon.ts'
import { prepare } from '../planning/read-list.ts'
import {
  classicsAccepting,
  classicsReaching,
  classicTitleWords,
  libraryPosition,
  titleWords,
} from './classic-index.ts'
import { COMPILED_CLASSICS } from './compiled-classics.ts'
import { fitClassic, rankClassics } from './fit-classic.ts'

// The indexes only narrow which classics a request looks at: each must give exactly what a scan
// of the whole library gives, or a dish would silently never be offered.

const RUNS = 60

/** Lists as visitors type them: known names, from one item to a long fridge-clearing list. */
const lists = fc.array(fc.constantFrom(...INGREDIENT_SUGGESTIONS), { minLength: 1, maxLength: 14 })

describe('classic index', () => {
  test('library positions follow the compiled library', () => {
    COMPILED_CLASSICS.forEach((classic, index) => {
      expect(libraryPosition(classic)).toBe(index)
      expect(classicTitleWords(classic)).toEqual(titleWords(classic.dish.title))
    })
  })

  test('the classics accepting an entry are those with a place for it, in library order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEXICON.map((entry) => entry.id)), (id) => {
        const scanned: number[] = []
        COMPILED_CLASSICS.forEach((classic, index) => {
          if (classic.places.some((place) => place.rank.has(id))) scanned.push(index)
        })
        expect(classicsAccepting(id)).toEqual(scanned)
      }),
      { numRuns: 200 },
    )
  })

  test('the classics reaching half a list are those a scan of each classic finds', () => {
    fc.assert(
      fc.property(lists, (list) => {
        const { candidates } = prepare(list)
        const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0)
        const scanned = COMPILED_CLASSICS.filter((classic) => {
          let reachable = 0
          for (const candidate of candidates) {
            if (classic.places.some((place) => place.rank.has(candidate.entry.id)))
              reachable += candidate.weight
          }
          return reachable >= total / 2
        })
        expect(classicsReaching(candidates, total / 2)).toEqual(scanned)
      }),
      { numRuns: RUNS },
    )
  })

  test('ranking tries every classic a list can make, never missing one', () => {
    fc.assert(
      fc.property(lists, (list) => {
        const { candidates } = prepare(list)
        const exhaustive = COMPILED_CLASSICS.filter(
          (classic) => fitClassic(classic, candidates) !== undefined,
        ).map((classic) => classic.dish.id)
        const ranked = rankClassics(candidates).map((fit) => fit.classic.dish.id)
        expect([...ranked].sort()).toEqual([...exhaustive].sort())
      }),
      { numRuns: RUNS },
    )
  })
})
