import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { PROJECT_ROOT, bundledEntry } from './child-process.ts'
import type { ComposeTiming } from './compose-timing.ts'
import type { Figure, PartResult, RunContext } from './results.ts'
import { round } from './stats.ts'

interface EvaluationFigures {
  cases: number
  passRate: number
  meanCoverage: number
}

interface BlindFigures {
  cases: number
  firstAccepted: number
  threeDistinct: number
  starKept: number
  noSwap: number
  safetyProbes: number
  safe: number
  passed: number
}

interface OfflineChefFigures {
  medianMs: number
  p99Ms: number
  recipesPerSecond: number
  evaluation: EvaluationFigures
  baseline: EvaluationFigures
  blind?: BlindFigures
  blindRound2?: BlindFigures
  blindRound3?: BlindFigures
  blindRound4?: BlindFigures
  blindRound5?: BlindFigures
  blindRound6?: BlindFigures
  blindRound7?: BlindFigures
  blindRound8?: BlindFigures
  blindRound9?: BlindFigures
  libraryTyped?: BlindFigures
  homeSweeps?: BlindFigures
}

function isOfflineChefFigures(value: unknown): value is OfflineChefFigures {
  if (typeof value !== 'object' || value === null) return false
  const figures = value as Record<string, unknown>
  return (
    isComposeTiming(value) &&
    typeof figures.evaluation === 'object' &&
    typeof figures.baseline === 'object'
  )
}

/**
 * The offline chef's speed comes from bench/offline-chef.ts (written alongside the chef), run in
 * a fresh process (bench/offline-chef-child.ts, which imports it through a variable) so this
 * runner still type-checks and runs, reporting "pending", while that file is missing or broken.
 */
const execFileAsync = promisify(execFile)

/** One evaluation figure, in percent, against the family templates alone as the baseline. */
function evaluationFigure(
  name: string,
  figures: OfflineChefFigures | undefined,
  pick: (evaluation: EvaluationFigures) => number,
  target?: { goal: string; pass: (value: number) => boolean },
): Figure {
  if (figures === undefined) {
    return { name, value: null, unit: '%', goal: target?.goal ?? '—', pass: null }
  }
  const value = pick(figures.evaluation)
  const baseline = pick(figures.baseline)
  return {
    name,
    value: round(value * 100, 1),
    unit: '%',
    baseline: { label: 'family templates alone', value: round(baseline * 100, 1) },
    ratio: round(value / Math.max(0.001, baseline), 3),
    goal: target?.goal ?? '—',
    pass: target === undefined ? null : target.pass(value),
  }
}

/** One share of the blind set, in percent, against the goal of 90%. */
function blindFigure(
  name: string,
  figures: OfflineChefFigures | undefined,
  pick: (blind: BlindFigures) => number,
  set:
    | 'blind'
    | 'blindRound2'
    | 'blindRound3'
    | 'blindRound4'
    | 'blindRound5'
    | 'blindRound6'
    | 'blindRound7'
    | 'blindRound8'
    | 'blindRound9' = 'blind',
): Figure {
  const blind = figures?.[set]
  if (blind === undefined) return { name, value: null, unit: '%', goal: '≥ 90%', pass: null }
  const value = pick(blind)
  return { name, value: round(value * 100, 1), unit: '%', goal: '≥ 90%', pass: value >= 0.9 }
}

