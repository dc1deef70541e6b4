import type { RecipePlan } from '../model/recipe-plan.ts'

// The serves/time line is the method's real total: a dish whose beef simmers for two hours is not
// "45 minutes", and a time preference must judge the real total. Family templates and classics
// state their own minutes; this is the one rule that keeps every plan honest whatever they say.

const DURATION =
  /(\d+(?:\.\d+)?)(?:\s*(?:–|-|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|minutes?|mins?)\b/gi

// Time spent ahead (soaking, thawing: said after the time as "plus overnight soaking") and
// optional waits ("chill for up to 2 hours") and how long a dish stays good ("serve within an hour
// or two": a tabbouleh was timed at 1 hour 10 minutes for it) are not part of the cooking time.
const NOT_COOKING =
  /\bsoak|\bthaw|\bdefrost|\bup to\b|\bovernight\b|\bkeeps?\b|\bstore\b|\bwithin\b/i

const FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 }

/** Durations as digits: "1½ hours" is 1.5 hours, "half an hour" 30 minutes, "an hour" 1 hour. */
function inDigits(sentence: string): string {
  return sentence
    .replace(/(\d*)([½¼¾])/g, (_all, whole: string, part: string) =>
      String(Number(whole || '0') + (FRACTIONS[part] ?? 0)),
    )
    .replace(/\bhalf an hour\b/gi, '30 minutes')
    .replace(/\ban hour\b/gi, '1 hour')
}

// A cooking verb whose time counts even in a sentence that soaks first: "soak it overnight, drain,
// cover with fresh water and boil for 2–2½ hours" boils for two hours and more (a cook's read found
// githeri's header saying "1 hour" over dried maize boiled that long).
const COOKS = /\b(?:boil|simmer|cook|bake|roast|braise|stew|steam|poach|fry)(?:s|ed|ing)?\b/i

/**
 * The part of a sentence whose times are cooking: all of it, or when it soaks, thaws or keeps,
 * what a cooking verb after the last such word says ("" when nothing is cooked after it).
 */
// Every wait of a sentence (matchAll works on a copy, so one expression serves every call).
const WAITS = new RegExp(NOT_COOKING.source, 'gi')

function cookedAfterWaits(sentence: string): string {
  const waits = [...sentence.matchAll(WAITS)]
  const last = waits.at(-1)
  if (last === undefined) return sentence
  const after = sentence.slice(last.index + last[0].length)
  const verb = COOKS.exec(after)
  return verb === null ? '' : after.slice(verb.index)
}

/** The longest single wait a step asks for, in minutes: "simmer for 1–2 hours" is 120. */
export function longestStepMinutes(steps: readonly string[]): number {
  let longest = 0
  for (const step of steps) {
    for (const sentence of step.split(/(?<=[.;])\s+/)) {
      const timed = cookedAfterWaits(sentence)
      if (timed === '') continue
      for (const match of inDigits(timed).matchAll(DURATION)) {
        const amount = Number(match[2] ?? match[1])
        const unit = (match[3] ?? '').toLowerCase()
        longest = Math.max(longest, unit.startsWith('h') ? amount * 60 : amount)
      }
    }
  }
  return longest
}

/** Minutes for getting going around the longest step: chopping, heating a pan, serving. */
const AROUND_THE_LONGEST_STEP = 10

/**
 * A description's promise of speed, and the most minutes it can honestly stand for: "on the
 * table in twenty minutes" over a recipe that thaws and simmers for fifty is not true.
 */
const TIME_PROMISES: ReadonlyArray<{ pattern: RegExp; minutes: number }> = [
  { pattern: /(?:,| —)?\s*(?:and )?(?:ready|on the table) in twenty minutes/gi, minutes: 25 },
  { pattern: /(?:,| —)?\s*(?:and )?ready in well under an hour/gi, minutes: 50 },
  { pattern: /(?:,| —)?\s*(?:and )?(?:ready|on the table) in half an hour/gi, minutes: 35 },
  { pattern: /\s+in minutes(?=[.,])/gi, minutes: 25 },
]

/** The description without the promises of speed its recipe does not keep. */
export function honestDescription(description: string, minutes: number): string {
  let honest = description
  for (const { pattern, minutes: most } of TIME_PROMISES) {
    if (minutes > most) honest = honest.replace(pattern, '')
  }
  // "Glossy, savoury and on the table in twenty minutes" loses its promise, not its "and".
  if (honest === description) return honest
  return honest.replace(/^(\p{L}+), (\p{L}+)\.$/u, '$1 and $2.')
}

/**
 * The plan with its time raised, when a step alone takes longer than the time it states, and a
 * description that promises no more speed than that time.
 */
export function withHonestTime(plan: RecipePlan): RecipePlan {
  if (plan.kind !== 'recipe') return plan
  const longest = longestStepMinutes(plan.steps)
  const minutes =
    longest === 0 || plan.minutes >= longest + AROUND_THE_LONGEST_STEP
      ? plan.minutes
      : longest + AROUND_THE_LONGEST_STEP
  const description = honestDescription(plan.description, minutes)
  const ahead = plan.ahead ?? timeAhead(plan.steps, plan.minutes)
  if (minutes === plan.minutes && description === plan.description && ahead === plan.ahead)
    return plan
  return { ...plan, minutes, description, ...(ahead === undefined ? {} : { ahead }) }
}

// A step that must start days before ("Two to three days ahead, bring the vinegar…"; "The day
// before, soak…") is time the cook needs, said after the cooking time: a cook's read found a
// sauerbraten's three days of marinating missing from its header. ("Or overnight" is a choice.)
const DAYS_AHEAD: ReadonlyArray<{ pattern: RegExp; ahead: string }> = [
  { pattern: /^(?:two|2) to (?:three|3) days ahead\b/i, ahead: 'plus 2–3 days ahead' },
  {
    pattern: /^(?:the day before|a day ahead|start (?:it |them )?a day ahead)\b/i,
    ahead: 'plus a day ahead',
  },
]

// Hours in the fridge the method insists on ("leave in the fridge for at least 4 hours, or
// overnight"; "chill for at least 2 hours") are time ahead too: a shashlik marinated for four
// hours said "45 minutes". ("Up to" and "if you have time" waits stay out: they are a choice.)
const HOURS_IN_THE_FRIDGE =
  /\b(?:fridge|chill|marinate)\b[^.;]*?\bfor at least (\d+(?:[–-]\d+)?|an?|one|two|three|four) hours?\b|\bfor at least (\d+(?:[–-]\d+)?|an?|one|two|three|four) hours?\b[^.;]*\b(?:fridge|chill)/i
const WORD_HOURS: Readonly<Record<string, string>> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
}

/**
 * The time ahead the steps ask for, when one must start days before, or rest in the fridge for
 * more hours than the dish's time already counts (`minutes`: many count the chill already).
 */
function timeAhead(steps: readonly string[], minutes: number): string | undefined {
  let fridge: string | undefined
  for (const step of steps)
    for (const sentence of step.split(/(?<=[.;:])\s+/)) {
      for (const { pattern, ahead } of DAYS_AHEAD) if (pattern.test(sentence.trim())) return ahead
      const hours = HOURS_IN_THE_FRIDGE.exec(sentence)
      const count = hours?.[1] ?? hours?.[2]
      if (fridge !== undefined || count === undefined) continue
      const n = WORD_HOURS[count.toLowerCase()] ?? count
      if (minutes >= Number.parseFloat(n) * 60) continue
      fridge = `plus at least ${n} ${n === '1' ? 'hour' : 'hours'} in the fridge`
    }
  return fridge
}
