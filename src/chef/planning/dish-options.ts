import type { ClassicFit } from '../classics/fit-classic.ts'
import { rankClassics } from '../classics/fit-classic.ts'
import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { FamilyFit } from './family-fit.ts'
import { rankFamilies, rolesFor } from './family-fit.ts'
import type { Candidate } from '../model/candidate.ts'

// The ideas for one list, best first: the classics it can make and the family templates that fit
// it, as one ranking. "Another idea" walks down this list, so every entry is a different dish.

export interface FamilyOption {
  kind: 'family'
  fit: FamilyFit
  id: string
  /** What the notes call the dish: "a stir-fry". */
  name: string
  used: ReadonlySet<Candidate>
  score: number
  /** How well the dish uses the list, without any bonus: what "good enough" is judged on. */
  coverage: number
}

export interface ClassicOption {
  kind: 'classic'
  fit: ClassicFit
  id: string
  name: string
  used: ReadonlySet<Candidate>
  score: number
  /** How well the dish uses the list, without any bonus: what "good enough" is judged on. */
  coverage: number
}

export type DishOption = FamilyOption | ClassicOption

/** "Another idea" should still be a good idea: far weaker fits than the best are not offered. */
const GOOD_ENOUGH = 0.4

export function optionUses(option: DishOption, entry: LexiconEntry): boolean {
  for (const candidate of option.used) if (candidate.entry === entry) return true
  return false
}

/** Whether the dish has a place this ingredient could fill, used or not. */
export function optionCouldUse(option: DishOption, entry: LexiconEntry): boolean {
  if (option.kind === 'family') return rolesFor(option.fit.family, entry).length > 0
  return option.fit.classic.places.some((place) => place.rank.has(entry.id))
}

export function classicOption(fit: ClassicFit): ClassicOption {
  const { dish } = fit.classic
  const { used, score, coverage } = fit
  return { kind: 'classic', fit, id: dish.id, name: dish.title, used, score, coverage }
}

export function familyOption(fit: FamilyFit, score = fit.score): FamilyOption {
  const { family, used, coverage } = fit
  return { kind: 'family', fit, id: family.id, name: family.name, used, score, coverage }
}

export function rankDishes(candidates: readonly Candidate[], composedOnly = false): DishOption[] {
  const classics: DishOption[] = (composedOnly ? [] : rankClassics(candidates)).map(classicOption)
  // Families are ranked among themselves by their full score (signature ingredients, everyday
  // dishes first), but against the classics by how well they use the list: a family's signature
  // bonus (flour, butter, sugar for a cake) must not outvote a real dish that uses the same things.
  const families: DishOption[] = rankFamilies(candidates).map((fit, index, all) =>
    familyOption(
      fit,
      Math.min(fit.coverage, ...all.slice(0, index).map((earlier) => earlier.coverage)),
    ),
  )
  // Stable: on equal scores the classic comes first.
  const all = [...classics, ...families].sort((left, right) => right.score - left.score)
  // Judged on how well each uses the list, so a classic's bonus does not push out a soup that
  // uses nearly as much of it.
  const best = Math.max(0, ...all.map((option) => option.coverage))
  const good = all.filter(
    (option, index) => index === 0 || option.coverage >= Math.max(1, best * GOOD_ENOUGH),
  )
  // A composed dish of the same kind as a classic offered before it would be the same idea told
  // again (cauliflower cheese, then a "cauliflower and cheddar bake"). One that ranks above the
  // classic uses more of the list, and is offered first.
  const kinds = new Set<string>()
  return good.filter((option) => {
    if (option.kind === 'family') return !kinds.has(option.id)
    if (option.fit.classic.dish.family !== undefined) kinds.add(option.fit.classic.dish.family)
    return true
  })
}
