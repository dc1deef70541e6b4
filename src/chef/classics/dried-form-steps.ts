import type { LexiconEntry } from '../lexicon/lexicon-types.ts'
import { escapeForPattern } from '../text/pattern-text.ts'

// A place that takes a food fresh or dried says how to soak the dried one in a sentence of its own:
// "If the {chillies} are dried, snip them and soak them…". Written for one list, that sentence
// speaks to the food the visitor has: a cook holding chilli paste read "if the chillies is dried,
// snip it and soak" (a cook's read), and one holding dried shiitake need not be asked.

const FRESH_TAIL = /;\s*fresh ones (?:only )?need ([a-z]+)ing\.$/
const VERBS: Readonly<Record<string, string>> = { chopp: 'chop', slic: 'slice', dic: 'dice' }

// Where a sentence went, until the next one has named the food it called "it".
const DROPPED = '⟦dropped⟧'
const AFTER_DROPPED = /⟦dropped⟧\s*([A-Z][a-z]+) (?:it|them)\b/g

/**
 * The method with place `key`'s "If the {key} is dried, …" sentences written for what fills it:
 * for a dried food the condition goes and the soaking stays; for any other (fresh, a paste) the
 * sentence goes, or becomes the knife work it says fresh ones need ("fresh ones only need
 * chopping" → "Chop the {key}.").
 */
export function withDriedFormSaid(
  method: readonly string[],
  key: string,
  dried: boolean,
): string[] {
  const sentence = new RegExp(
    `\\b[Ii]f the \\{${escapeForPattern(key)}\\} (?:is|are) dried, ([^.]*\\.)`,
    'g',
  )
  return method.map((step) =>
    step
      .replace(sentence, (_whole, rest: string) => {
        const tail = FRESH_TAIL.exec(rest)
        if (dried) {
          const done = tail === null ? rest : `${rest.slice(0, tail.index)}.`
          // The step still names the food it soaks, so the soak is seen as its treatment.
          const named = done.replace(/\b(?:them|it)\b/, `the {${key}}`)
          return named.charAt(0).toUpperCase() + named.slice(1)
        }
        const stem = tail?.[1]
        if (stem === undefined) return DROPPED
        const verb = VERBS[stem] ?? stem
        return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the {${key}}.`
      })
      // The next sentence spoke of it as "it" ("Blend it with the shallots"): it names it now.
      .replace(AFTER_DROPPED, (_whole, verb: string) => `${verb} the {${key}}`)
      .replaceAll(DROPPED, ''),
  )
}

/** Foods most often sold dried, whose "if dried" a list's bare name leaves open: egg noodles. */
const MOSTLY_DRIED: ReadonlySet<string> = new Set(['noodles', 'pasta', 'grain', 'legume', 'rice'])

/**
 * Whether the visitor's words or the food's name say it is dried (true) or another form (false),
 * or undefined when a bare name leaves it open ("egg noodles" are as often dried as fresh).
 */
export function isDriedForm(words: string, entry: LexiconEntry): boolean | undefined {
  const said = `${words} ${entry.id}`
  if (/\b(?:dried|dry|dehydrated)\b/i.test(said)) return true
  if (/\b(?:fresh|homemade|paste)\b/i.test(said)) return false
  return MOSTLY_DRIED.has(entry.category) ? undefined : false
}
