import type { PlannedIngredient, RecipePlan } from '../model/recipe-plan.ts'
import { formatAmount, readWrittenAmount } from '../text/markdown-text.ts'
import { singularName } from '../text/word-forms.ts'
import { escapeForPattern } from '../text/pattern-text.ts'

// Some of the visitor's items are the lexicon's food cut or sold another way: lardons are bacon
// already cut up, so they are weighed, never "4 rashers"; a kielbasa is one long smoked ring, so
// "3 kielbasas" for a frittata is three rings. The recipe's count of the usual piece becomes
// its weight, the way the visitor buys them.

interface WeighedPiece {
  /** The visitor's name for the item. */
  named: RegExp
  /** The recipe's unit for one piece ('' for a bare count). */
  unit: string
  /** About what one such piece weighs. */
  grams: number
}

const WEIGHED_PIECES: readonly WeighedPiece[] = [
  { named: /\blardons?\b|\bbacon (?:bits|cubes)\b|\bpancetta cubes\b/i, unit: 'rasher', grams: 25 },
  {
    named: /\bkie[lł]bas[ay]?s?\b|\bpolish sausages?\b|\bsmoked sausages?\b/i,
    unit: '',
    grams: 60,
  },
  // Andouille, boerewors and linguiça are bought by weight, a ring or a coil, and a cook names them
  // as one food ("1 lb andouille"); frankfurters and merguez come as counted links and stay counted.
  { named: /\bandouilles?\b|\bboerewors\b|\blingui[çc]as?\b/i, unit: '', grams: 60 },
  // Fresh tuna or bonito bought as a piece, not as steaks, is weighed: "Fresh tuna — 2" left a
  // cook asking two what (a cook's read of round 9).
  { named: /^(?:fresh tuna|bonito)$/i, unit: '', grams: 150 },
]

// Instant dashi (Hondashi) is granules: a dish's 200 ml of dashi is a teaspoon of them stirred into
// 200 ml of hot water, never "Hondashi — 200 ml" (a cook's read).
const DASHI_GRANULES = /\bhondashi\b|\bdashi (?:granules|powder)\b|\binstant dashi\b/i
const ML_PER_TSP_OF_DASHI = 200

// Gravy granules (Bisto) are a powder: a dish's 300 ml of gravy is made up from them, never
// "Gravy granules — 300 ml" (a cook's read).
const GRAVY_GRANULES = 'gravy granules'

/** A stock the visitor has as granules, as the granules made up with the dish's water. */
function madeUp(line: PlannedIngredient): PlannedIngredient | undefined {
  if (line.source !== 'visitor') return undefined
  const written = readWrittenAmount(line.amount)
  if (written?.unit !== 'ml' || written.quantity <= 0) return undefined
  if (line.mention === GRAVY_GRANULES) {
    const amount = `${written.quantity} ml, made up from the granules as the packet says`
    return { ...line, name: 'Gravy', mention: 'gravy', amount }
  }
  if (line.canonical !== 'fish stock' || !DASHI_GRANULES.test(line.mention)) return undefined
  const spoons = Math.max(0.5, Math.round((written.quantity / ML_PER_TSP_OF_DASHI) * 4) / 4)
  const granules = formatAmount({ quantity: spoons, unit: 'tsp' })
  return { ...line, amount: `${granules}, stirred into ${written.quantity} ml hot water` }
}

// A whole bird is 1.4–1.8 kg: "Whole chicken — 300 g" left a cook holding one asking which
// 300 g. A dish's weight of chicken from a whole bird is counted in halves of a 1.6 kg bird (a
// half for two is the pollería's portion), never weighed as if it were pieces; a dish weighed
// for the whole bird (a roast's 1.6 kg) is left as it is.
const WHOLE_BIRD =
  /\bwhole (?:chickens?|hens?|birds?|fowls?)\b|\bfrangos? inteiros?\b|\bpollos? enteros?\b/i
const WHOLE_BIRD_GRAMS = 1600

function wholeBird(line: PlannedIngredient): PlannedIngredient | undefined {
  if (line.source !== 'visitor' || line.canonical !== 'chicken') return undefined
  if (!WHOLE_BIRD.test(line.mention)) return undefined
  const written = readWrittenAmount(line.amount)
  if (written?.unit !== 'g' || written.quantity >= WHOLE_BIRD_GRAMS * 0.75) return undefined
  const birds = Math.max(0.5, Math.round((written.quantity / WHOLE_BIRD_GRAMS) * 2) / 2)
  const grams = birds * WHOLE_BIRD_GRAMS
  const weight = grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`
  return { ...line, amount: `${formatAmount({ quantity: birds, unit: '' })} (about ${weight})` }
}

function weighed(line: PlannedIngredient): PlannedIngredient | undefined {
  const granules = madeUp(line)
  if (granules !== undefined) return granules
  const bird = wholeBird(line)
  if (bird !== undefined) return bird
  if (line.source !== 'visitor') return undefined
  const piece = WEIGHED_PIECES.find((candidate) => candidate.named.test(line.mention))
  const written = readWrittenAmount(line.amount)
  if (piece === undefined || written === undefined) return undefined
  // A count is of pieces ("kielbasas"); weighed, it is one food ("the kielbasa"), also where the
  // dish already weighs it.
  const mention = piece.unit === '' ? singularName(line.mention) : line.mention
  const named = { ...line, name: `${mention.charAt(0).toUpperCase()}${mention.slice(1)}`, mention }
  if (written.unit === 'g') return mention === line.mention ? undefined : named
  if (written.unit.replace(/s$/, '') !== piece.unit) return undefined
  const grams = Math.max(10, Math.round((written.quantity * piece.grams) / 10) * 10)
  return { ...named, amount: `${grams} g` }
}

/** The plan with such pieces weighed, and named as one food ("the kielbasa"), in its method too. */
export function withWeighedPieces(plan: RecipePlan): RecipePlan {
  if (plan.kind !== 'recipe') return plan
  let steps = plan.steps
  const ingredients = plan.ingredients.map((line) => {
    const changed = weighed(line)
    if (changed === undefined) return line
    if (changed.mention !== line.mention) {
      const plural = new RegExp(`\\b${escapeForPattern(line.mention)}\\b`, 'g')
      steps = steps.map((step) => step.replace(plural, changed.mention))
    }
    return changed
  })
  return { ...plan, ingredients, steps }
}
