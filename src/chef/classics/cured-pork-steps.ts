import { escapeForPattern } from '../text/pattern-text.ts'

// Smoked or cured pork in the piece (smoked ribs, a smoked hock, kassler) fills places written for
// fresh pork, whose steps cook it "until tender (no pink at the centre)": the cure fixes the pink,
// so a cook waits for a change that never comes (a cook's read found smoked ribs told "no pink at
// the centre" while the next idea said they stay pink). Its cue becomes the heat, not the colour.

const HEAT = 'piping hot right through (70 °C; smoked or cured pork stays pink, so go by the heat)'
/** The same cue inside a bracket of its own. */
const HEAT_ASIDE = 'piping hot right through, 70 °C: smoked or cured pork stays pink'

/** "(no pink at the centre)", "(no pink in the middle, 70 °C)", "(pork with no pink left)". */
const BRACKET = /\s*\((?:pork )?(?:with )?no pink[^()]*\)/gi
/** ", with no pink left", " with no pink in the middle (71 °C)". */
const WITH =
  /,? with no pink(?: left| in the middle| at the centre| inside)?(?: \((?:7\d|6\d) ?°C[^)]*\))?/gi
/** "until no pink remains", "until no pink is left". */
const UNTIL = /\buntil no pink (?:remains|is left)/gi

/**
 * The method for smoked or cured pork in place `key`: within a sentence that names the place (by
 * `{key}` or "pork"/"ribs") and cooks no other raw meat, the fresh pork's "no pink" cue becomes
 * the heat.
 */
export function withCuredPorkPink(method: readonly string[], key: string): string[] {
  const place = new RegExp(
    `\\{${escapeForPattern(key)}\\}|\\bpork\\b|\\bribs?\\b|\\bhocks?\\b`,
    'i',
  )
  // "cook the chicken and the pork until no pink" is the chicken's cue too, and so is any other
  // place's raw meat, offal or fish named in the sentence ("{liver}"): a reviewer found a sisig's
  // chicken livers told "piping hot" instead of "no pink".
  const other = new RegExp(
    `\\b(?:${OTHER_RAW})\\b|\\{(?!${escapeForPattern(key)}\\})[a-z0-9-]*(?:${OTHER_RAW})[a-z0-9-]*\\}`,
    'i',
  )
  return method.map((step) =>
    step
      // Sentences, and the `[…]` parts run on after one ("…remains.][ Add the {liver}…").
      .split(SENTENCE_EDGE)
      .map((sentence, index) =>
        index % 2 === 0 && place.test(sentence) && !other.test(sentence)
          ? sentence
              .replace(BRACKET, ` (${HEAT_ASIDE})`)
              .replace(WITH, `, ${HEAT}`)
              .replace(UNTIL, `until ${HEAT}`)
          : sentence,
      )
      .join(''),
  )
}

/** Raw foods other than the pork whose own "no pink" cue must stand. */
const OTHER_RAW =
  'chicken|beef|lamb|mince|turkey|duck|goose|liver|livers|kidneys?|hearts?|offal|sausages?|meat|fish|prawns?|shrimp|egg|eggs'
/** Where one sentence ends: a full stop and space, or a `[` opening an optional part after one. */
const SENTENCE_EDGE = /((?<=\.)\s+|(?<=[.\]])(?=\[))/
