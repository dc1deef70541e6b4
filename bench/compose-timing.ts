import { performance } from 'node:perf_hooks'
import type { composeRecipe } from '../src/chef/index.ts'
import { INGREDIENT_SUGGESTIONS } from '../src/shared/ingredient-suggestions.ts'

/** How long one recipe takes to compose: the median and p99 of one call, and calls per second. */
export interface ComposeTiming {
  medianMs: number
  p99Ms: number
  recipesPerSecond: number
}

const FIXED_LISTS: ReadonlyArray<readonly string[]> = [
  ['chicken breast', 'broccoli', 'soy sauce', 'garlic', 'ginger'],
  ['2 eggs', 'spinach', 'cheddar', 'onion'],
  ['spaghetti', 'tinned tomatoes', 'garlic', 'basil', 'parmesan'],
  ['Courgettes', 'Aubergines', 'coriander', 'prawns', 'spring onion'],
  ['apples', 'flour', 'butter', 'sugar', 'cinnamon'],
  ['bleach', 'chicken', 'a bottle of bleach', 'dish soap'],
  ['blorp', '🥚🥚', '### heading', '<script>alert(1)</script>'],
  ['cumin', 'paprika', 'turmeric', 'garam masala'],
  ['water'],
  ['dark chocolate', 'marshmallows', 'biscuits', 'sweets'],
]

// A deterministic spread of lists from 1 to 50 items, so runs are comparable.
function generatedLists(count: number): string[][] {
  const lists: string[][] = []
  let state = 12345
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state
  }
  for (let index = 0; index < count; index++) {
    const size = 1 + (next() % (index % 10 === 0 ? 50 : 8))
    const list: string[] = []
    for (let item = 0; item < size; item++) {
      list.push(INGREDIENT_SUGGESTIONS[next() % INGREDIENT_SUGGESTIONS.length] ?? 'eggs')
    }
    lists.push(list)
  }
  return lists
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))
  return sorted[index] ?? 0
}

const ROUNDS = 3

/**
 * Times `compose` over a few thousand varied lists after a warm-up, in three rounds, and reports
 * the median round: a p99 of a 0.2 ms call is at the mercy of one pause on a shared machine (a
 * single disturbed round once read 4 ms where the rounds around it read under 1). The function is
 * passed in so the same loop times the chef under the tsx loader and as the server's esbuild
 * bundle runs it (bench/compose-bundled.ts).
 */
export function timeCompose(compose: typeof composeRecipe): ComposeTiming {
  const lists = [...FIXED_LISTS, ...generatedLists(390)]
  const calls = 4000
  for (let index = 0; index < 500; index++) {
    compose(lists[index % lists.length] ?? [], { variant: index % 3 })
  }
  const rounds: ComposeTiming[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const timings: number[] = []
    const started = performance.now()
    for (let index = 0; index < calls; index++) {
      const list = lists[index % lists.length] ?? []
      const before = performance.now()
      compose(list, { variant: index % 4, servings: 1 + (index % 6) })
      timings.push(performance.now() - before)
    }
    const totalMs = performance.now() - started
    timings.sort((left, right) => left - right)
    rounds.push({
      medianMs: percentile(timings, 0.5),
      p99Ms: percentile(timings, 0.99),
      recipesPerSecond: (calls / totalMs) * 1000,
    })
  }
  const medianOf = (pick: (round: ComposeTiming) => number): number =>
    percentile(
      rounds.map(pick).sort((left, right) => left - right),
      0.5,
    )
  const round3 = (value: number): number => Math.round(value * 1000) / 1000
  return {
    medianMs: round3(medianOf((round) => round.medianMs)),
    p99Ms: round3(medianOf((round) => round.p99Ms)),
    recipesPerSecond: Math.round(medianOf((round) => round.recipesPerSecond)),
  }
}
