import { escapeForPattern } from '../text/pattern-text.ts'

// Shellfish sold cooked (cooked prawns, crawfish tails) fill places written for raw shellfish,
// whose steps cook it "until pink and opaque": a cook holding cooked tails waits for a change
// that never comes and boils them tough. Its cue becomes the one for food cooked already.

const HEATED = 'until piping hot (they are cooked already: longer only toughens them)'

/**
 * The doneness cue of raw shellfish, in the house phrasings: "until pink and opaque all through",
 * with the aside a step may give cooked ones ("(1 minute if they were already cooked)").
 */
const PINK_CUE =
  'until (?:(?:they|the \\{KEY\\}|the WORD) (?:are|turn) )?(?:just )?(?:pink|opaque)(?:,? and (?:just )?(?:opaque|cooked(?: right| all the way)? through|just cooked|cooked|curled))?(?: all the way through| all through| right through| throughout| in the middle)?(?: \\([^)]*(?:already cooked|cooked already)[^)]*\\))?'

/**
 * The method for cooked shellfish in place `key`: within a sentence that names the place (by
 * `{key}` or its own word, "the prawns"), "until pink and opaque" → "piping hot".
 */
export function withShellfishCookedAlready(method: readonly string[], key: string): string[] {
  const word = escapeForPattern(key.replace(/-/g, ' '))
  const place = `(?:\\{${escapeForPattern(key)}\\}|\\b${word}\\b)`
  const cue = PINK_CUE.replace('KEY', escapeForPattern(key)).replace('WORD', word)
  const pattern = new RegExp(`(${place}[^.]*?)${cue}`, 'gi')
  // "Fry the prawns for 3 minutes, until cooked through"; "until set and the prawns pink right
  // through" (a cook's read of cooked shrimp in a steamed egg).
  // Only where nothing else is cooked in the sentence: "the prawns and the chicken, until cooked
  // through" is the chicken's cue too, and raw chicken is never only heated.
  const alone =
    '(?:(?!\\{|\\b(?:chicken|pork|beef|lamb|meat|mince|fish|sausages?|duck|turkey|bacon|eggs?)\\b)[^.])*?'
  const cooked = new RegExp(`(${place}${alone})until cooked(?: right| all the way)? through`, 'gi')
  const pinkPlace = new RegExp(
    `(${place}) (?:are |turn )?pink(?: and opaque)?(?: right through| all through| throughout)?`,
    'gi',
  )
  return method.map((step) =>
    step
      .replace(pattern, (_, before: string) => `${before}${HEATED}`)
      .replace(cooked, (_, before: string) => `${before}${HEATED}`)
      .replace(pinkPlace, (_, named: string) => `${named} piping hot`),
  )
}
