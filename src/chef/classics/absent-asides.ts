// A classic's method speaks to every food its places accept: "fry the pork (prawns and clams go
// in with the broth)". Once written for one list, an aside about a food the dish does not hold
// is noise a cook trips over, so it goes; an aside about a food it holds stays.

/**
 * Foods a method's asides name for the cook who has them instead (the fish and meats, and the
 * starches a side or a pot takes one of, rice among them). Not "fish": whichever fish the
 * visitor has, an aside about the fish ("the fish is salty") is about theirs.
 */
const ASIDE_FOODS =
  /\b(?:prawns?|shrimps?|clams?|mussels?|squid|scallops?|crab|lobster|tofu|sausages?|chorizo|chicken|ribs?|poultry|mustard oil|rohu|katla|carp|hilsa|ilish|pomfret|potato(?:es)?|noodles?|gnocchi|yuca|cassava|plantains?|corn(?! ?(?:oil|flour|starch|meal))|barley|bulgur|wheat berries|couscous|rice(?! ?(?:vinegar|wine|flour|paper|noodles?|vermicelli|sticks)))\b/gi
const NAMES_ASIDE_FOOD = new RegExp(ASIDE_FOODS.source, 'i')
/** Prawns and shrimp are one food under two names: an aside about one is about the other. */
const SAME_FOOD: Readonly<Record<string, string>> = {
  prawn: 'prawn|shrimp',
  shrimp: 'prawn|shrimp',
  // "75 °C at the bone for poultry" is about any bird, and about no pork: a cook's read found it
  // in a podvarak made with pork shoulder.
  poultry: 'poultry|chicken|duck|turkey|goose|quail|poussin|guinea fowl|pheasant',
  // Rohu and katla are carp (the lexicon files them under it); hilsa is ilish.
  rohu: 'rohu|rui|carp',
  katla: 'katla|catla|carp',
  hilsa: 'hilsa|ilish',
  ilish: 'hilsa|ilish',
  // The starches a side or a pot takes one of: a cook's read found "noodles or gnocchi as the
  // packet says" beside boiled potatoes, and yuca, plantain and corn in a pot of potatoes.
  potato: 'potatoe?',
  potatoe: 'potatoe?',
  noodle:
    'noodle|tagliatelle|fettuccine|pappardelle|spaghetti|linguine|udon|ramen|soba|vermicelli|pasta',
  yuca: 'yuca|cassava|manioc',
  cassava: 'yuca|cassava|manioc',
  plantain: 'plantain|matoke',
  corn: 'corn|sweetcorn|maize',
  barley: 'barley',
  // Named so an aside about the rice a dish holds keeps its part: "(3–5 minutes for fine noodles,
  // 15 for rice)" was dropped whole from a sopa de picadillo made with rice (a review found it).
  rice: 'rice',
  'wheat berrie': 'wheat berr(?:y|ie)',
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
  // By whole word: "prawn crackers" on the list hold no prawns, and chicken stock (a Maggi or Onga
  // cube) no chicken: "(chicken 25)" in a beef soup seasoned with a cube is still noise.
  return new RegExp(
    `\\b(?:${names})s?\\b(?! (?:crackers?|stock|broth|bouillon|cubes?|powder|seasoning|gravy|salt))`,
  ).test(present)
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

/** A tip that opens on a food: "Rohu has fine bones", "Hilsa and rohu have many fine bones". */
const TIP_SUBJECT = new RegExp(`^(?:the\\s+)?${ASIDE_FOODS.source}`, 'i')

/**
 * The tips without those about foods the dish does not hold (`present` as for the method): a tip
 * that opens on a food, all of whose named foods in that first sentence are absent, speaks of a
 * fish or meat the cook does not have. A cook's read found "Rohu has fine bones" on a hilsa
 * recipe, and a rohu and katla bone note telling a cook to "cut the steaks across the pomfret".
 * A tip that only mentions such a food later ("swap the chicken for tofu") stays.
 */
export function withoutAbsentTips(tips: readonly string[], present: string): readonly string[] {
  return tips.filter((tip) => {
    if (!TIP_SUBJECT.test(tip)) return true
    const sentence = tip.split(/[.:;!?]/)[0] ?? tip
    const foods = [...sentence.matchAll(ASIDE_FOODS)].map((match) => match[0])
    return foods.some((food) => holds(present, food))
  })
}
