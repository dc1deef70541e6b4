import type { List, Nodes, Root, RootContent, Table } from 'mdast'
import { defaultUrlTransform } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

// The parser the page renders with (react-markdown is remark-parse + remark-gfm underneath), so
// the text copied is the recipe as the visitor reads it, not as a regex guesses it.
const parser = unified().use(remarkParse).use(remarkGfm)

/**
 * A recipe's markdown as plain, readable text, for pasting into a chat or a note: headings and
 * paragraphs as lines with a blank line between blocks, list items as "- " or "1. " lines
 * (nested ones indented), tables as "a | b" rows, links as "text (address)". No "#", "**" or
 * "`" is left, and what the page does not show (raw HTML, an address the page would not link)
 * is not copied either.
 */
export function markdownToPlainText(markdown: string): string {
  return blocks(parser.parse(markdown).children).trim() + '\n'
}

function blocks(nodes: readonly RootContent[]): string {
  return nodes
    .map(block)
    .filter((text) => text !== '')
    .join('\n\n')
}

function block(node: RootContent): string {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return inline(node)
    case 'list':
      return list(node)
    case 'blockquote':
      return blocks(node.children)
    case 'code':
      return node.value
    case 'table':
      return table(node)
    case 'footnoteDefinition':
      return `[${node.label ?? node.identifier}] ${blocks(node.children)}`
    // Raw HTML is never shown on the page, a rule is only a line, definitions are not text.
    default:
      return ''
  }
}

function list(node: List): string {
  return node.children
    .map((item, index) => {
      const marker = node.ordered ? `${(node.start ?? 1) + index}. ` : '- '
      const task = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : ''
      const indent = ' '.repeat(marker.length)
      // A loose list's paragraphs and a nested list sit under the item's first line, indented.
      const body = item.children
        .map(block)
        .filter((text) => text !== '')
        .join('\n')
        .replaceAll('\n', `\n${indent}`)
      return `${marker}${task}${body}`
    })
    .join('\n')
}

function table(node: Table): string {
  return node.children
    .map((row) => row.children.map((cell) => inline(cell).trim()).join(' | '))
    .join('\n')
}

function inline(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value
    case 'break':
      return '\n'
    case 'image':
      return node.alt ?? ''
    case 'imageReference':
      return node.alt ?? ''
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`
    case 'html':
      return ''
    case 'link': {
      const text = children(node)
      // The page's own rule for addresses: an unsafe one is shown as text only, so copied so.
      const url = defaultUrlTransform(node.url)
      return url === '' || url === text || `mailto:${text}` === url ? text : `${text} (${url})`
    }
    default:
      return 'children' in node ? children(node) : ''
  }
}

function children(node: Extract<Nodes, { children: unknown }> | Root): string {
  return (node.children as readonly Nodes[]).map(inline).join('')
}
