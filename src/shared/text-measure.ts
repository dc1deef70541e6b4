/**
 * The one way Chef Claude measures a visitor's text against its limits, on the server (the
 * request schema) and on the page (the field, a paste, a stored list, a shared link) alike:
 * Unicode code points. A page that counted UTF-16 units, as `String.length` and the HTML
 * `maxlength` attribute do, held an emoji as two and dropped a shared ingredient of 51–100 emoji
 * that the server had accepted. Code points, not grapheme clusters: they need no `Intl.Segmenter`
 * on the page, and a limit that counts `👨‍👩‍👧` as 5 only errs on the short side.
 */
export function textLength(text: string): number {
  let length = 0
  // A string iterates by code points (a lone surrogate counts as one): counted without building
  // an array, in fewer bytes than a loop over UTF-16 units (this ships in the page's first load).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- only the count matters
  for (const _codePoint of text) length += 1
  return length
}

/** `text` cut to at most `maxLength` code points, never in the middle of one. */
export function clipToLength(text: string, maxLength: number): string {
  // Within the limit in UTF-16 units is within it in code points: the common case costs nothing.
  if (text.length <= maxLength) return text
  let end = 0
  let count = 0
  for (const codePoint of text) {
    if (count === maxLength) break
    end += codePoint.length
    count += 1
  }
  return text.slice(0, end)
}

// Whitespace, and characters that draw nothing (Unicode's Default_Ignorable_Code_Point: the
// zero-width space, joiners and non-joiner, U+2060, the BOM, soft hyphen, variation selectors,
// Hangul fillers, tags …).
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}]*$/u

/**
 * Whether `text` shows anything at all. An ingredient of zero-width characters only looks empty
 * in the list and reads as nothing to a model: it is refused as an empty one is. Invisible
 * characters between visible ones (an emoji's joiners and variation selectors) are kept.
 */
export function hasVisibleText(text: string): boolean {
  return !INVISIBLE_ONLY.test(text)
}
