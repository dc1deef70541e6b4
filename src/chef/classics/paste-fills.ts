// A paste fills a place the dish wrote for a fresh root or clove: ginger garlic paste stands in for
// the ginger (and garlic) of a curry or a biryani. A paste is never peeled, grated, crushed or
// sliced, so the method's knife work for that place goes and the paste is simply measured out (a
// cook's read found "the ginger garlic paste, grated" in a biryani).

/** Lexicon entries that are pastes already, sold in a jar. */
const PASTE_IDS: ReadonlySet<string> = new Set(['ginger garlic paste'])

/** Whether an item of this lexicon entry is a paste already. */
export function isPaste(entryId: string): boolean {
  return PASTE_IDS.has(entryId)
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
