import type { Nodes, Parent, Root, Text } from 'mdast'

/**
 * How many quote and list markers one line may open. A recipe uses two or three; a link or an
 * answer with thousands ('>'.repeat(3000)) would make the parser and the renderer recurse until
 * the stack runs out and the page goes blank.
 */
export const MAX_LINE_NESTING = 10

/**
 * Most columns of indentation kept before a line's content: enough for a list nested ten deep
 * with its code, while 1,500 lines each two spaces deeper than the last no longer make a list
 * 1,500 levels deep (which also takes the parser minutes).
 */
export const MAX_INDENT_COLUMNS = 40

/** Deepest node kept as markup once parsed: deeper inline nesting (emphasis in emphasis…) is text. */
export const MAX_TREE_DEPTH = 48

/**
 * Most emphasis and strikethrough marks (*, _, ~) one block may carry as markup. A recipe's
 * longest block has a few dozen; thousands ('*a '.repeat(3000)) take the parser seconds to pair
 * up, freezing the page, so past this bound the block's marks are kept as plain characters.
 */
export const MAX_BLOCK_INLINE_MARKS = 400

const TAB_COLUMNS = 4

/**
 * Bounds the markdown's nesting before it is parsed: past MAX_LINE_NESTING quote or list markers
 * on a line the extra markers go, indentation past MAX_INDENT_COLUMNS is cut to it, and a block
 * with more than MAX_BLOCK_INLINE_MARKS emphasis marks keeps them as characters. Markdown within
 * the bounds comes back unchanged.
 */
export function boundMarkdownNesting(markdown: string): string {
  const bounded = needsBounding(markdown)
    ? markdown.split('\n').map(boundLine).join('\n')
    : markdown
  return boundInlineMarks(bounded)
}

/**
 * Escapes every emphasis and strikethrough mark in a block (text between blank lines) that
 * carries more than MAX_BLOCK_INLINE_MARKS of them: the words stay, the markup goes.
 */
function boundInlineMarks(markdown: string): string {
  if ((markdown.match(/[*_~]/g)?.length ?? 0) <= MAX_BLOCK_INLINE_MARKS) return markdown
  return markdown
    .split(/(\n[ \t]*\n)/)
    .map((block) =>
      (block.match(/[*_~]/g)?.length ?? 0) > MAX_BLOCK_INLINE_MARKS
        ? block.replace(/(?<!\\)([*_~])/g, '\\$1')
        : block,
    )
    .join('')
}

// The common case costs one scan: no line with deep indentation or many markers in a row.
function needsBounding(markdown: string): boolean {
  const markers = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/gm
  for (const match of markdown.matchAll(markers)) {
    if (match[0].length > MAX_LINE_NESTING) return true
  }
  return new RegExp(`^[ \\t]{${MAX_INDENT_COLUMNS / TAB_COLUMNS + 1},}`, 'm').test(markdown)
}

function boundLine(line: string): string {
  let index = 0
  let markers = 0
  let prefix = ''
  let columns = 0
  for (;;) {
    const whitespace = /^[ \t]*/.exec(line.slice(index))?.[0] ?? ''
    const marker = /^(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/.exec(
      line.slice(index + whitespace.length),
    )?.[0]
    if (!marker) break
    index += whitespace.length + marker.length
    markers += 1
    if (markers <= MAX_LINE_NESTING) {
      const kept = boundWhitespace(whitespace, columns)
      columns += kept.length + marker.length
      prefix += kept + marker
    }
  }
  const whitespace = /^[ \t]*/.exec(line.slice(index))?.[0] ?? ''
  const rest = line.slice(index + whitespace.length)
  return prefix + boundWhitespace(whitespace, columns) + rest
}

/** The whitespace as spaces (tabs to the next stop), cut so the line's columns stay in bounds. */
function boundWhitespace(whitespace: string, columnsBefore: number): string {
  let columns = columnsBefore
  for (const char of whitespace) {
    columns = char === '\t' ? columns + TAB_COLUMNS - (columns % TAB_COLUMNS) : columns + 1
  }
  const wanted = Math.min(columns, Math.max(MAX_INDENT_COLUMNS, columnsBefore)) - columnsBefore
  return whitespace.includes('\t') || wanted < whitespace.length ? ' '.repeat(wanted) : whitespace
}

/**
 * A remark transformer: any node deeper than MAX_TREE_DEPTH becomes its plain text, so what
 * survives the line bound (emphasis or strikethrough opened thousands of times in one paragraph)
 * never reaches the renderer's recursion. Walks without recursion, for the same reason.
 */
export function flattenDeepNodes(tree: Root): void {
  const stack: { node: Parent; depth: number }[] = [{ node: tree, depth: 0 }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, depth } = item
    node.children = node.children.map((child) => {
      if (!('children' in child)) return child
      if (depth + 1 >= MAX_TREE_DEPTH) return toText(child)
      stack.push({ node: child, depth: depth + 1 })
      return child
    }) as Parent['children']
  }
}

/** The remark plugin form of flattenDeepNodes. */
export function remarkFlattenDeep() {
  return flattenDeepNodes
}

function toText(node: Nodes): Text {
  const parts: string[] = []
  const stack: Nodes[] = [node]
  for (let current = stack.pop(); current; current = stack.pop()) {
    if ('value' in current && typeof current.value === 'string') parts.push(current.value)
    if ('children' in current) {
      for (let index = current.children.length - 1; index >= 0; index -= 1) {
        stack.push(current.children[index] as Nodes)
      }
    }
  }
  return { type: 'text', value: parts.join('') }
}
