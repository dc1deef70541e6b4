import type { RecipeProps } from './recipe.tsx'
import { RecipeRegion } from './recipe-region.tsx'

/**
 * The recipe area without its display's chunk. While that chunk loads (`markdown` is left
 * empty): laid out already, with a calm line instead of the recipe, so unrendered markdown never
 * flashes by. For good if it cannot load at all (offline, a deploy in between): the recipe as
 * readable text, its markdown marks stripped.
 */
export function RecipePlain({
  markdown,
  status,
  hasFailed = false,
}: Pick<RecipeProps, 'markdown' | 'status'> & {
  /** The formatted recipe failed to render: said above the text, which is all there is. */
  hasFailed?: boolean
}) {
  return (
    <RecipeRegion isStreaming={status === 'streaming'}>
      {hasFailed ? (
        <p className="recipe-notice" role="alert">
          This recipe could not be shown formatted, so here it is as plain text.
        </p>
      ) : null}
      <p className="recipe-plain">
        {markdown ? stripMarkdownMarks(markdown) : 'Writing your recipe…'}
      </p>
    </RecipeRegion>
  )
}

/**
 * Heading hashes, quote marks, link brackets and the marks of bold, emphasis, code and strike
 * (those next to a word) go; list markers ("- ", "* ", "1. ") stay, they read well. A pattern,
 * not the parser: this is the page's last resort when the parser's chunk is what failed to load.
 */
export function stripMarkdownMarks(markdown: string): string {
  return markdown.replace(
    /^ {0,3}(?:#{1,6}|>) ?|(?<=\S)[*_`~]+|[*_`~]+(?=\S)|!?\[|\]\([^)\n]*\)/gm,
    '',
  )
}
