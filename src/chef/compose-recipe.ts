import { formatMinutes } from './text/markdown-text.ts'
import type { PlanOptions, RecipePlan } from './planning/plan-recipe.ts'
import { planRecipe } from './planning/plan-recipe.ts'

export interface ComposeOptions {
  /** "Another idea": 0 (the default) is the best dish; 1, 2, … the next best. */
  variant?: number
  /**
   * How many people the amounts are for; 2 by default. The recipe serves fewer when the visitor
   * says they have too little of what the dish is built on ("2 eggs" make a frittata for one).
   */
  servings?: number
  /** Diets kept strictly: vegetarian, vegan, pescatarian, gluten-free, dairy-free. */
  diets?: PlanOptions['diets']
  /** Allergies and dislikes as the visitor typed them: nothing that clashes is cooked. */
  avoid?: readonly string[]
  /** Only dishes ready in this many minutes; the quickest, with a note, when none is. */
  maxMinutes?: number
}

/** Renders a plan as the recipe's markdown. */
export function renderRecipe(plan: RecipePlan): string {
  const lines: string[] = [`## ${plan.title}`, '', plan.description, '']
  if (plan.kind === 'out-of-ideas') {
    for (const suggestion of plan.suggestions ?? []) lines.push(`- ${suggestion}`)
    pushNotes(lines, plan.notes)
    return `${lines.join('\n').trimEnd()}\n`
  }
  const time = formatMinutes(plan.minutes)
  const facts = [
    plan.yieldText ?? `Serves ${plan.servings}`,
    plan.ahead === undefined ? time : `${time}, ${plan.ahead}`,
  ]
  if (plan.diet !== undefined) facts.push(plan.diet)
  lines.push(`**${facts.join(' · ')}**`, '', '### Ingredients', '')
  for (const item of plan.ingredients) {
    const amount = item.amount === '' ? '' : ` — ${item.amount}`
    const marker = item.source === 'extra' ? ' *(extra)*' : ''
    lines.push(`- ${item.name}${amount}${marker}`)
  }
  lines.push('', '### Method', '')
  plan.steps.forEach((step, index) => lines.push(`${index + 1}. ${step}`))
  pushNotes(lines, plan.notes)
  return `${lines.join('\n')}\n`
}

function pushNotes(lines: string[], notes: readonly string[]): void {
  if (notes.length === 0) return
  lines.push('', '### Notes', '')
  for (const note of notes) lines.push(`- ${note}`)
}

/**
 * The offline chef: writes a recipe in markdown from the visitor's ingredients, with no network
 * and no waiting. Pure and deterministic (the same list, variant and servings always give the
 * same recipe), and it never throws: unknown, unsafe or odd items are explained in the notes.
 */
export function composeRecipe(
  ingredients: readonly string[],
  options: ComposeOptions = {},
): string {
  return renderRecipe(planRecipe(ingredients, options))
}
