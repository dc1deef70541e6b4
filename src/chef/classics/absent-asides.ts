// A classic's method speaks to every food its places accept: "fry the pork (prawns and clams go
// in with the broth)". Once written for one list, an aside about a food the dish does not hold
// is noise a cook trips over, so it goes; an aside about a food it holds stays.

/**
 * Foods a method's asides name for the cook who has them instead. Not "fish": whichever fish the
 * visitor has, an aside about the fish ("the fish is salty") is about theirs.
 */
const ASIDE_FOODS =
  /\b(?:prawns?|shrimps?|clams?|mussels?|squid|scallops?|crab|lobster|tofu|sausages?|chorizo|chicken|ribs?)\b/gi
const NAMES_ASIDE_FOOD = new RegExp(ASIDE_FOODS.source, 'i')
/** Prawns and shrimp are one food under two names: an aside about one is about the other. */
const SAME_FOOD: Readonly<Record<string, string>> = {
  prawn: 'prawn|shrimp',
  shrimp: 'prawn|shrimp',
}
/** A clause that tells the cook when food is safe to eat. */
const SAFETY_CUE = /°C|\bpink\b|\bpiping hot\b|\bcooked through\b/i
/**
 * Foods other than the aside foods that a safety clause may also be about ("raw bacon or fresh
 * sausages: fry them until cooked through"): such a clause stays, whatever else it names.
 */
const OTHER_SUBJECTS =
  /\b(?:chicken|pork|beef|lamb|mince|meat|meatballs?|bacon|liver|kidneys?|duck|turkey|ham|fish|eggs?)\b/i

function holds(present: string, food: string): boolean {
  const stem = food.toLowerCase().replace(/s$/, '')
  const names = SAME_FOOD[stem] ?? stem
  // By whole word: "prawn crackers" on the list hold no prawns.
  return new RegExp(`\\b(?:${names})s?\\b(?! crackers?)`).test(present)
}

/**
 * The clauses of an aside part, each with the food-less clauses around it ("prawns 2–3 minutes,
 * until pink all through" and "and cooked through, if the sausage was raw" are each one clause).
 */
function clauses(part: string): string[] {
  const out: string[] = []
  let lead = ''
  for (const piece of part.split(/,\s*/)) {
    const namesFood = NAMES_ASIDE_FOOD.test(piece) || OTHER_SUBJECTS.test(piece)
    if (!namesFood && out.length === 0) lead += `${piece}, `
    else if (!namesFood) out[out.length - 1] += `, ${piece}`
    else out.push(`${out.length === 0 ? lead : ''}${piece}`)
  }
  return out.length === 0 ? [part] : out
}

/** Whether a clause speaks only of foods the dish does not hold. */
function onlyAbsent(clause: string, present: string): boolean {
  const foods = [...clause.matchAll(ASIDE_FOODS)].map((match) => match[0])
  if (foods.length === 0 || foods.some((food) => holds(present, food))) return false
  // A safety clause that may also be about a food of the dish is never dropped.
  return !(SAFETY_CUE.test(clause) && OTHER_SUBJECTS.test(clause))
}

/**
 * The step without the parts of its "(…)" asides that name only foods the dish does not hold
 * (`present`: the dish's ingredient names, lower case, joined). A safety clause about an absent
 * food ("prawns until pink all through" in a pork stew) goes with it: it is about food the cook
 * does not have. An aside that loses every part goes whole, with the space before it.
 */
export function withoutAbsentAsides(step: string, present: string): string {
  return step.replace(/\s*\(([^()]*)\)/g, (whole, inside: string) => {
    const parts = inside.split(/;\s*/).map((part) => {
      // Only a safety part is read clause by clause: elsewhere the food sits in any clause
      // ("squeezed out of its skins, if it is sausages") and the part is about it whole.
      if (!SAFETY_CUE.test(part)) return onlyAbsent(part, present) ? '' : part
      return clauses(part)
        .filter((clause) => !onlyAbsent(clause, present))
        .join(', ')
    })
    const kept = parts.filter((part) => part !== '')
    if (kept.join('; ') === inside) return whole
    if (kept.length === 0) return ''
    return whole.replace(inside, kept.join('; '))
  })
}
