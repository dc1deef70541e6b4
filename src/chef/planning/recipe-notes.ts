import type { Category } from '../lexicon/lexicon.ts'
import { escapeMarkdown } from '../text/markdown-text.ts'
import type { DishOption } from './dish-options.ts'
import { courseOf, methodOfOption, optionCouldUse, optionName, optionUses } from './dish-options.ts'
import { MEATY } from './family-fit.ts'
import type { UnusedIngredient } from '../model/recipe-plan.ts'
import type { Prepared } from './read-list.ts'
import type { Candidate } from '../model/candidate.ts'
import { isCheckedDiet } from './read-list.ts'
import { placeStates } from '../classics/place-states.ts'

// The notes under a recipe: what was left out and why, and how odd items were read.

export const KIND_WORDS: Partial<Record<Category, string>> = {
  cheese: 'a cheese',
  fruit: 'a fruit',
  sauce: 'a sauce',
  spice: 'a spice',
  baking: 'a flour',
  'oil-fat': 'a cooking oil',
  'nut-seed': 'nuts or seeds',
  fish: 'a fish',
  meat: 'a kind of meat',
  legume: 'a kind of bean',
  mushroom: 'a mushroom',
  'leafy-veg': 'salad leaves',
  bread: 'a bread',
  dairy: 'a dairy product',
  'sweet-treat': 'a sweet treat',
  drink: 'a drink',
}

export function article(name: string): string {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`
}

export function quoted(display: string): string {
  return `“${escapeMarkdown(display)}”`
}

/** How the notes name a dish: a classic by its own name, a composed one by its kind. */
export function dishName(option: DishOption): string {
  if (option.kind === 'classic') return optionName(option)
  const kind = option.name.toLowerCase()
  // "fritters", "pancakes": a plural kind takes no article.
  return /[^s]s$/.test(kind) ? kind : article(kind)
}

/** A stock typed as the cube it is made from. */
const MADE_FROM_CUBE = /\bcubes?\b/i

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']

/** The ideas a cook names at once: the first three of the ranking. */
const NAMED_AT_ONCE = 3

/**
 * Whether the dish grinds this item's beans soaked but raw (`groundRaw`: falafel, akara) while
 * the visitor's are ready (tinned, cooked): a tin turns to mush there, so it is no home to send
 * them to (a cook's read found canned chickpeas said to "suit Falafel").
 */
function wantsThemDry(option: DishOption, candidate: Candidate): boolean {
  if (option.kind !== 'classic') return false
  const fill = option.fit.fills.find((place) => place.items.includes(candidate))
  if (fill?.place.ingredient.groundRaw !== true) return false
  return !placeStates([candidate.entry], [candidate.match.input], true).includes('dried')
}

export function unusedReason(
  candidate: Candidate,
  option: DishOption,
  ranking: readonly DishOption[],
): string {
  const name = quoted(candidate.match.display)
  if (candidate.entry.tags.has('pantry')) return `${name} — not needed in this dish.`
  if (option.kind === 'family') {
    const clash = [...option.used].find(
      (used) =>
        (MEATY.has(used.entry.category) && candidate.entry.category === 'fish') ||
        (used.entry.category === 'fish' && MEATY.has(candidate.entry.category)),
    )
    if (clash !== undefined) {
      return `${name} — it doesn't share a pan well with the ${escapeMarkdown(clash.entry.id)}; keep it for another meal (ask for another idea).`
    }
  }
  if (optionCouldUse(option, candidate.entry))
    return `${name} — there was already plenty going on, so I kept the dish focused; save it for another day.`
  // A dish still to come is "another idea"; one already given is an earlier one.
  const at = ranking.indexOf(option)
  // A composed dish of the kind just given is no other home for it: carrot "would suit a soup"
  // under a fish-cake soup.
  const sameKind = (other: DishOption) =>
    other.kind === 'family' &&
    (methodOfOption(other) === methodOfOption(option) || courseOf(other) === courseOf(option))
  const uses = (other: DishOption) =>
    other !== option &&
    !sameKind(other) &&
    optionUses(other, candidate.entry) &&
    !wantsThemDry(other, candidate)
  // One of the three ideas a cook names at once, or one already given; never a dish far down the
  // list: red cabbage on a pork chop list "would suit a curry" is no help, and a cook's read found
  // vinegar on a dill-sauce list sent to Egg and Chips and beef stock in lentejas to Tatws Pum Munud.
  const later = ranking.find((other, index) => index > at && index < NAMED_AT_ONCE && uses(other))
  const earlier = ranking.find((other, index) => index < at && uses(other))
  const elsewhere = later ?? earlier
  // A composed idea already given went by the title its writer chose ("Wraps" from the tacos
  // family): named by its kind, it reads as an idea never given (a cook's read found "would suit
  // tacos (an earlier idea)" after wraps). It is named by where it came instead.
  if (later === undefined && earlier !== undefined && earlier.kind === 'family') {
    const place = ORDINALS[ranking.indexOf(earlier)]
    if (place !== undefined)
      return `${name} — doesn't belong in ${dishName(option)}; it would suit the ${place} idea.`
  }
  if (elsewhere !== undefined) {
    const where = later === undefined ? 'an earlier idea' : 'ask for another idea'
    return `${name} — doesn't belong in ${dishName(option)}; it would suit ${dishName(elsewhere)} (${where}).`
  }
  return `${name} — doesn't suit ${dishName(option)}, so I've left it for another meal.`
}

