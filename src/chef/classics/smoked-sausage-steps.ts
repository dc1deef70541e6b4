import { escapeForPattern } from '../text/pattern-text.ts'

// A smoked sausage (kielbasa, andouille, frankfurters) fills places written for fresh sausages,
// whose steps cook them "until cooked through with no pink in the middle": a smoked sausage is
// cooked already and stays pink, so a cook waits for a change that never comes and fries it grey
// and dry (a cook's read found wieners fried "until no pink left (71 °C)" and andouille roasted
// "with no pink in the middle"). Its cue becomes the one for a sausage cooked already, and the
// asides for a raw sausage go.

const HEATED = 'piping hot (smoked sausage is cooked already and stays pink)'

/** "until browned all over and cooked through with no pink in the middle (71 °C…)", or "are…". */
const DONE_CUE =
  '(until|is|are) ((?:browned|golden|crisp)(?: all over| on all sides)?,? and )?cooked (?:right |all the way )?through(?:,? with no pink(?: left| in the middle| inside)?| \\(no pink[^)]*\\))?(?: \\((?:7\\d|6\\d) ?°C[^)]*\\))?'

/** An aside for a raw sausage: "(raw sausages must be cooked through)". */
const RAW_ASIDE = /\s*\((?=[^()]*\braw\b)(?=[^()]*\bsausages?\b)[^()]*\)/gi
/** "(Fresh, raw sausages are fried instead, …)": a sentence of its own in brackets. */
const RAW_SENTENCE = /\s*\((?:fresh,? )?raw sausages?[^()]*\)/gi

/**
 * The method for a smoked sausage in place `key`: within a sentence that names the place (by
 * `{key}` or its own word, "the sausages"), the raw sausage's doneness cue ("until cooked through
 * with no pink", "the sausage is cooked through") → "piping hot"; asides about raw sausages drop
 * out.
 */
export function withSausageCookedAlready(method: readonly string[], key: string): string[] {
  const word = escapeForPattern(key.replace(/-/g, ' '))
  const place = `(?:\\{${escapeForPattern(key)}\\}|\\b${word}\\b|\\bsausages?\\b)`
  // Only where no other raw meat is cooked in the sentence: "fry the chicken and the sausage
  // until cooked through" is the chicken's cue too.
  const alone = '(?:(?!\\b(?:chicken|pork|beef|lamb|meat|mince|fish|duck|turkey|prawns?)\\b)[^.])*?'
  const cue = new RegExp(`(${place}${alone})${DONE_CUE}`, 'gi')
  return method.map((step) =>
    step
      .replace(RAW_SENTENCE, '')
      .replace(RAW_ASIDE, '')
      .replace(
        cue,
        (_, before: string, lead: string, browned: string | undefined) =>
          `${before}${lead} ${browned === undefined ? '' : 'browned and '}${HEATED}`,
      ),
  )
}
