import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import type { Nodes, Root } from 'mdast'
import {
  boundMarkdownNesting,
  flattenDeepNodes,
  MAX_BLOCK_INLINE_MARKS,
  MAX_INDENT_COLUMNS,
  MAX_LINE_NESTING,
  MAX_TREE_DEPTH,
} from './bound-markdown-nesting.ts'

function depthOf(tree: Nodes): number {
  let deepest = 0
  const stack: { node: Nodes; depth: number }[] = [{ node: tree, depth: 0 }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    deepest = Math.max(deepest, item.depth)
    if ('children' in item.node) {
      for (const child of item.node.children) stack.push({ node: child, depth: item.depth + 1 })
    }
  }
  return deepest
}

function parse(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkGfm)
  // remark's own transformers return its Root; unified types it as any node.
  const tree = processor.runSync(processor.parse(markdown)) as Root
  flattenDeepNodes(tree)
  return tree
}

const RECIPE = `## Shakshuka

> A one-pan breakfast.

- 4 eggs
- 1 tin tomatoes
  - or 400 g fresh, chopped
    1. peel
    2. chop

1. Soften the onion.
2. Add the **tomatoes** and _simmer_.

\`\`\`
		tabbed code
\`\`\`

* * *
`

describe('boundMarkdownNesting', () => {
  it('leaves a recipe within the bounds exactly as it was', () => {
    expect(boundMarkdownNesting(RECIPE)).toBe(RECIPE)
    const nested = Array.from({ length: 8 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`)
    expect(boundMarkdownNesting(nested.join('\n'))).toBe(nested.join('\n'))
  })

  it('keeps at most the allowed quote markers of 3,000 (a 270-character share link)', () => {
    const bounded = boundMarkdownNesting(`${'>'.repeat(3000)}x`)
    expect(bounded).toBe(`${'>'.repeat(MAX_LINE_NESTING)}x`)
    expect(depthOf(parse(bounded))).toBeLessThanOrEqual(MAX_LINE_NESTING + 2)
  })

  it('bounds list markers on one line, ordered, unordered and mixed with quotes', () => {
    for (const hostile of ['- '.repeat(3000), '1. '.repeat(3000), '> - '.repeat(1500)]) {
      const bounded = boundMarkdownNesting(`${hostile}x`)
      expect(bounded.length).toBeLessThan(60)
      expect(bounded.endsWith('x')).toBe(true)
      expect(depthOf(parse(bounded))).toBeLessThanOrEqual(2 * MAX_LINE_NESTING + 3)
    }
  })

  it('cuts indentation so a list nested by indenting never goes deeper than the bound', () => {
    const lines = Array.from({ length: 1500 }, (_, depth) => `${' '.repeat(depth * 2)}- x`)
    const bounded = boundMarkdownNesting(lines.join('\n'))
    for (const line of bounded.split('\n')) {
      expect(/^ */.exec(line)?.[0].length).toBeLessThanOrEqual(MAX_INDENT_COLUMNS)
    }
    // Each level is a list and its item: two nodes per two columns, under root, paragraph, text.
    expect(depthOf(parse(bounded))).toBeLessThanOrEqual(MAX_INDENT_COLUMNS + 3)
  })

  it('reads tabs as columns to the next stop', () => {
    const bounded = boundMarkdownNesting(`${'\t'.repeat(20)}x`)
    expect(bounded).toBe(`${' '.repeat(MAX_INDENT_COLUMNS)}x`)
  })
})

describe('inline marks', () => {
  it('keeps thousands of emphasis marks in one block as characters, quickly', () => {
    const hostile = `## Title\n\n${'*a '.repeat(3000)}x${' a*'.repeat(3000)}\n\n**Kept** _bold_`
    const startedAt = performance.now()
    const tree = parse(boundMarkdownNesting(hostile))
    expect(performance.now() - startedAt).toBeLessThan(5_000)
    expect(depthOf(tree)).toBeLessThanOrEqual(4)
    // The other blocks keep their markup.
    expect(JSON.stringify(tree)).toContain('"type":"strong"')
    expect(JSON.stringify(tree)).toContain('"type":"emphasis"')
  })

  it('leaves a block within the bound alone', () => {
    // Exactly the bound: four marks an item.
    const busy = Array.from(
      { length: MAX_BLOCK_INLINE_MARKS / 4 },
      (_, index) => `- **item ${index}**`,
    ).join('\n')
    expect(boundMarkdownNesting(busy)).toBe(busy)
  })
})

describe('flattenDeepNodes', () => {
  it('turns emphasis opened thousands of times into text below the depth bound', () => {
    // A thousand levels (parsing more takes the parser seconds: the line bound cannot see these).
    const hostile = `${'*a '.repeat(1000)}x${' a*'.repeat(1000)}`
    const tree = parse(hostile)
    expect(depthOf(tree)).toBeLessThanOrEqual(MAX_TREE_DEPTH)
    // Nothing is lost: the words are all still there, as text.
    expect(JSON.stringify(tree).match(/a/g)?.length).toBeGreaterThanOrEqual(2000)
  })

  it('leaves a shallow tree alone', () => {
    const tree = parse(RECIPE)
    const before = JSON.stringify(tree)
    flattenDeepNodes(tree)
    expect(JSON.stringify(tree)).toBe(before)
  })
})
