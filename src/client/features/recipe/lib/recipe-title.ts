import { MAX_TITLE_LENGTH } from '../../../../shared/limits.ts'

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g

/**
 * A recipe's title as plain text: its first heading, or failing that its first line, without
 * markdown marks, one line of at most {@link MAX_TITLE_LENGTH} characters (what the API accepts
 * in `previousTitles`); '' when the recipe has no words at all.
 */
export function recipeTitle(markdown: string): string {
  const line =
    /^ {0,3}#{1,6}[ \t]+(.*\S.*)$/m.exec(markdown)?.[1] ??
    markdown.split('\n').find((text) => /\w/.test(text)) ??
    ''
  const title = line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`~>]+/g, ' ')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/^\s*(?:[-+]|\d+[.)])\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
  return title.slice(0, MAX_TITLE_LENGTH).trim()
}
