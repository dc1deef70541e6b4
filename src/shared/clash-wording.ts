/**
 * How a clash with the visitor's preferences is worded, in one place: the server's warning about
 * a finished recipe, and the page's note on a recipe made before the preferences changed and its
 * marks on the list's chips. Pure text, no dependencies: it loads with whichever side needs it.
 */

/** One clash as the chef's checks report it (see `RecipeClash` in src/chef/allergens). */
export interface WordedClash {
  /** What the recipe or the list calls it: "chicken", "peanut butter". */
  item: string
  /** The chef's reason: "not vegan", "contains tree nuts", "it is coriander". */
  reason: string
  /** The diet, or the visitor's avoid item as they typed it ("nuts"). */
  breaks: string
}

/** The server's warning about a recipe whose text uses these items. */
export function clashWarningMessage(items: readonly string[]): string {
  return `Check before cooking: this recipe uses ${joinNames(items)}, which clash with what you asked to avoid or your diet.`
}

/**
 * What a clash breaks, as a short mark beside the item: a diet as "not vegan", an avoid item as
 * "you avoid nuts" (in the visitor's own word, whatever group or food it was read as).
 */
export function clashLabel({ reason, breaks }: WordedClash): string {
  return reason.startsWith('not ') ? reason : `you avoid ${breaks}`
}

/**
 * The clashes as sentences, one for each thing broken, items in the order found:
 * "Has chicken, butter and cream: not vegan. Has cashews: you avoid nuts."
 */
export function describeClashes(clashes: readonly WordedClash[]): string {
  const byLabel = new Map<string, string[]>()
  for (const clash of clashes) {
    const label = clashLabel(clash)
    const items = byLabel.get(label) ?? []
    const item = inSentence(clash.item)
    if (!items.some((other) => other.toLowerCase() === item.toLowerCase())) items.push(item)
    byLabel.set(label, items)
  }
  return [...byLabel].map(([label, items]) => `Has ${joinNames(items)}: ${label}.`).join(' ')
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}

// A recipe writes "Chicken" at the start of its line; inside a sentence it is "chicken". A name
// that is not simply capitalised ("BBQ sauce") is left as written.
function inSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name
}