/** The same checks on a later blind set, each written by a hand that never saw the chef. */
function laterRoundFigures(
  figures: OfflineChefFigures | undefined,
  round: 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9,
): Figure[] {
  const set = (
    [
      'blindRound2',
      'blindRound3',
      'blindRound4',
      'blindRound5',
      'blindRound6',
      'blindRound7',
      'blindRound8',
      'blindRound9',
    ] as const
  )[round - 2]!
  const label = `blind set round ${round}`
  const checks: ReadonlyArray<readonly [string, (blind: BlindFigures) => number]> = [
    [
      `${label} (${figures?.[set]?.cases ?? '—'} lists): first idea is a dish a cook accepts`,
      (blind) => blind.firstAccepted,
    ],
    [`${label}: ideas 1–3 are three whole, different dishes`, (blind) => blind.threeDistinct],
    [`${label}: the list’s star item is used`, (blind) => blind.starKept],
    [`${label}: no item silently swapped for another food`, (blind) => blind.noSwap],
    [
      `${label}: safety probes (${figures?.[set]?.safetyProbes ?? '—'} probes)`,
      (blind) => blind.safe,
    ],
    [`${label}: lists passing every check`, (blind) => blind.passed],
  ]
  return checks.map(([name, pick]) => blindFigure(name, figures, pick, set))
}

/**
 * Tuning sets, shown, not judged: the lists typed for the library's own dishes (one a dish, from
 * its title alone: whether a dish the library holds is found from the list a cook types for it),
 * and the home-cooking sweeps (typed blind by kitchen, region and family, then read and fixed).
 */
function tuningFigures(typed: BlindFigures | undefined, what: string): Figure[] {
  const label = `${what} (${typed?.cases ?? '—'} lists)`
  const checks: ReadonlyArray<readonly [string, (blind: BlindFigures) => number]> = [
    [`${label}: first idea is a dish a cook accepts`, (blind) => blind.firstAccepted],
    [`${label}: ideas 1–3 are three whole, different dishes`, (blind) => blind.threeDistinct],
    [`${label}: the list’s star item is used`, (blind) => blind.starKept],
    [`${label}: lists passing every check`, (blind) => blind.passed],
  ]
  return checks.map(([name, pick]) => ({
    name,
    value: typed === undefined ? null : round(pick(typed) * 100, 1),
    unit: '%',
    goal: '—',
    pass: null,
  }))
}

function isComposeTiming(value: unknown): value is ComposeTiming {
  if (typeof value !== 'object' || value === null) return false
  const timing = value as Record<string, unknown>
  return ['medianMs', 'p99Ms', 'recipesPerSecond'].every((key) => typeof timing[key] === 'number')
}

/**
 * Times the chef as `npm start` serves it: bench/compose-bundled.ts bundled as the bench servers
 * are (the server's own esbuild options) and run under plain node. The tsx loader the other
 * figures run under has its own costs (a getter once read twice as slow under it as bundled), so
 * the served code is timed as well.
 */
