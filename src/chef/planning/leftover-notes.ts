import { COUNTED_PIECES } from '../families/dish-amounts.ts'
import { escapeMarkdown, formatHeldAmount, readWrittenAmount } from '../text/markdown-text.ts'
import type { RecipePlan } from '../model/recipe-plan.ts'
import { pluralName } from '../text/word-forms.ts'

// The visitor's amounts are kept: "500g beef mince" in a dish for two that takes 250 g must not
// silently lose the other half. The servings asked for stand (they are the visitor's too); the
// notes say what is left over and how far the dish would stretch to use it all.

/** Pieces counted whole, as the visitor counts them: "6 rashers of bacon", "2 salmon fillets". */
type Piece = (typeof COUNTED_PIECES)[number]
const isPiece = (unit: string): unit is Piece =>
  (COUNTED_PIECES as readonly string[]).includes(unit)

/**
 * "250 g", "1½ kg", "400 ml", "4", "3 rashers": the quantity in grams, millilitres, pieces or
 * counted pieces (rashers, slices, fillets).
 */
export function lineQuantity(
  amount: string,
): { quantity: number; unit: 'g' | 'ml' | '' | Piece } | undefined {
  const written = readWrittenAmount(amount)
  if (written === undefined) return undefined
  const { quantity } = written
  const unit = written.unit.replace(/s$/, '')
  if (isPiece(unit)) return { quantity, unit }
  return unit === 'g' || unit === 'ml' || unit === '' ? { quantity, unit } : undefined
}

/** Past this, "make 10 times as much" is not advice anyone takes: the rest is just kept. */
const MAX_STRETCH = 4

/**
 * What flavours a dish rather than making it: four red onions on a list are no reason to make
 * four times as much roast chicken (a cook's read). Only the rest of them is said.
 */
const SEASONING_CATEGORIES: ReadonlySet<string> = new Set([
  'allium',
  'herb',
  'spice',
  'sauce',
  'condiment',
  'oil-fat',
])

/** How much more than the dish uses counts as worth a note: a little over is just cooking. */
const WORTH_SAYING = 1.5

/** The plan with a note for each of the visitor's stated amounts it does not use up. */
export function withLeftoverNotes(plan: RecipePlan): RecipePlan {
  if (plan.kind !== 'recipe') return plan
  const notes: string[] = []
  for (const used of plan.used) {
    const stated = used.stated
    if (stated === undefined || used.entry === undefined) continue
    if (stated.unit !== 'g' && stated.unit !== 'ml' && stated.unit !== '' && !isPiece(stated.unit))
      continue
    const entryId = used.entry.id
    const line = plan.ingredients.find(
      (item) => item.source === 'visitor' && item.canonical === entryId,
    )
    const uses = line === undefined ? undefined : lineQuantity(line.amount)
    if (line === undefined || uses === undefined || uses.unit !== stated.unit) continue
    if (uses.quantity <= 0 || stated.quantity < uses.quantity * WORTH_SAYING) continue
    const have = formatHeldAmount({ quantity: stated.quantity, unit: stated.unit })
    const of = stated.unit === '' ? '' : ' of'
    // "You have 3 red peppers", not "3 red pepper": the line may use just one.
    const name = stated.unit === '' && stated.quantity > 1 ? pluralName(line.mention) : line.mention
    const stretch = Math.floor(stated.quantity / uses.quantity)
    const scale =
      plan.yieldText === undefined &&
      stretch >= 2 &&
      stretch <= MAX_STRETCH &&
      !SEASONING_CATEGORIES.has(used.entry.category)
        ? ` To use it all, make ${stretch === 2 ? 'twice' : `${stretch} times`} as much of everything: it would serve ${plan.servings * stretch}.`
        : ''
    notes.push(
      `You have ${escapeMarkdown(have)}${of} ${name}; this uses ${escapeMarkdown(line.amount)}, so keep the rest for another meal.${scale}`,
    )
  }
  return notes.length === 0 ? plan : { ...plan, notes: [...plan.notes, ...notes] }
}
