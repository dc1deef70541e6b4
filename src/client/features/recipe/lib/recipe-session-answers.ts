import type { RecipeAnswerKind, RecipeSuggestion } from '../../../../shared/recipe-stream.ts'

// The offline chef's headings for its answers that are not recipes, as it writes them
// (src/chef): a stored answer from before `done` said its kind is recognised by them.
const TITLE_KINDS: Readonly<Record<string, RecipeAnswerKind>> = {
  'Out of New Ideas for This List': 'out-of-ideas',
  'Not Quite a Recipe Yet': 'not-a-recipe',
  'Nothing Safe to Cook Here': 'not-a-recipe',
}

/**
 * What kind of answer a recipe is: what `done` said, or else (an answer stored before it said,
 * or one stopped before `done`) what its heading says. Only a `recipe` is an idea: kept in the
 * history, saved, shared, downloaded or printed.
 */
export function answerKindOf(answer: {
  markdown: string
  kind?: RecipeAnswerKind | undefined
}): RecipeAnswerKind {
  if (answer.kind) return answer.kind
  const heading = /^## (.+)$/m.exec(answer.markdown.trimStart().split('\n', 1)[0] ?? '')
  return TITLE_KINDS[heading?.[1]?.trim() ?? ''] ?? 'recipe'
}

export function isIdea(answer: { markdown: string; kind?: RecipeAnswerKind | undefined }): boolean {
  return answerKindOf(answer) === 'recipe'
}

// "- Add **cabbage** and I can make Bubble and Squeak.", as the offline chef writes each one.
const SUGGESTION_LINE = /^- Add \*\*(.+?)\*\* and I can make (.+)\.$/

/**
 * An out-of-ideas answer's "add one more ingredient" suggestions: as `done` sent them, or else
 * read from its markdown (an answer stored before `done` carried them).
 */
export function suggestionsOf(answer: {
  markdown: string
  kind?: RecipeAnswerKind | undefined
  suggestions?: readonly RecipeSuggestion[] | undefined
}): readonly RecipeSuggestion[] {
  if (answerKindOf(answer) !== 'out-of-ideas') return []
  if (answer.suggestions) return answer.suggestions
  const found: RecipeSuggestion[] = []
  for (const line of answer.markdown.split('\n')) {
    const match = SUGGESTION_LINE.exec(line.trim())
    if (match?.[1] && match[2]) found.push({ add: unescape(match[1]), dish: unescape(match[2]) })
  }
  return found
}

/** Markdown's backslash escapes, as the chef writes them, undone. */
function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1')
}

/** Whether a markdown line is one of the chef's "Add X and I can make Y." suggestions. */
export function isSuggestionLine(line: string): boolean {
  return SUGGESTION_LINE.test(line.trim())
}
