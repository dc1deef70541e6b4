/** What a recipe without a heading is called in lists, file names and shared links. */
export const UNTITLED_RECIPE = 'Recipe'

const MAX_TITLE_LENGTH = 120

/**
 * The recipe's title: its first markdown heading, as plain words. Both engines open with
 * "## Dish name", but a model may bold or link it, so the markup is taken off.
 */
export function recipeTitle(markdown: string): string {
  const heading = /^ {0,3}#{1,6}[ \t]+(.+)$/m.exec(markdown)?.[1] ?? ''
  const title = heading
    // A closing run of #s is part of the heading's markup, not its text.
    .replace(/[ \t]+#+[ \t]*$/, '')
    // Images and links keep their words, never their addresses.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (title === '') return UNTITLED_RECIPE
  return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1)}…` : title
}
