import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { SLOW_PULSES } from '../lexicon/pulse-times.ts'
import { isBean, isDryBean, pulseWords } from '../lexicon/pulse-state.ts'
import { withStatesInEnglish } from '../lexicon/state-words.ts'
import { normaliseWords } from '../reading/match-ingredient.ts'
import { isWholeSeed } from '../lexicon/whole-seeds.ts'
import { isCookedShellfish } from '../lexicon/cooked-shellfish.ts'
import { isSmokedSausage } from '../lexicon/smoked-sausage.ts'

/**
 * `{chicken:raw}` or `{chicken:cooked}` inside a `[…]` part: the part is kept only when the place
 * is filled with food in that state, and the marker itself reads as nothing. A dish that takes raw
 * or leftover chicken says what to do with the one the visitor has, never "raw chicken goes in
 * now" to someone holding a roast chicken. `{meat:poultry}` and `{meat:meat}` do the same for a
 * place that takes a bird or a red meat, whose times differ: a cook's read found "simmer for 45–60
 * minutes for beef or goat (25 minutes for chicken)" in a beef soup. `{lentils:slow}` and
 * `{lentils:quick}` tell a slow split dal (chana, toor) from red lentils: a cook's read found chana
 * dal "collapsed" in a tarka dal's 20–25 minutes (and wheat berries or barley from bulgur or rice). `{pork:beef}` and `{pork:nonbeef}` tell beef,
 * which braises longer, from pork or chicken: a cook's read found a beef pörkölt told to simmer "45
 * minutes (1¼ hours for beef)". `{curry:block}` and `{curry:loose}` tell a bought roux block
 * (Japanese curry roux), which is broken into the pot and thickens it, from curry powder cooked in
 * a roux of flour and fat: a cook's read found a Japanese curry made with a Golden Curry block
 * that still bought flour for a roux. `{cumin:seeds}` and `{cumin:ground}` tell whole seeds, which
 * sizzle in the hot fat before the onion, from a ground spice stirred in after it: a cook's read
 * found cumin seeds stirred in after the onions. `{biscuits:absent}` holds when the place is not
 * filled: biscuits and gravy bakes its biscuits only when the visitor has none ready. `{meat:mince}`
 * and `{meat:pieces}` tell minced meat, broken up as it browns, from meat cut into pieces: a
 * Japanese family's curry is as often made with mince, and "cut the mince into bite-sized pieces"
 * is no step. `{beans:dried}` and `{beans:ready}` tell beans that are dry (`isDryBean`: soaked and
 * cooked by their treatment, or soaked raw for a paste) from tinned or cooked ones: a cook's read found
 * moi-moi told how to skin dried beans and then to drain and rinse tinned ones, and ful medames
 * given tinned, frozen and dried branches after its dried beans were boiled. `{meat:pork}` and
 * `{meat:red}` tell pork (70 °C, no pink) from lamb, beef or goat (63 °C, rested) for a doneness
 * line that takes either; `{pork:bone}` and `{pork:boneless}` a hock, trotter or shank, simmered
 * whole for hours, from meat cut into pieces. A place named only
 * inside parts whose markers do not hold is not used, nor bought (`CompiledPlace.onlyWith`).
 */
export const STATE_NAMES = [
  'raw',
  'cooked',
  'poultry',
  'meat',
  'beef',
  'nonbeef',
  'slow',
  'quick',
  'block',
  'loose',
  'seeds',
  'ground',
  'absent',
  'mince',
  'pieces',
  'dried',
  'ready',
  'pork',
  'red',
  'bone',
  'boneless',
] as const

// Joints simmered whole on their bone for hours: a hock or trotters are never "cut into 3 cm
// pieces" (a cook's read found both told to a pot of pig trotters). (shank-braise.ts's set is
// another rule: the cuts a braise written for pieces keeps whole.)
const WHOLE_ON_THE_BONE = /\b(?:hocks?|trotters?|knuckles?|shanks?|oxtail|feet)\b/