export function notesFor(
  prepared: Prepared,
  option: DishOption | undefined,
  unused: readonly UnusedIngredient[],
): string[] {
  const notes: string[] = []
  for (const item of prepared.unsafe) {
    notes.push(
      `**Left out for safety:** ${quoted(item.display)} — ${item.unsafe?.reason ?? 'it is not safe to eat'}. Never cook with it or eat it.`,
    )
  }
  if (option !== undefined) {
    for (const item of unused) notes.push(`Not used: ${item.reason}`)
    for (const candidate of option.used) {
      // A cube the visitor typed ("maggi cube", "stock cubes") is listed as the stock it makes,
      // so the recipe says where the cube went: a cook's read found "chicken stock" in an okra
      // soup and looked for the Maggi cube.
      if (candidate.entry.category === 'stock' && MADE_FROM_CUBE.test(candidate.match.input)) {
        // "Your maggi cubes make…, crumble them" (a cook's read found "Your maggi cubes makes").
        const cubes = /\bcubes\b/i.test(candidate.match.display)
        notes.push(
          `Your ${escapeMarkdown(candidate.match.display)} ${cubes ? 'make' : 'makes'} the ${escapeMarkdown(candidate.entry.id)}: crumble ${cubes ? 'them' : 'it'} into hot water as the packet says.`,
        )
      }
      if (candidate.match.kind !== 'guessed') continue
      const kind = KIND_WORDS[candidate.entry.category]
      if (kind !== undefined)
        notes.push(`I took ${quoted(candidate.match.display)} to be ${kind} and used it that way.`)
    }
  } else {
    for (const candidate of prepared.candidates) {
      notes.push(
        `Not used: ${quoted(candidate.match.display)} — on its own it doesn't make a dish.`,
      )
    }
  }
  // Said once, for every item read through a slip, used or not: the visitor can see the reading.
  for (const candidate of prepared.candidates) {
    for (const fix of candidate.match.typos ?? []) {
      // A slip that is the whole item is read as the food the recipe lists ("strawberrys" as
      // strawberries, not "strawberry").
      const whole = fix.typed === candidate.match.input.trim().toLowerCase()
      notes.push(
        `I read ${quoted(fix.typed)} as ${escapeMarkdown(whole ? candidate.entry.id : fix.read)}.`,
      )
    }
  }
  for (const item of prepared.prepared) {
    notes.push(
      `Not used: ${quoted(item.display)} is already a finished dish, so I left it out of the cooking — enjoy it alongside.`,
    )
  }
  for (const item of prepared.preferences) {
    notes.push(
      isCheckedDiet(item.preference)
        ? `I read ${quoted(item.display)} as how you eat rather than an ingredient, so this recipe keeps to it.`
        : `I read ${quoted(item.display)} as how you eat rather than an ingredient; I can't check recipes against that yet, so please check the ingredients.`,
    )
  }
  for (const { item, reason } of prepared.excluded) {
    notes.push(`Left out: ${quoted(item.display)} — ${reason}.`)
  }
  for (const item of prepared.unknown) {
    notes.push(
      `Not used: I didn't recognise ${quoted(item.display)}, so I left it out rather than guess.`,
    )
  }
  for (const item of prepared.duplicates) {
    // Two different words for one food ("mirin" and "sake"): named, so no one wonders which
    // other item it was taken for.
    const first = prepared.candidates.find((candidate) => candidate.entry === item.entry)?.match
    const same = first === undefined || sameWords(first.display, item.display)
    notes.push(
      same
        ? `${quoted(item.display)} was already on the list, so I counted it once.`
        : `${quoted(item.display)} and ${quoted(first.display)} are the same thing to me (${escapeMarkdown(item.entry?.id ?? first.display)}), so I counted them once.`,
    )
  }
  return notes
}

function sameWords(left: string, right: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/s\b/g, '').replace(/\W+/g, ' ').trim()
  return words(left) === words(right)
}
