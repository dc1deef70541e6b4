// A classic's method speaks to every food its places accept: "fry the pork (prawns and clams go
// in with the broth)". Once written for one list, an aside about a food the dish does not hold
// is noise a cook trips over, so it goes; an aside about a food it holds stays.

/**
 * Foods a method's asides name for the cook who has them instead. Not "fish": whichever fish the
 * visitor has, an aside about the fish ("the fish is salty") is about theirs.
 */
const ASIDE_FOODS =
  /\b(?:prawns?|shrimps?|clams?|mussels?|squid|scallops?|crab|lobster|tofu|sausages?)\b/gi
/** An aside that tells the cook when food is safe to eat is never dropped. */
const SAFETY_CUE = /°C|\bpink\b|\bpiping hot\b|\bcooked through\b/i

/**
 * The step without the parts of its "(…)" asides that name only foods the dish does not hold
 * (`present`: the dish's ingredient names, lower case, joined). An aside that loses every part
 * goes whole, with the space before it.
 */
export function withoutAbsentAsides(step: string, present: string): string {
  return step.replace(/\s*\(([^()]*)\)/g, (whole, inside: string) => {
    const parts = inside.split(/;\s*/)
    const kept = parts.filter((part) => {
      const foods = [...part.matchAll(ASIDE_FOODS)].map((match) => match[0].toLowerCase())
      if (foods.length === 0 || SAFETY_CUE.test(part)) return true
      // By whole word: "prawn crackers" on the list hold no prawns.
      return foods.some((food) =>
        new RegExp(`\\b${food.replace(/s$/, '')}s?\\b(?! crackers?)`).test(present),
      )
    })
    if (kept.length === parts.length) return whole
    if (kept.length === 0) return ''
    return whole.replace(inside, kept.join('; '))
  })
}
