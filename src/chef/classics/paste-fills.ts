// A paste fills a place the dish wrote for a fresh root or clove: ginger garlic paste stands in for
// the ginger (and garlic) of a curry or a biryani. A paste is never peeled, grated, crushed or
// sliced, so the method's knife work for that place goes and the paste is simply measured out (a
// cook's read found "the ginger garlic paste, grated" in a biryani).

// Chilli flakes or powder (gochugaru) in a place written for fresh chillies are measured out the
// same way: a cook's read found "the gochugaru, sliced".

/**
 * Chilli sold by the spoonful (a paste, flakes or powder), which a place counted in fresh
 * chillies may take.
 */
export const SPOONED_CHILLI: ReadonlySet<string> = new Set([
  'chilli paste',
  'chilli flakes',
  'chilli powder',
  'cayenne pepper',
])

const MEASURED_IDS: ReadonlySet<string> = new Set(['ginger garlic paste', ...SPOONED_CHILLI])

/** Whether an item of this lexicon entry is measured out, never cut. */
export function isMeasuredOut(entryId: string): boolean {
  return MEASURED_IDS.has(entryId)
}

const CUT = '(?:grated|crushed|chopped|sliced|minced)'
const HOW = '(?:(?:very |finely |roughly |thinly |coarsely )?)'

/** The method with place `key`'s knife work dropped, for a paste that fills it. */
export function withPasteUncut(method: readonly string[], key: string): string[] {
  const place = `\\{${key}\\}`
  const rules: ReadonlyArray<readonly [RegExp, string]> = [
    // "the {ginger} (grated, if fresh)"
    [new RegExp(`${place} \\(grated, if fresh\\)`, 'g'), `{${key}}`],
    // "the {ginger}, grated" (not "the {garlic} and the {ginger}, finely chopped": both are cut)
    [
      new RegExp(
        `(?<!\\} and the )${place},? (?:peeled and )?${HOW}${CUT}(?: or crushed)?(?=[,.;\\]) ])`,
        'g',
      ),
      `{${key}}`,
    ],
    // "the peeled and finely grated {ginger}", "a little grated {ginger}"
    [new RegExp(`(?:peeled and )?${HOW}${CUT} ${place}`, 'g'), `{${key}}`],
    // "Peel and finely grate the {ginger}", "grate the {ginger}", "Grate in the {ginger}"
    [
      new RegExp(
        `\\b(?:[Pp]eel and )?${HOW}(?:[Gg]rate|[Cc]hop|[Ss]lice|[Cc]rush|[Mm]ince)(?: in)? the ${place}(?: thinly| finely)?`,
        'g',
      ),
      `measure out the {${key}}`,
    ],
  ]
  return method.map((step) =>
    rules
      .reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), step)
      // A sentence that now starts with the new words starts with a capital.
      .replace(
        /(^|[.!?]\]?\s+|\[\s?)measure out/g,
        (_whole, before: string) => `${before}Measure out`,
      ),
  )
}

/**
 * Lexicon entries sold in a tin or jar already chopped, crushed or sieved: a fresh tomato's
 * knife work never applies to them (a cook's read found "the canned tomatoes, grated, discarding
 * the skins" and "the chopped tomatoes, chopped").
 */
const TINNED_IDS: ReadonlySet<string> = new Set(['canned tomatoes', 'passata', 'tomato puree'])

/** Whether an item of this lexicon entry comes from a tin or jar ready to use. */
export function isTinned(entryId: string): boolean {
  return TINNED_IDS.has(entryId)
}

const TINNED_CUT = '(?:peeled and )?(?:finely |roughly )?(?:chopped|grated|crushed)'
const TINNED_TAIL = `${TINNED_CUT}(?: small| if whole| if fresh)?(?: or (?:chopped|grated|crushed))?`

/** The method with the fresh-tomato knife work of place `key` dropped, for a tin that fills it. */
export function withTinnedUncut(method: readonly string[], key: string): string[] {
  const place = `\\{${key}\\}`
  const chop = '(?:[Pp]eel and )?(?:[Ff]inely |[Rr]oughly )?[Cc]hop'
  const rules: ReadonlyArray<readonly [RegExp, string | ((...parts: string[]) => string)]> = [
    // "Grate or finely chop the {tomatoes}, discarding the skins." and "Chop the {tomatoes}.":
    // a sentence that only cuts the tin goes whole.
    [
      new RegExp(
        `(?:^|(?<=[.\\]]\\s?))\\s?(?:[Gg]rate or (?:finely )?chop|${chop}) the ${place}(?:, discarding the skins| \\(or use tinned\\))?\\.`,
        'g',
      ),
      '',
    ],
    // "…the onion; chop the {tomatoes}." keeps "…the onion."
    [new RegExp(`; ${chop} the ${place}(?=\\.)`, 'g'), ''],
    // "Blend or chop the {tomatoes} and add them" is "Add the {tomatoes}".
    [new RegExp(`[Bb]lend or chop the ${place} and add them`, 'g'), `Add the {${key}}`],
    // "chop the {tomatoes} and the onion" and "Chop the {tomatoes}, the onion" chop only the onion.
    [new RegExp(`(${chop}) the ${place}(?: and|,) the `, 'g'), '$1 the '],
    // "Chop the {tomatoes}, slice the onion" starts at the onion.
    [
      new RegExp(`${chop} the ${place}, ([a-z])`, 'g'),
      (_whole: string, first: string) => first.toUpperCase(),
    ],
    // "the {tomatoes}, chopped, and cook" reads "the {tomatoes} and cook".
    [new RegExp(`${place}, ${TINNED_TAIL}, and `, 'g'), `{${key}} and `],
    // "the {tomatoes}, chopped (peeled, if fresh)," and "the {tomatoes}, grated or chopped,"
    [
      new RegExp(`${place}, ${TINNED_TAIL}(?: \\(peeled, if fresh\\))?(?=[,.;\\[\\] ])`, 'g'),
      `{${key}}`,
    ],
  ]
  const written = method.map((step) =>
    rules
      .reduce(
        (text, [pattern, replacement]) =>
          typeof replacement === 'string'
            ? text.replace(pattern, replacement)
            : text.replace(pattern, replacement),
        step,
      )
      .replace(/^\s+/, ''),
  )
  // A method that names the tin only where it cut it opens the tin there instead, so the recipe
  // still says where it comes in.
  const named = new RegExp(place)
  if (written.some((step) => named.test(step))) return written
  const opened: ReadonlyArray<readonly [RegExp, string]> = [
    [new RegExp(`(${chop}) the ${place}(?: and|,) the `, 'g'), `open the {${key}} and $1 the `],
    [
      new RegExp(
        `(?:[Gg]rate or (?:finely )?chop|${chop}) the ${place}(?:, discarding the skins| \\(or use tinned\\))?`,
        'g',
      ),
      `open the {${key}}`,
    ],
  ]
  return method.map((step) =>
    opened
      .reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), step)
      .replace(/(^|[.]\s+)open the/g, '$1Open the')
      .replace(/and ([Pp]eel and )?(?:[Ff]inely |[Rr]oughly )?Chop the/g, (whole) =>
        whole.toLowerCase(),
      ),
  )
}
