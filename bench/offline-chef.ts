import { composeRecipe } from '../src/chef/index.ts'
import { timeCompose } from './compose-timing.ts'
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

/**
 * The chef's speed under the tsx loader (bench/compose-timing.ts), then its quality figures: the
 * evaluation suite and every blind set, scored as the tests score them.
 */
export async function benchOfflineChef(): Promise<OfflineChefBench> {
  return {
    ...timeCompose(composeRecipe),
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
