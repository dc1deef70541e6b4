/** A duration written in a recipe step, where it is, and how long a timer for it runs. */
export interface StepDuration {
  /** Where it starts in the text (UTF-16 index). */
  start: number
  /** Where it ends in the text (exclusive). */
  end: number
  /** The words as written, e.g. "20–25 minutes". */
  text: string
  /** How long a timer runs: a range's upper bound ("1–2 hours" is 7,200). */
  seconds: number
  /** The words as a timer's name, spaces tidied: "20–25 minutes". */
  label: string
}

/** Longest timer a step can start: a day. Anything longer is not a kitchen timer. */
export const MAX_TIMER_SECONDS = 24 * 60 * 60

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  ninety: 90,
}

const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
}

const UNIT_SECONDS: Record<'hour' | 'minute' | 'second', number> = {
  hour: 3600,
  minute: 60,
  second: 1,
}

// A number as recipes write it: 10, 1.5, 1,5, ½, 1½, 1 ½, 1 1/2, 3/4, or a word ("an", "two").
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?[½¼¾⅓⅔]|\s\d\/\d)?|\d\/\d|[½¼¾⅓⅔]|${Object.keys(
  WORD_NUMBERS,
)
  .sort((a, b) => b.length - a.length)
  .join('|')})`
const RANGE_JOIN = String.raw`\s*(?:[-–—‒]|to|or)\s*`
const UNIT = String.raw`(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)`
// "a 10-minute rest" reads as a duration too; "1 hour and 20 minutes" is one timer.
const AMOUNT = String.raw`(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?(?:\s*-\s*|\s+)?(${UNIT})\b`
const DURATION = new RegExp(
  String.raw`(?<![\w.,/½¼¾⅓⅔])(?:(half an? hour)\b|${AMOUNT}(?:,?\s+(?:and\s+)?${AMOUNT})?)`,
  'giu',
)

/**
 * Every duration in a step's text, in order: "10 minutes", "1–2 hours", "1-2 hrs", "30 seconds",
 * "45 mins", "an hour", "half an hour", "1½ hours", "1 hour 20 minutes". A range counts to its
 * upper bound. Words with no number ("a few minutes", "overnight", "until golden") are no timer:
 * there is nothing to count down.
 */
export function findStepDurations(text: string): StepDuration[] {
  const found: StepDuration[] = []
  const pattern = new RegExp(DURATION)
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let written = match[0]
    let seconds = match[1] ? 1800 : secondsOf(match.slice(2, 5))
    const second = match.slice(5, 8)
    if (second[2] && match[4] && isSmallerUnit(second[2], match[4])) {
      seconds += secondsOf(second)
    } else if (second[2]) {
      // "10 minutes, 5 minutes more" is two timers: the second is read on the next pass.
      written = trimToFirstAmount(written, match[4] ?? '')
      pattern.lastIndex = match.index + written.length
    }
    if (!(seconds > 0) || seconds > MAX_TIMER_SECONDS) continue
    found.push({
      start: match.index,
      end: match.index + written.length,
      text: written,
      seconds: Math.round(seconds),
      label: written.replace(/\s+/g, ' '),
    })
  }
  return found
}

/** The words up to and including the first amount's unit. */
function trimToFirstAmount(written: string, unit: string): string {
  const end = written.toLowerCase().indexOf(unit.toLowerCase())
  return end === -1 ? written : written.slice(0, end + unit.length)
}

function isSmallerUnit(unit: string, than: string): boolean {
  return UNIT_SECONDS[unitOf(unit)] < UNIT_SECONDS[unitOf(than)]
}

/** Seconds in one amount's captures [low, high?, unit]; 0 when it is absent. */
function secondsOf([low, high, unit]: (string | undefined)[]): number {
  if (!low || !unit) return 0
  const amount = readNumber(high ?? low)
  return amount * UNIT_SECONDS[unitOf(unit)]
}

function unitOf(unit: string): keyof typeof UNIT_SECONDS {
  const lower = unit.toLowerCase()
  if (lower.startsWith('h')) return 'hour'
  if (lower.startsWith('m')) return 'minute'
  return 'second'
}

function readNumber(written: string): number {
  const lower = written.toLowerCase().trim()
  const word = WORD_NUMBERS[lower]
  if (word !== undefined) return word
  const mixed = /^(\d+(?:[.,]\d+)?)?\s?(?:([½¼¾⅓⅔])|(\d)\/(\d))?$/u.exec(lower)
  if (!mixed) return Number.NaN
  const whole = mixed[1] ? Number(mixed[1].replace(',', '.')) : 0
  const fraction = mixed[2]
    ? (VULGAR_FRACTIONS[mixed[2]] ?? 0)
    : mixed[3] && mixed[4]
      ? Number(mixed[3]) / Number(mixed[4])
      : 0
  return whole + fraction
}

/** "1:05:00", "9:58", "0:07": how a timer shows what is left. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}
