import { escapeForPattern } from '../text/pattern-text.ts'

// A lamb shank (or a veal shin) fills places written for boneless stewing meat, whose methods cut
// it into chunks and may braise it for an hour: a shank is cooked whole on the bone, for 2 hours
// and more, until its meat comes away, and the meat is then pulled off the bone. A cook's read
// found a shank "cut into 3 cm chunks".

/** Cuts braised whole on the bone. */
export const ON_THE_BONE: ReadonlySet<string> = new Set(['lamb shank', 'veal shin'])

/** The shortest braise a shank is tender in, in minutes, and how it is said. */
const SHANK_MINUTES = 120
const SHANK_TIME = '2–2½ hours'

/** A slow cook in liquid or the oven and its time ("simmer for 1 hour", "braise for 45 minutes"). */
const LONG_COOK =
  /\b(?:simmer|cook|braise|stew|bake|roast|poach)\w*\b[^.;]*?\bfor (?:about |around )?(\d+[½¼¾]?|[½¼¾])(?:[–-](\d+[½¼¾]?))? (minutes|hours?)\b/gi

/**
 * Where a method takes the meat apart at the end of its braise ("shred it back into the broth"):
 * the meat itself, never "tear the bread" or "pull the pan off the heat".
 */
function takesApart(named: string): RegExp {
  return new RegExp(
    `\\b(?:shred|pull|flake|tear)\\w*\\s+(?:it|them|the meat|the flesh|the ${escapeForPattern(named)})(?!\\w)`,
    'gi',
  )
}

/** A step that already says how a shank or the bone is handled. */
const SAYS_BONE = /\bshanks?\b|\bbones?\b|\bon the bone\b/i

const FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 }

function minutesOf(amount: string, unit: string): number {
  const fraction = FRACTIONS[amount.at(-1) ?? ''] ?? 0
  const whole = Number.parseFloat(amount) || 0
  const value = whole + fraction
  return unit.startsWith('hour') ? value * 60 : value
}

/** "1¾ hours", "2–2½ hours": the time a shank still wants, to the quarter hour. */
function timeFor(minutes: number): string {
  if (minutes >= SHANK_MINUTES) return SHANK_TIME
  if (minutes < 60) return `${Math.ceil(minutes / 5) * 5} minutes`
  const quarters = Math.ceil(minutes / 15)
  const hours = Math.floor(quarters / 4)
  const part = ['', '¼', '½', '¾'][quarters % 4] ?? ''
  return `${hours}${part} ${hours === 1 && part === '' ? 'hour' : 'hours'}`
}

/**
 * The spans of a step's optional parts that do not name the place: another food's "[ Break the
 * {eggs} in and cook for 4–5 minutes.]" is no part of the shank's braise (a cook's read found a
 * saltah's shank braise written into its eggs, which a list without eggs would drop).
 */
function foreignParts(step: string, named: string): Array<readonly [number, number]> {
  const parts: Array<readonly [number, number]> = []
  let depth = 0
  let start = 0
  for (let index = 0; index < step.length; index++) {
    const char = step[index]
    if (char === '[' && depth++ === 0) start = index
    else if (char === ']' && depth > 0 && --depth === 0) {
      if (!step.slice(start, index).includes(named)) parts.push([start, index + 1])
    }
  }
  return parts
}

function inside(parts: ReadonlyArray<readonly [number, number]>, at: number): boolean {
  return parts.some(([start, end]) => at >= start && at < end)
}

/** The step with its cutting of the place's meat into pieces turned into leaving it whole. */
function uncut(step: string, key: string): string {
  const name = `\\{${key}\\}`
  return step
    .replace(
      new RegExp(`\\b([Cc])ut the ${name} into [^.;,]*?(?:chunks|cubes|pieces)\\b`, 'g'),
      (_all, c: string) => `${c === 'C' ? 'L' : 'l'}eave the {${key}} whole on the bone`,
    )
    .replace(
      new RegExp(`${name}, (?:cut into [^.;,\\]]*?(?:chunks|cubes|pieces)|diced|cubed)\\b`, 'g'),
      `{${key}}, whole on the bone`,
    )
}

