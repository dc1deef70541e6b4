import { performance } from 'node:perf_hooks'
import { INGREDIENT_SUGGESTIONS } from '../src/shared/ingredient-suggestions.ts'
import { composeRecipe } from '../src/chef/index.ts'
import { EVALUATION_LISTS, evaluateAll } from '../tests/chef-evaluation/tuned/evaluate.ts'
import { BLIND_LISTS } from '../tests/chef-evaluation/index.ts'
import { BLIND_LISTS_ROUND2 } from '../tests/chef-evaluation/round2/index.ts'
import { BLIND_LISTS_ROUND3 } from '../tests/chef-evaluation/round3/index.ts'
import { BLIND_LISTS_ROUND4 } from '../tests/chef-evaluation/round4/index.ts'
import { BLIND_LISTS_ROUND5 } from '../tests/chef-evaluation/round5/index.ts'
import { BLIND_LISTS_ROUND6 } from '../tests/chef-evaluation/round6/index.ts'
import { BLIND_LISTS_ROUND7 } from '../tests/chef-evaluation/round7/index.ts'
import { BLIND_LISTS_ROUND8 } from '../tests/chef-evaluation/round8/index.ts'
import { BLIND_LISTS_ROUND9 } from '../tests/chef-evaluation/round9/index.ts'
import { LIBRARY_TYPED_LISTS } from '../tests/chef-evaluation/library-typed/index.ts'
import { HOME_SWEEP_LISTS } from '../tests/chef-evaluation/home-sweep/index.ts'
import type { BlindCase } from '../tests/chef-evaluation/index.ts'
import { scoreBlindCases } from '../tests/chef-evaluation/score-blind.ts'

export interface OfflineChefBench {
  medianMs: number
  p99Ms: number
  recipesPerSecond: number
  /** The evaluation suite (tests/chef-evaluation/tuned): the chef, and the family templates alone. */
  evaluation: EvaluationFigures
  baseline: EvaluationFigures
  /** The blind set (tests/chef-evaluation): lists the chef was not tuned on. */
  blind: BlindFigures
  /** The second blind set (tests/chef-evaluation/round2), written later by another hand. */
  blindRound2: BlindFigures
  /** The third blind set (tests/chef-evaluation/round3), scored once it was written: unseen. */
  blindRound3: BlindFigures
  /** The fourth blind set (tests/chef-evaluation/round4), written this round: unseen. */
  blindRound4: BlindFigures
  /** The fifth blind set (tests/chef-evaluation/round5), held out: only its summary is read. */
  blindRound5: BlindFigures
  /** The sixth blind set (tests/chef-evaluation/round6), held out: only its summary is read. */
  blindRound6: BlindFigures
  /** The seventh blind set (tests/chef-evaluation/round7): written blind, then read and tuned on. */
  blindRound7: BlindFigures
  /** The eighth blind set (tests/chef-evaluation/round8): written blind, then read and tuned on. */
  blindRound8: BlindFigures
  /** The ninth blind set (tests/chef-evaluation/round9): written blind, then read and tuned on. */
  blindRound9: BlindFigures
  /** One list typed for each library dish from its title alone (tests/chef-evaluation/library-typed): read and tuned on. */
  libraryTyped: BlindFigures
  homeSweeps: BlindFigures
}

/** Shares of the blind set's lists, 0–1, check by check. */
export interface BlindFigures {
  cases: number
  firstAccepted: number
  threeDistinct: number
  starKept: number
  noSwap: number
  safetyProbes: number
  safe: number
  passed: number
}

function blindFigures(cases: readonly BlindCase[]): BlindFigures {
  const report = scoreBlindCases(cases)
  const share = (count: number, of: number = report.cases): number =>
    of === 0 ? 0 : Math.round((count / of) * 1000) / 1000
  return {
    cases: report.cases,
    firstAccepted: share(report.firstAccepted),
    threeDistinct: share(report.threeDistinct),
    starKept: share(report.starKept),
    noSwap: share(report.noSwap),
    safetyProbes: report.safetyProbes,
    safe: share(report.safe, report.safetyProbes),
    passed: share(report.passed),
  }
}

export interface EvaluationFigures {
  cases: number
  passRate: number
  meanCoverage: number
}

function evaluationFigures(composedOnly: boolean): EvaluationFigures {
  const report = evaluateAll(EVALUATION_LISTS, composedOnly)
  const round3 = (value: number): number => Math.round(value * 1000) / 1000
  return {
    cases: report.cases,
    passRate: round3(report.passRate),
    meanCoverage: round3(report.meanCoverage),
  }
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
 * Times composeRecipe over a few thousand varied lists after a warm-up, in three rounds, and
 * reports the median round: a p99 of a 0.2 ms call is at the mercy of one pause on a shared
 * machine (a single disturbed round once read 4 ms where the rounds around it read under 1).
 */
export async function benchOfflineChef(): Promise<OfflineChefBench> {
  const lists = [...FIXED_LISTS, ...generatedLists(390)]
  const calls = 4000
  for (let index = 0; index < 500; index++) {
    composeRecipe(lists[index % lists.length] ?? [], { variant: index % 3 })
  }
  const rounds: Array<Pick<OfflineChefBench, 'medianMs' | 'p99Ms' | 'recipesPerSecond'>> = []
  for (let round = 0; round < ROUNDS; round++) {
    const timings: number[] = []
    const started = performance.now()
    for (let index = 0; index < calls; index++) {
      const list = lists[index % lists.length] ?? []
      const before = performance.now()
      composeRecipe(list, { variant: index % 4, servings: 1 + (index % 6) })
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
  const medianOf = (pick: (round: (typeof rounds)[number]) => number): number =>
    percentile(
      rounds.map(pick).sort((left, right) => left - right),
      0.5,
    )
  const round3 = (value: number): number => Math.round(value * 1000) / 1000
  return {
    medianMs: round3(medianOf((round) => round.medianMs)),
    p99Ms: round3(medianOf((round) => round.p99Ms)),
    recipesPerSecond: Math.round(medianOf((round) => round.recipesPerSecond)),
    evaluation: evaluationFigures(false),
    baseline: evaluationFigures(true),
    blind: blindFigures(BLIND_LISTS),
    blindRound2: blindFigures(BLIND_LISTS_ROUND2),
    blindRound3: blindFigures(BLIND_LISTS_ROUND3),
    blindRound4: blindFigures(BLIND_LISTS_ROUND4),
    blindRound5: blindFigures(BLIND_LISTS_ROUND5),
    blindRound6: blindFigures(BLIND_LISTS_ROUND6),
    blindRound7: blindFigures(BLIND_LISTS_ROUND7),
    blindRound8: blindFigures(BLIND_LISTS_ROUND8),
    blindRound9: blindFigures(BLIND_LISTS_ROUND9),
    libraryTyped: blindFigures(LIBRARY_TYPED_LISTS),
    homeSweeps: blindFigures(HOME_SWEEP_LISTS),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchOfflineChef()
  console.log(JSON.stringify({ name: 'offline-chef', ...result }))
}
