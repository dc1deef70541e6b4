// Prints how the offline chef does on the blind evaluation set (tests/chef-evaluation), by cuisine
// and check, and each failing list with why: for reading, not for CI.
//   npx tsx scripts/blind-report.ts [--round2 | … | --round9 | --library | --home] [--failures] [cuisine]
// --round2 … --round9 score the second to ninth blind set
// (tests/chef-evaluation/round2 … round9) instead of the first; --library the lists typed for the
// library's own dishes (tests/chef-evaluation/library-typed), by kitchen; --home the home-cooking
// sweeps (tests/chef-evaluation/home-sweep). Rounds 5 and 6 are held out: read
// only their summary line, never their --failures, so nobody tunes the chef on them.
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
import { scoreBlindCases } from '../tests/chef-evaluation/score-blind.ts'

const args = process.argv.slice(2)
const showFailures = args.includes('--failures')
const heldOut = ['--round5', '--round6'].find((round) => args.includes(round))
if (showFailures && heldOut !== undefined) {
  // Reading a held-out round's failures would turn it into tuning data.
  console.error(
    `round ${heldOut.slice(-1)} is held out: its failures are not printed; drop --failures`,
  )
  process.exit(2)
}
const ROUNDS = {
  '--round2': BLIND_LISTS_ROUND2,
  '--round3': BLIND_LISTS_ROUND3,
  '--round4': BLIND_LISTS_ROUND4,
  '--round5': BLIND_LISTS_ROUND5,
  '--round6': BLIND_LISTS_ROUND6,
  '--round7': BLIND_LISTS_ROUND7,
  '--round8': BLIND_LISTS_ROUND8,
  '--round9': BLIND_LISTS_ROUND9,
  '--library': LIBRARY_TYPED_LISTS,
  '--home': HOME_SWEEP_LISTS,
} as const
const round = Object.keys(ROUNDS).find((flag) => args.includes(flag)) as
  keyof typeof ROUNDS | undefined
const lists = round === undefined ? BLIND_LISTS : ROUNDS[round]
const only = args.find((arg) => !arg.startsWith('--'))
const cases = only === undefined ? lists : lists.filter((item) => item.cuisine === only)
const report = scoreBlindCases(cases)
const percent = (count: number, of = report.cases) =>
  `${of === 0 ? 0 : Math.round((count / of) * 1000) / 10}%`
console.log(
  `${report.cases} lists: first idea accepted ${percent(report.firstAccepted)}, three distinct ${percent(report.threeDistinct)}, star kept ${percent(report.starKept)}, no swap ${percent(report.noSwap)}, safe ${percent(report.safe, report.safetyProbes)} of ${report.safetyProbes} probes, all checks ${percent(report.passed)}`,
)
const byCuisine = new Map<string, typeof report.results>()
for (const result of report.results) {
  byCuisine.set(result.cuisine, [...(byCuisine.get(result.cuisine) ?? []), result])
}
for (const [cuisine, results] of byCuisine) {
  const accepted = results.filter((result) => result.firstAccepted).length
  const passed = results.filter((result) => result.failures.length === 0).length
  console.log(
    `  ${cuisine}: first idea ${accepted}/${results.length}, all checks ${passed}/${results.length}`,
  )
}
if (showFailures) {
  for (const result of report.results) {
    if (result.failures.length === 0) continue
    console.log(
      `\n[${result.cuisine}] ${result.list.join(', ')}\n  ${result.failures.join('\n  ')}`,
    )
  }
}