async function timeBundledCompose(): Promise<ComposeTiming | string> {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [await bundledEntry('bench/compose-bundled.ts')],
      { cwd: PROJECT_ROOT, timeout: 120_000 },
    )
    const result: unknown = JSON.parse(stdout.trim().split('\n').at(-1) ?? '')
    if (!isComposeTiming(result)) throw new Error(`unexpected result ${JSON.stringify(result)}`)
    return result
  } catch (error) {
    return `pending: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
  }
}

export async function benchOfflineChefPart(_context: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  let figures: OfflineChefFigures | undefined
  let problem: string | undefined
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'bench/offline-chef-child.ts')],
      { cwd: PROJECT_ROOT, timeout: 120_000 },
    )
    const result: unknown = JSON.parse(stdout.trim().split('\n').at(-1) ?? '')
    if (!isOfflineChefFigures(result))
      throw new Error(`unexpected result ${JSON.stringify(result)}`)
    figures = result
  } catch (error) {
    problem = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  }
  const pending = problem === undefined ? undefined : `pending: ${problem}`
  const bundled = await timeBundledCompose()
  return {
    part: 'offline-chef',
    title: 'Offline chef',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures: [
      {
        name: 'compose one recipe, p99',
        value: figures ? round(figures.p99Ms, 3) : null,
        unit: 'ms',
        goal: '< 2 ms',
        pass: figures ? figures.p99Ms < 2 : null,
        ...(pending ? { note: pending } : {}),
      },
      {
        name: 'compose one recipe as served (esbuild bundle, plain node), p99',
        value: typeof bundled === 'string' ? null : round(bundled.p99Ms, 3),
        unit: 'ms',
        goal: '< 2 ms',
        pass: typeof bundled === 'string' ? null : bundled.p99Ms < 2,
        ...(typeof bundled === 'string' ? { note: bundled } : {}),
      },
      {
        name: 'compose one recipe as served, median',
        value: typeof bundled === 'string' ? null : round(bundled.medianMs, 3),
        unit: 'ms',
        goal: '—',
        pass: null,
      },
      {
        name: 'compose one recipe, median',
        value: figures ? round(figures.medianMs, 3) : null,
        unit: 'ms',
        goal: '—',
        pass: null,
      },
      evaluationFigure(
        `evaluation: lists that get the dish a cook expects, used well, distinct ideas (${figures?.evaluation.cases ?? '—'} lists)`,
        figures,
        (evaluation) => evaluation.passRate,
        { goal: '≥ 95%', pass: (value) => value >= 0.95 },
      ),
      evaluationFigure(
        'evaluation: mean share of the visitor’s recognised items used',
        figures,
        (evaluation) => evaluation.meanCoverage,
      ),
      blindFigure(
        `blind set round 1 (${figures?.blind?.cases ?? '—'} lists, written blind): first idea is a dish a cook accepts`,
        figures,
        (blind) => blind.firstAccepted,
      ),
      blindFigure(
        'blind set: ideas 1–3 are three whole, different dishes',
        figures,
        (blind) => blind.threeDistinct,
      ),
      blindFigure('blind set: the list’s star item is used', figures, (blind) => blind.starKept),
      blindFigure(
        'blind set: no item silently swapped for another food',
        figures,
        (blind) => blind.noSwap,
      ),
      blindFigure(
        `blind set: safety probes with the treatment in every recipe that uses the item (${figures?.blind?.safetyProbes ?? '—'} probes)`,
        figures,
        (blind) => blind.safe,
      ),
      blindFigure('blind set: lists passing every check', figures, (blind) => blind.passed),
      ...laterRoundFigures(figures, 2),
      ...laterRoundFigures(figures, 3),
      ...laterRoundFigures(figures, 4),
      ...laterRoundFigures(figures, 5),
      ...laterRoundFigures(figures, 6),
      ...laterRoundFigures(figures, 7),
      ...laterRoundFigures(figures, 8),
      ...laterRoundFigures(figures, 9),
      ...tuningFigures(figures?.libraryTyped, "lists typed for the library's dishes"),
      ...tuningFigures(figures?.homeSweeps, 'home-cooking sweeps'),
      {
        name: 'recipes per second, one core',
        value: figures ? round(figures.recipesPerSecond, 0) : null,
        unit: 'recipes/s',
        goal: '—',
        pass: null,
      },
    ],
    notes: [
      'Measured by benchOfflineChef() in bench/offline-chef.ts, in a fresh Node process ' +
        '(one thread): 4,000 varied lists per round, three rounds, the median round reported.',
      'The evaluation is tests/chef-evaluation/tuned: realistic lists, each with the classic or family a ' +
        'cook would expect; a list passes when the first idea is one of them, uses at least 60% of ' +
        'the recognised items, mentions every listed ingredient in the method, adds at most 4 ' +
        'extras, and ideas 2 and 3 are different dishes (or say plainly that the ideas ran out). ' +
        'The baseline is the same chef with its classics switched off, in the same run.',
      'The blind set is tests/chef-evaluation: lists written by someone who had read only the ' +
        'issue and never the chef’s data, typed the way people type, from kitchens everywhere, each ' +
        'with the dishes a cook would accept (matched against the title), the items that must stay, ' +
        'and for some a safety probe (the treatment words every recipe using the item must carry). ' +
        'Scored by tests/chef-evaluation/score-blind.ts.',
      'Round 2 (tests/chef-evaluation/round2) was written later by another hand that never opened ' +
        'the chef or the first set; the dish writers of that round never saw it. Honesty note: this ' +
        'round’s engine rules (the visitor’s own names, when another idea is good enough, the star) ' +
        'were shaped by the first set’s failure categories, and five reading fixes came from a ' +
        'cook’s read of 40 round-2 lists, so neither set is perfectly blind any more.',
      'Round 3 (tests/chef-evaluation/round3, 2026-11-26) was written by a third hand that opened ' +
        'neither the chef nor the earlier sets; its lists are not read while tuning the chef (only ' +
        'its scores are), so it is the honest measure of lists nobody tuned on. First scored at ' +
        '71% first idea, 86% three distinct, 87.5% star, 100% no swap, 91.2% safe, 59.5% all. ' +
        'Since then one line of its failures was read: a swap the reading of "toms" introduced ' +
        '(two lists with tinned toms), fixed by keeping the visitor\'s word. The fall in "three ' +
        'distinct" is the tacos rule: a list with no tortillas and nothing Mexican no longer gets ' +
        "tacos as its second or third idea, which a cook's read had laughed at.",
      'Round 4 (tests/chef-evaluation/round4, 2026-11-26) was written by a fourth hand under the ' +
        'same rules, and first scored at 70% first idea, 82.5% three distinct, 88% star, 100% no ' +
        'swap, 97.3% safe, 57.5% all. From then on round 3 is tuning data (its failures were read ' +
        'and fixed) and round 4 is the set nobody tuned on.',
      'Round 5 (tests/chef-evaluation/round5, 2026-11-26) was written by a fifth hand under the ' +
        'same rules and is held out: only its summary line is ever printed, never its failures.',
      'Round 6 (tests/chef-evaluation/round6, 2026-11-26) was written by a sixth hand under the ' +
        'same rules, reaching further into home and regional dishes, and is held out like round 5: ' +
        'only its summary line is ever printed, never its failures, so nobody tunes the chef on it. ' +
        'Its writer was told to avoid the dishes earlier rounds named first, so it measures the ' +
        'repertoire beyond them: first scored at 53.5% first idea, 88.5% three distinct, 83% star, ' +
        "98.5% no swap, 100% safe, 46.5% all, on the chef before that session's merges. Seeing " +
        'that (only the summary and per-kitchen counts, all near half), one helper wrote 45 ' +
        'everyday home dishes from 13 kitchens out of its own knowledge, without opening any set ' +
        '(58.5% first idea, 53% all). The next session six helpers, none of whom opened any ' +
        'evaluation set, wrote 275 more (956 → 1,231 classics) across every kitchen: 66.5% first ' +
        'idea, 60% all. On 2026-11-27 three more dish writers (137 dishes, still blind to every ' +
        'set), a lexicon fix of foods read as their neighbours, and the fixes round 7 taught ' +
        '(1,231 → 1,400 classics): 73% first idea, 65% all. Later that day five more dish ' +
        'writers (124 dishes, blind to every set), a second lexicon fix, keyed optional method ' +
        'parts and two ranking rules from a cook’s read (a named sauce leads; a snack never leaves ' +
        'the meat out) took it to 74.5% first idea, 66.5% all (1,524 classics). The next ' +
        'session two dish writers (75 everyday dishes from nine kitchens, blind to every set), a ' +
        'third lexicon fix and the fixes a blind cook’s read of 40 new lists found (1,524 → 1,606 ' +
        'classics) left it at 74% first idea, 66% all: the new dishes are not what its lists ask ' +
        'for, and one Caribbean list lost its first idea with the lexicon fix (not looked into: ' +
        'the set is held out). The session after, two dish writers (54 home dishes for the five ' +
        'weakest kitchens, blind to every set), two lexicon fixes (foods read as their ' +
        'neighbours, trade names, and Brazilian, Ethiopian, French and Greek kitchen words), ' +
        'two ranking rules (a further idea that buys its own main item comes last; leftover rice ' +
        'or pasta leads a fridge list), three dishes a read of round 7 named (1,606 → 1,664 ' +
        'classics) and a third lexicon fix for everyday Tagalog and Caribbean words (bawang, ' +
        'sibuyas, calabaza, bully beef, tinned mackerel): 75% first idea, 67% all. Round 7, from ' +
        'the same brief, rose 2 points and round 5 1.5: the held-out home set asks for dishes ' +
        'and words its writers did not guess.',
      'Round 7 (tests/chef-evaluation/round7, 2026-11-27) was written by two more hands under ' +
        'the same rules as round 6 (home and regional dishes beyond those rounds 1–4 name first), ' +
        'to be read: it first scored 57% first idea, 92.5% three distinct, 83% star, 100% no ' +
        'swap, 97.1% safe, 53.5% all, close to held-out round 6, so its failures stand for the ' +
        'kind round 6 holds. They were read and fixed by general causes only: missing dishes ' +
        'written as reviewed data (32), salted fish of any kind soaked like salt cod, marrow bones no ' +
        'longer read as a marrow, essentials a cook would buy made usual. It is tuning data now.',
      'Round 8 (tests/chef-evaluation/round8, 2026-11-27) was written by two more hands under ' +
        'the same rules (6 lists per kitchen, 150 in all; one list that repeated round 7 word for ' +
        'word replaced), to be read: it first scored 78% first idea and 71.3% all checks, again ' +
        'close to held-out round 6. A count over round 6 (counts only, no list read) showed why ' +
        'tuning barely moves it: of its 50 first-idea misses, 44 have an accepted dish in the ' +
        'library, and 24 of those do not fit because one essential is missing or read as a ' +
        'neighbour. Round 8 was fixed by the same general causes: dishes that did not take what ' +
        'their cooks put beside them (cabbage by a hambagu, tahdig potatoes, provola, the soup ' +
        'mix of a Salisbury steak), Turkish and Portuguese kitchen words, missing dishes.',
      'Round 9 (tests/chef-evaluation/round9, 2026-11-27) was written by two more hands under ' +
        'the same rules (150 lists, 6 per kitchen, none overlapping rounds 1–4, 7 or 8 by 55% of ' +
        'their items), to be read: it first scored 74% first idea and 65.3% all checks, again ' +
        'close to held-out round 6. Of its 39 first-idea misses, 32 had an accepted dish in the ' +
        'library that did not fit or did not rank: kitchen words unread or read as a neighbour ' +
        '(alcatra, pão de forma, judías verdes, gim, miyeok, danmuji, petit salé, "beef shank ' +
        'with marrow" read as a marrow), dishes that required what their cooks leave out (soy ' +
        'in chikuzenni, vinegar in lechon kawali, pork only in chile colorado), a composed ' +
        '"chilli" with no beans, tomatoes or heat outranking a pörkölt; the rest were missing ' +
        'dishes (svíčková, kopytka, oden, curry duck, lemon surprise pudding, homemade baked ' +
        'beans, sopa tarasca…), written as reviewed data.',
      'The lists typed for the library (tests/chef-evaluation/library-typed, 2026-11-27) are one ' +
        'list for each of the 1,763 dishes the library then held, typed by five hands that saw ' +
        'only the dish’s title, kitchen and course, never its data. A count over round 6 had put ' +
        'most of its misses on dishes the library holds but does not find from the list a cook ' +
        'types. They first scored 88.4% first idea (1,558 of 1,763): 78 dishes outranked, 127 ' +
        'never offered. Fixed by general causes only (kitchen words unread, essentials a cook ' +
        'leaves out made usual, places widened to the forms cooks use, a composed dish that only ' +
        'adds an odd fridge item no longer outranking the named one), they are tuning data now.',
    ],
    details: { ...(figures ?? {}), ...(problem ? { problem } : {}) },
  }
}
