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
  /\b(?:simmer|cook|braise|stew|bake|roast|poach)\w*\b[^.;]*?\bfor (?:about |around )?(\d+(?:½)?)(?:[–-](\d+(?:½)?))? (minutes|hours?)\b/gi

/** A step that already says how a shank or the bone is handled. */
const SAYS_BONE = /\bshanks?\b|\bbones?\b|\bon the bone\b/i

function minutesOf(amount: string, unit: string): number {
  const value = Number.parseFloat(amount.replace('½', '.5')) || (amount === '½' ? 0.5 : 0)
  return unit.startsWith('hour') ? value * 60 : value
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
 * the time a shank needs, and the meat pulled off the bone at the end of the braise.
 */
export function withShanksWhole(steps: readonly string[], key: string): readonly string[] {
  const named = `{${key}}`
  const first = steps.findIndex((step) => step.includes(named))
  if (first < 0 || steps.some((step) => SAYS_BONE.test(step))) return steps
  const out = steps.map((step) => uncut(step, key))
  // The braise from the first mention on, in all its steps, and the last step of it.
  let total = 0
  let last: { at: number; end: number } | undefined
  out.forEach((step, at) => {
    if (at < first) return
    for (const match of step.matchAll(LONG_COOK)) {
      total += minutesOf(match[2] ?? match[1] ?? '0', match[3] ?? '')
      last = { at, end: (match.index ?? 0) + match[0].length }
    }
  })
  if (last === undefined) return out
  const step = out[last.at] ?? ''
  const stop = /[.;]/.exec(step.slice(last.end))
  const at = stop === null ? step.length : last.end + stop.index + 1
  const longer =
    total < SHANK_MINUTES
      ? ` Shanks on the bone want ${SHANK_TIME} in all: keep them cooking until the meat comes away from the bone.`
      : ''
  const off = ` Lift out the shanks, pull the flesh off the bones in large pieces, discard the bones and return the flesh to the pot.`
  out[last.at] = `${step.slice(0, at)}${longer}${off}${step.slice(at)}`
  return out
}
