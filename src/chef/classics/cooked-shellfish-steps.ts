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

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The method for cooked shellfish in place `key`: within a sentence that names the place (by
 * `{key}` or its own word, "the prawns"), "until pink and opaque" → "piping hot".
 */
export function withShellfishCookedAlready(method: readonly string[], key: string): string[] {
  const word = escapeForPattern(key.replace(/-/g, ' '))
  const place = `(?:\\{${escapeForPattern(key)}\\}|\\b${word}\\b)`
  const cue = PINK_CUE.replace('KEY', escapeForPattern(key)).replace('WORD', word)
  const pattern = new RegExp(`(${place}[^.]*?)${cue}`, 'gi')
  return method.map((step) => step.replace(pattern, (_, before: string) => `${before}${HEATED}`))
}
