/**
 * `text` with each "(…)" replaced by `replacement`, exactly as `text.replace(/\([^)]*\)/g, …)`
 * would (an opening bracket runs to the next closing one), in one pass: the regex rescans to the
 * end of the text from every "(" that has no ")" after it, which a hostile line with thousands
 * of them turned into seconds.
 */
export function replaceParenthesised(text: string, replacement: string): string {
  let result = ''
  let from = 0
  for (;;) {
    const open = text.indexOf('(', from)
    if (open === -1) break
    const close = text.indexOf(')', open + 1)
    // No ")" after this "(" means none after any later "(" either.
    if (close === -1) break
    result += text.slice(from, open) + replacement
    from = close + 1
  }
  return from === 0 ? text : result + text.slice(from)
}