/**
 * The steps for shanks in the place `key` written for boneless pieces: left whole, braised for
 * the time a shank needs, and the meat pulled off the bone at the end of the braise. The braise
 * ends where the method takes the meat apart, when it does; cooks in another food's optional part
 * are not the braise.
 */
export function withShanksWhole(steps: readonly string[], key: string): readonly string[] {
  const named = `{${key}}`
  const first = steps.findIndex((step) => step.includes(named))
  if (first < 0 || steps.some((step) => SAYS_BONE.test(step))) return steps
  const out = steps.map((step) => uncut(step, key))
  // Where the method shreds or pulls the meat, from the first mention on: the braise stops there.
  let apart: { at: number; index: number } | undefined
  out.forEach((step, at) => {
    if (at < first || apart !== undefined) return
    const parts = foreignParts(step, named)
    const from = at === first ? step.indexOf(named) : 0
    for (const match of step.matchAll(takesApart(named))) {
      const index = match.index ?? 0
      if (index >= from && !inside(parts, index)) {
        apart = { at, index }
        break
      }
    }
  })
  // The braise from the first mention on, in all its steps, and the last cook of it.
  const braise = (until: typeof apart) => {
    let total = 0
    let last: { at: number; start: number; end: number; minutes: number } | undefined
    out.forEach((step, at) => {
      if (at < first || (until !== undefined && at > until.at)) return
      const parts = foreignParts(step, named)
      for (const match of step.matchAll(LONG_COOK)) {
        const start = match.index ?? 0
        if (inside(parts, start)) continue
        if (until !== undefined && at === until.at && start > until.index) continue
        const minutes = minutesOf(match[2] ?? match[1] ?? '0', match[3] ?? '')
        total += minutes
        last = { at, start, end: start + match[0].length, minutes }
      }
    })
    return { total, last }
  }
  // Meat taken apart before any braise ("shred the cooked meat") is no end of it.
  if (apart !== undefined && braise(apart).last === undefined) apart = undefined
  const { total, last } = braise(apart)
  if (last === undefined) return out
  const step = out[last.at] ?? ''
  if (apart !== undefined) {
    // The method takes the meat apart itself: its braise is made as long as a shank wants, and the
    // bones come out as the meat is taken off them.
    const cook = step.slice(last.start, last.end)
    const lengthened =
      total < SHANK_MINUTES
        ? cook.replace(/\bfor (?:about |around )?\S+ (?:minutes|hours?)$/, (said) =>
            said.replace(/\S+ (?:minutes|hours?)$/, timeFor(SHANK_MINUTES - total + last.minutes)),
          )
        : cook
    out[last.at] = `${step.slice(0, last.start)}${lengthened}${step.slice(last.end)}`
    const shredding = out[apart.at] ?? ''
    const afterShred =
      apart.at === last.at ? apart.index + lengthened.length - cook.length : apart.index
    const stop = /[.;]/.exec(shredding.slice(afterShred))
    const at = stop === null ? shredding.length : afterShred + stop.index + 1
    const bones = ` Lift the shanks out to do it: pull the flesh off the bones and discard them, and only the flesh goes back.`
    out[apart.at] = `${shredding.slice(0, at)}${bones}${shredding.slice(at)}`
    return out
  }
  const stop = /[.;]/.exec(step.slice(last.end))
  const at = stop === null ? step.length : last.end + stop.index + 1
  // "The flesh", never the place's own word ("the meat"), which the writer turns into the food's
  // name: "until the lamb shanks comes away".
  const longer =
    total < SHANK_MINUTES
      ? ` Shanks on the bone want ${SHANK_TIME} in all: keep them cooking until the flesh comes away from the bone.`
      : ''
  const off = ` Lift out the shanks, pull the flesh off the bones in large pieces, discard the bones and return the flesh to the pot.`
  out[last.at] = `${step.slice(0, at)}${longer}${off}${step.slice(at)}`
  return out
}