// Pork is cooked to 70 °C with no pink where lamb and beef may be served at 63 °C and rested: a
// shashlik of pork read "lamb and beef 63 °C and rested, pork 70 °C, chicken 75 °C".
const PORK_CUTS: ReadonlySet<string> = new Set(['gammon joint', 'bacon', 'lardons', 'pancetta'])
const isPork = (entry: LexiconEntry) => /\bpork\b/.test(entry.id) || PORK_CUTS.has(entry.id)

/**
 * Whole grains that simmer for most of an hour, where bulgur or rice in the same place is tender
 * in 15 minutes: a cook's read found a spas made with rice told "wheat berries or barley 50–60
 * minutes, bulgur or rice 15".
 */
const SLOW_GRAINS: ReadonlySet<string> = new Set(['wheat berries', 'pearl barley', 'barley'])

/** The cuts of beef, which braise longer than pork or lamb of the same size. */
const BEEF_CUTS: ReadonlySet<string> = new Set(['steak', 'oxtail', 'short ribs', 'marrow bones'])

function isBeef(entryId: string): boolean {
  return /\bbeef\b/.test(entryId) || BEEF_CUTS.has(entryId)
}

/**
 * The states (`raw`, `beef`, `block`…) that hold for a place filled with these foods; `words`, the
 * visitor's words for each (or its name), tell whole seeds from ground; `boughtDry`, the place's
 * own (`CompiledPlace.boughtDry`), reads beans of unstated form as dry.
 */
export function placeStates(
  entries: readonly LexiconEntry[],
  words: readonly string[] = entries.map((entry) => entry.id),
  boughtDry = false,
): string[] {
  const filled = entries.length > 0
  // Shellfish sold cooked ("cooked prawns", crawfish tails) is filed under the raw entry, and so
  // is a smoked sausage (wieners, andouille) under the fresh one.
  const cooked = entries.every(
    (entry, index) =>
      entry.tags.has('cooked') ||
      isCookedShellfish(entry, words[index] ?? entry.id) ||
      isSmokedSausage(entry, words[index] ?? entry.id),
  )
  const states = [cooked ? 'cooked' : 'raw']
  const kind = entries[0]?.category
  if (kind === 'poultry' || kind === 'meat') states.push(kind)
  states.push(filled && entries.every((entry) => isBeef(entry.id)) ? 'beef' : 'nonbeef')
  const slow = (id: string) => SLOW_PULSES.has(id) || SLOW_GRAINS.has(id)
  states.push(filled && entries.every((entry) => slow(entry.id)) ? 'slow' : 'quick')
  states.push(filled && entries.every((entry) => entry.tags.has('block')) ? 'block' : 'loose')
  const seeds = entries.every((entry, index) => isWholeSeed(entry, words[index] ?? entry.id))
  states.push(filled && seeds ? 'seeds' : 'ground')
  states.push(filled && entries.every((entry) => /\bmince\b/.test(entry.id)) ? 'mince' : 'pieces')
  // Beans the treatments soak and boil take the dish's dried branch, never its tinned one. Only
  // a bean's words are read: most places hold none.
  const dry = entries.every(
    (entry, index) =>
      isBean(entry) &&
      isDryBean(
        entry,
        pulseWords(withStatesInEnglish(normaliseWords(words[index] ?? entry.id)), boughtDry),
      ),
  )
  states.push(filled && dry ? 'dried' : 'ready')
  // A place of pork and lamb together is neither: no doneness line of one is written for both.
  if (filled && kind === 'meat') {
    if (entries.every(isPork)) states.push('pork')
    else if (!entries.some(isPork)) states.push('red')
  }
  states.push(
    filled && entries.every((entry) => WHOLE_ON_THE_BONE.test(entry.id)) ? 'bone' : 'boneless',
  )
  return states
}
