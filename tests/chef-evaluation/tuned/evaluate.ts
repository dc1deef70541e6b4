import { compiledClassic } from '../../../src/chef/classics/compiled-classics.ts'
import { renderRecipe } from '../../../src/chef/compose-recipe.ts'
import { planRecipe } from '../../../src/chef/planning/plan-recipe.ts'
import { unmentioned } from '../recipe-checks.ts'
import { ASIA_MIDEAST_EUROPE_LISTS } from './asia-mideast-europe-lists.ts'
import { AFRICA_AMERICAS_LISTS } from './africa-americas-lists.ts'
import { BAKES_PUDDINGS_LISTS } from './bakes-puddings-lists.ts'
import { BRITISH_AMERICAN_LISTS } from './british-american-lists.ts'
import { DISHES_B_LISTS } from './dishes-b-lists.ts'
import { EAST_ASIAN_LISTS } from './east-asian-lists.ts'
import type { EvalCase } from './eval-case.ts'
import { EUROPEAN_LISTS } from './european-lists.ts'
import { EUROPEAN_MORE_LISTS } from './european-more-lists.ts'
import { EVERYDAY_DEPTH_LISTS } from './everyday-depth-lists.ts'
import { EVERYDAY_LISTS } from './everyday-lists.ts'
import { HOME_EAST_LISTS } from './home-east-lists.ts'
import { HOME_WEST_LISTS } from './home-west-lists.ts'
import { SOUTH_ASIAN_MIDDLE_EAST_MEXICO_LISTS } from './south-asian-middle-east-mexico-lists.ts'
import { WORLD_MORE_LISTS } from './world-more-lists.ts'
import { DISHES_A_LISTS } from './dishes-a-lists.ts'
import { WORLD_2026_LISTS } from './world-2026-lists.ts'
import { CLASSICS10_LISTS } from './classics10-lists.ts'

/** Every list of the evaluation suite. */
export const EVALUATION_LISTS: readonly EvalCase[] = [
  ...EVERYDAY_LISTS,
  ...BRITISH_AMERICAN_LISTS,
  ...EUROPEAN_LISTS,
  ...SOUTH_ASIAN_MIDDLE_EAST_MEXICO_LISTS,
  ...EAST_ASIAN_LISTS,
  ...BAKES_PUDDINGS_LISTS,
  ...EVERYDAY_DEPTH_LISTS,
  ...ASIA_MIDEAST_EUROPE_LISTS,
  ...AFRICA_AMERICAS_LISTS,
  ...HOME_EAST_LISTS,
  ...HOME_WEST_LISTS,
  ...WORLD_MORE_LISTS,
  ...EUROPEAN_MORE_LISTS,
  ...DISHES_A_LISTS,
  ...DISHES_B_LISTS,
  ...WORLD_2026_LISTS,
  ...CLASSICS10_LISTS,
]

/** A recipe uses at least this share of the visitor's recognised food items. */
export const MIN_COVERAGE = 0.6
export const MAX_EXTRAS = 4

export interface CaseResult {
  list: readonly string[]
  /** The dishes of variants 0, 1 and 2 (plan ids; "out-of-ideas" when the ideas ran out). */
  dishes: readonly string[]
  coverage: number
  extras: number
  /** Why the case fails; empty when it passes. */
  failures: readonly string[]
}

function accepted(id: string, expect: readonly string[]): boolean {
  if (expect.includes(id)) return true
  const family = compiledClassic(id)?.dish.family
  return family !== undefined && expect.includes(family)
}

/** Judges one list as the issue asks: the expected dish, coverage, method, extras, variants. */
export function evaluateCase(item: EvalCase, composedOnly = false): CaseResult {
  const failures: string[] = []
  const plans = [0, 1, 2].map((variant) => planRecipe(item.list, { variant, composedOnly }))
  const [first] = plans
  if (first === undefined) throw new Error('no plan')
  const recognised = first.used.length + first.unused.length
  const coverage = recognised === 0 ? 1 : first.used.length / recognised
  if (!accepted(first.family.id, item.expect)) {
    failures.push(`chose ${first.family.id}, expected one of ${item.expect.join(', ')}`)
  }
  if (coverage < MIN_COVERAGE) failures.push(`used ${Math.round(coverage * 100)}% of the list`)
  const missing = unmentioned(renderRecipe(first))
  if (missing.length > 0) failures.push(`method never mentions ${missing.join(', ')}`)
  if (first.extras.length > MAX_EXTRAS) failures.push(`${first.extras.length} extras`)
  const seen: string[] = []
  plans.forEach((plan, variant) => {
    if (plan.kind === 'recipe') {
      const key = `${plan.family.id}|${plan.title}`
      if (
        seen.some((earlier) => earlier.split('|').some((part) => key.split('|').includes(part)))
      ) {
        failures.push(`variant ${variant} repeats an earlier dish (${plan.title})`)
      }
      seen.push(key)
    }
  })
  return {
    list: item.list,
    dishes: plans.map((plan) => (plan.kind === 'recipe' ? plan.family.id : plan.kind)),
    coverage,
    extras: first.extras.length,
    failures,
  }
}

export interface EvaluationReport {
  cases: number
  passed: number
  passRate: number
  meanCoverage: number
  results: readonly CaseResult[]
}

/** The whole suite; `composedOnly` judges the chef without its classics, as a baseline. */
export function evaluateAll(
  lists: readonly EvalCase[] = EVALUATION_LISTS,
  composedOnly = false,
): EvaluationReport {
  const results = lists.map((item) => evaluateCase(item, composedOnly))
  const passed = results.filter((result) => result.failures.length === 0).length
  return {
    cases: results.length,
    passed,
    passRate: results.length === 0 ? 0 : passed / results.length,
    meanCoverage: results.reduce((sum, result) => sum + result.coverage, 0) / results.length,
    results,
  }
}
