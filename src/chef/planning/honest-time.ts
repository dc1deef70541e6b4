import type { RecipePlan } from '../model/recipe-plan.ts'

// The serves/time line is the method's real total: a dish whose beef simmers for two hours is not
// "45 minutes", and a time preference must judge the real total. Family templates and classics
// state their own minutes; this is the one rule that keeps every plan honest whatever they say.

const DURATION =
  /(\d+(?:\.\d+)?)(?:\s*(?:–|-|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|minutes?|mins?)\b/gi

// Time spent ahead (soaking, thawing: said after the time as "plus overnight soaking") and
// optional waits ("chill for up to 2 hours") are not part of the cooking time.
const NOT_COOKING = /\bsoak|\bthaw|\bdefrost|\bup to\b|\bovernight\b|\bkeeps?\b|\bstore\b/i

/** The longest single wait a step asks for, in minutes: "simmer for 1–2 hours" is 120. */
export function longestStepMinutes(steps: readonly string[]): number {
  let longest = 0
  for (const step of steps) {
    for (const sentence of step.split(/(?<=[.;])\s+/)) {
      if (NOT_COOKING.test(sentence)) continue
      for (const match of sentence.matchAll(DURATION)) {
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

/** The plan with its time raised, when a step alone takes longer than the time it states. */
export function withHonestTime(plan: RecipePlan): RecipePlan {
  if (plan.kind !== 'recipe') return plan
  const longest = longestStepMinutes(plan.steps)
  if (longest === 0 || plan.minutes >= longest + AROUND_THE_LONGEST_STEP) return plan
  return { ...plan, minutes: longest + AROUND_THE_LONGEST_STEP }
}
