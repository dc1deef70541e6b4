// Chicken breasts fill places written for thighs, drumsticks or a jointed bird, whose braises
// simmer for 45 minutes or more: lean breast meat is dry and stringy long before then. Where a
// step braises, poaches or roasts the chicken that long, the cook holding breasts is told how
// long breasts want.

/**
 * A slow cook in liquid or the oven and its time, in one clause: "cover and cook gently for 45
 * minutes", "simmer for 40–50 minutes", "braise for 1½ hours" (never "marinate for 1 hour").
 */
const LONG_COOK =
  /\b(?:simmer|cook|braise|stew|bake|roast|poach)\w*\b[^.;]*?\bfor (?:(\d+)(?:[–-]\d+)? minutes|(?:about |around )?(?:1|1½|2|2½|3)(?:[–-]\d+(?:½)?)? hours?)\b/i

/** The shortest braise in which a breast, in for all of it, would dry out. */
const LONGEST_FOR_BREAST = 30
/** How long breasts want at the end of a braise to cook through and stay juicy. */
const BREAST_MINUTES = '20–25'

/**
 * One written step for breasts in a place written for bone-in chicken: a braise of more than half
 * an hour that names the chicken (`words`, the recipe's names for it) gets the breasts' time.
 */
export function withBreastsAddedLate(step: string, words: readonly string[]): string {
  if (/\bbreasts?\b.*\b(?:last|only|shorter|less)\b|\((?:breasts?|for breasts?)[^)]*\)/i.test(step))
    return step
  const lower = step.toLowerCase()
  if (!words.some((word) => word !== '' && lower.includes(word.toLowerCase()))) return step
  const time = LONG_COOK.exec(step)
  if (time === null) return step
  const minutes = time[1] === undefined ? 60 : Number(time[1])
  if (minutes <= LONGEST_FOR_BREAST) return step
  const end = time.index + time[0].length
  // After an aside the time already has: "for 40–45 minutes (pieces) or about 1 hour".
  const at = end + (/^ \([^)]*\)/.exec(step.slice(end))?.[0].length ?? 0)
  const aside = ` (breasts need only ${BREAST_MINUTES} minutes of it: longer dries them out)`
  return `${step.slice(0, at)}${aside}${step.slice(at)}`
}
