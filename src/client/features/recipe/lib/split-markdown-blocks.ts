const FENCE = /^ {0,3}(`{3,}|~{3,})/
// A link reference definition ("[1]: https://…") can be used from any block, so a recipe with
// one is rendered whole.
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:/m
// A line that continues the block above it across a blank line: an indented continuation of a
// list item or an indented code block.
const CONTINUATION = /^( {2,}|\t)\S/
// A list item: a loose list (items apart by blank lines) is still one list, so it stays one
// block; split, "1. … 1. … 1." would number every step 1.
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/

/**
 * Splits markdown into top-level blocks at blank lines, so a streaming recipe re-renders only
 * its last, growing block: every earlier block is a string that no longer changes. Never splits
 * inside a fenced code block, before an indented continuation or inside a loose list. Joining the blocks with blank
 * lines gives back the same document.
 */
export function splitMarkdownBlocks(markdown: string): string[] {
  if (REFERENCE_DEFINITION.test(markdown)) return [markdown]
  const lines = markdown.split('\n')
  const blocks: string[] = []
  let current: string[] = []
  let openFence: string | null = null
  for (const [index, line] of lines.entries()) {
    const fence = FENCE.exec(line)?.[1]
    if (fence && (openFence === null || fence.startsWith(openFence))) {
      openFence = openFence === null ? (fence[0] ?? '').repeat(3) : null
    }
    const isBlank = line.trim() === ''
    if (
      isBlank &&
      openFence === null &&
      current.length > 0 &&
      !continuesBlock(current, lines, index)
    ) {
      blocks.push(current.join('\n'))
      current = []
    } else if (!(isBlank && current.length === 0)) {
      current.push(line)
    }
  }
  if (current.length > 0) blocks.push(current.join('\n'))
  return blocks
}

/** Whether the block goes on past the blank line at `index`. */
function continuesBlock(
  block: readonly string[],
  lines: readonly string[],
  index: number,
): boolean {
  // Runs on every streamed chunk: look ahead in place rather than copying the rest of the lines.
  let nextIndex = index + 1
  while (nextIndex < lines.length && lines[nextIndex]?.trim() === '') nextIndex += 1
  const next = lines[nextIndex] ?? ''
  if (CONTINUATION.test(next)) return true
  return LIST_ITEM.test(block[0] ?? '') && LIST_ITEM.test(next)
}
