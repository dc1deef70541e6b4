// The fiercest fresh chillies (habanero, scotch bonnet, bird's eye, piri piri, naga) fill the same
// "chilli" place as a mild jalapeño or a dried guajillo, and a dish written for those blends two
// of them for two people without a word: a cook's read found chilaquiles blending 2 raw habaneros
// with no heat warning while a jollof of the same list had one. Such a chilli always gets one.

/** The visitor's words for a fiercely hot chilli. */
const FIERCE =
  /\b(?:habaneros?|scotch bonnets?|bird'?s?[ -]eye(?: chill(?:i|ies|is))?|piri[ -]piris?|peri[ -]peris?|pili[ -]pilis?|ata rodo|naga(?: jolokia)?|ghost peppers?|bhut jolokia|siling labuyo|labuyo|bonney peppers?|carolina reapers?|aji charapita)\b/i

/**
 * A tip of the dish's own that already speaks of the chilli's heat: "heat" alone is the pan's as
 * often ("serve with the heat turned down"), so it counts only beside a chilli (a reviewer found
 * an aguachile blending two habaneros, seeds in, with no caution).
 */
const HEAT_TIP =
  /\b(?:fierce|fiery|very hot|gloves)\b|\b(?:heat|hot)\b[^.]*\b(?:chill(?:i|ies|is)|peppers?|bonnets?|habaneros?)\b|\b(?:chill(?:i|ies|is)|peppers?|bonnets?|habaneros?)\b[^.]*\b(?:heat|hot)\b/i

/** Whether the visitor's words name one of the fiercest chillies. */
export function isFierceChilli(words: string): boolean {
  return FIERCE.test(words)
}

/**
 * The caution for a fierce chilli named `name` ("habaneros"), unless one of `tips` already speaks
 * of its heat.
 */
export function fierceChilliTip(name: string, tips: readonly string[]): string | undefined {
  if (tips.some((tip) => HEAT_TIP.test(tip))) return undefined
  return `Go carefully with the ${name}, among the hottest chillies there are: start with half of one, seeds and white ribs cut out, taste, and add more only if you want it; wash your hands after cutting it and keep it away from your eyes.`
}
