// Mussels, clams and cockles sold cooked ("cooked mussels", "mussel meat", a tin of clams) fill
// places written for live ones, whose steps scrub and debeard them, throw away any that stay
// open when tapped, and steam them "until the shells have opened". A cooked shell never opens
// or shuts again: a cook holding cooked mussels would throw the lot away, then boil them tough
// waiting for a sign that never comes. The live checks go, and the opening cue becomes the one
// for food cooked already.

/** What is only said of live shellfish: its cleaning and the checks that it is alive. */
const LIVE =
  /\b(?:scrub(?:bed|s)?|beards?|debeard(?:ed)?|tapped|stay(?:s)? (?:shut|closed|open)|spit out|broken shells|(?:are|any) cracked|cracked shells?|alive|damp cloth|the day you (?:buy|cook)|open them raw|steam them open|soak (?:the )?(?:clams|mussels|cockles) in (?:cold )?salted water)\b/i

const HEATED = 'until piping hot'
const HEATED_ASIDE = 'until piping hot (they are cooked already: longer only toughens them)'

/** "Until the shells have opened", "until they open": the cue of a live shell steamed open. */
const UNTIL_OPEN =
  /\buntil (?:the shells|they|the (?:mussels|clams|cockles)) (?:have )?open(?:ed)?\b(?: or turned pink and cooked through)?/gi

/** "The clams have opened", "any shells have opened", "mussels open": the same cue, as a state. */
const OPENED =
  /\b(the |any )?(shells|(?:mussels|clams|cockles)(?: (?:or|and) (?:mussels|clams|cockles))?) (have )?open(?:ed)?\b(?: or turned pink and cooked through)?/gi

/** "Mussels steamed open in white wine", "clams opened in the pan": said of a live shell. */
const STEAMED_OPEN = /\b(?:steamed open|opened)(?= in\b)/gi

function insideParentheses(text: string, at: number): boolean {
  const before = text.slice(0, at)
  return before.split('(').length > before.split(')').length
}

/** `text` cut at each `separator` that is not inside parentheses. */
function splitOutsideParentheses(text: string, separator: RegExp): string[] {
  const parts: string[] = []
  const sticky = new RegExp(separator.source, 'y')
  let depth = 0
  let start = 0
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at)
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) {
      sticky.lastIndex = at
      const found = sticky.exec(text)
      if (found !== null && found[0].length > 0) {
        parts.push(text.slice(start, at))
        start = at + found[0].length
        at = start - 1
      }
    }
  }
  parts.push(text.slice(start))
  return parts
}

/** A clause joined by "and" keeps its leading part when only a later part is a live check. */
function withoutLiveParts(clause: string): string {
  if (!LIVE.test(clause)) return clause
  const parts = splitOutsideParentheses(clause, / and (?!then\b)/)
  if (LIVE.test(parts[0] ?? '')) return ''
  const kept: string[] = []
  for (const part of parts) {
    if (LIVE.test(part)) break
    kept.push(part)
  }
  return kept.join(' and ')
}

/**
 * One sentence (or aside) with its live-shellfish clauses taken out ('' when nothing else was in
 * it). A clause whose opening part goes goes whole: ", never in water" means nothing alone.
 */
function withoutLiveClauses(sentence: string): string {
  const end = /[.!?]$/.test(sentence) ? sentence.slice(-1) : ''
  const body = end === '' ? sentence : sentence.slice(0, -1)
  const clauses = splitOutsideParentheses(body, /;\s*/)
    .map((clause) => {
      const parts = splitOutsideParentheses(clause, /,\s+(?!then\b)/).map(withoutLiveParts)
      return parts[0]?.trim() === '' ? '' : parts.filter((part) => part.trim() !== '').join(', ')
    })
    .filter((clause) => clause.trim() !== '')
  // "If the shellfish are mussels, scrub them" says nothing once its scrubbing has gone.
  if (clauses.length === 0 || /^if\b[^,]*$/i.test(clauses.join('; '))) return ''
  return `${clauses.join('; ').trim()}${end}`
}

/** Its asides first ("(throw away any that stay shut)"), then its sentences. */
function withoutLiveChecks(text: string): string {
  const asides = text.replace(/\s*\(([^()]*)\)/g, (aside, inner: string) => {
    if (!LIVE.test(inner)) return aside
    const kept = withoutLiveClauses(inner)
    return kept === '' ? '' : aside.replace(`(${inner})`, `(${kept})`)
  })
  return splitOutsideParentheses(asides, /(?<=[.!?])\s+(?=[A-Z])/)
    .map(withoutLiveClauses)
    .filter((sentence) => sentence !== '')
    .map((sentence) => `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`)
    .join(' ')
}

/** A written step, tip or description for cooked molluscs: no live checks, heated through. */
export function withMolluscsCookedAlready(text: string): string {
  return withoutLiveChecks(text)
    .replace(STEAMED_OPEN, 'warmed through')
    .replace(UNTIL_OPEN, (_, at: number, whole: string) =>
      insideParentheses(whole, at) ? HEATED : HEATED_ASIDE,
    )
    .replace(OPENED, (_, article: string | undefined, what: string, have: string | undefined) => {
      const named = what.toLowerCase() === 'shells' ? 'shellfish' : what
      const said = `${article === 'any ' ? 'the ' : (article ?? '')}${named}`
      return `${said} ${have !== undefined || article !== undefined ? 'are ' : ''}piping hot`
    })
}
