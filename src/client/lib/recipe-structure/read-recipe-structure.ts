import type { List, ListItem, Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { findStepDurations } from './step-durations.ts'

/** A finished recipe read into its parts, as a cook uses them. */
export interface RecipeStructure {
  title: string
  /** The line under the title that says how many it serves and how long it takes, as written. */
  servesLine?: string
  servings?: number
  /** The whole time, in minutes, as the serves line says it. */
  minutes?: number
  /** What the recipe says about itself before its ingredients. */
  description?: string
  ingredients: string[]
  steps: string[]
  notes: string[]
}

/** Most items kept in one part: far more than any recipe; an answer with more is not a recipe. */
export const MAX_ITEMS = 200
/** Longest item kept, in characters; longer ones are cut (a step is a paragraph, not a page). */
export const MAX_ITEM_LENGTH = 2_000
/** Deepest list nesting read; deeper lists are left out. */
const MAX_LIST_DEPTH = 8

type SectionKind = 'ingredients' | 'steps' | 'notes' | 'other'

// The words recipes put over their parts, the offline chef's and the AI's alike.
const SECTION_WORDS: [SectionKind, RegExp][] = [
  [
    'ingredients',
    /^(?:the\s+)?(?:ingredients?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list)\b/i,
  ],
  [
    'steps',
    /^(?:the\s+)?(?:method|directions?|instructions?|steps?|preparation|procedure|how to (?:make|cook|prepare) (?:it|this|them)|to make|cooking(?: method| steps)?)\b/i,
  ],
  [
    'notes',
    /^(?:(?:the\s+)?(?:cook|chef)(?:'|’)?s?\s+)?(?:notes?|tips?|variations?|storage|make ahead|serving suggestions?|substitutions?|to serve)\b/i,
  ],
  ['other', /^(?:nutrition|equipment|tools|serves|servings|yield|prep(?:aration)? time)\b/i],
]

// The parser the page renders with (react-markdown is remark-parse + remark-gfm underneath), so
// the parts are read from the recipe as the visitor sees it, not guessed from lines by regexes.
const parser = unified().use(remarkParse).use(remarkGfm)

interface Section {
  kind: SectionKind
  /** The heading's depth (1–6); a bold label or a fallback counts as below every heading. */
  depth: number
}

/**
 * Reads a finished recipe's markdown into its parts: the offline chef's shape ("## Title", a
 * description, "**Serves 2 · 45 minutes**", "### Ingredients", "### Method" with numbered steps,
 * "### Notes") and AI recipes with other heading levels or words ("Directions", "What you
 * need"), bold labels ("**Ingredients:**") instead of headings, numbered or bulleted steps, and
 * steps spread over paragraphs. With no labelled parts at all, the first bulleted list is taken
 * for the ingredients and the first numbered one for the steps. Never throws: markdown it cannot
 * read gives a structure with empty parts and a title.
 *
 * Callers showing the page's recipes pass them bounded as the page renders them (see the recipe
 * feature's boundMarkdownNesting): the parser recurses once per nesting level.
 */
export function readRecipeStructure(markdown: string): RecipeStructure {
  let tree: Root
  try {
    tree = parser.parse(markdown)
  } catch {
    // Only a pathological input (nesting past the stack) gets here: it has no parts to read.
    return { title: fallbackTitle(markdown), ingredients: [], steps: [], notes: [] }
  }
  return readTree(tree)
}

function readTree(tree: Root): RecipeStructure {
  const parts: Record<Exclude<SectionKind, 'other'>, string[]> = {
    ingredients: [],
    steps: [],
    notes: [],
  }
  const unlabelled: List[] = []
  let title: string | undefined
  let servesLine: string | undefined
  const description: string[] = []
  let section: Section | null = null
  let hasSections = false

  for (const [index, node] of tree.children.entries()) {
    const before = tree.children[index - 1]
    const introducesList =
      before?.type === 'paragraph' &&
      /:\s*$/.test(inlineText(before.children)) &&
      !labelOf(before.children)
    if (node.type === 'heading') {
      const text = inlineText(node.children)
      const kind = sectionKindOf(text)
      if (kind) {
        section = { kind, depth: node.depth }
        hasSections = true
      } else if (title === undefined && section === null) {
        title = text
      } else if (section && node.depth <= section.depth) {
        // A heading as high as the part's own ends it ("## Serving", after "## Method").
        section = { kind: 'other', depth: node.depth }
      }
      // A deeper heading in a part ("#### For the sauce") is a sub-part: the part goes on.
      continue
    }

    if (node.type === 'paragraph') {
      const label = labelOf(node.children)
      if (label) {
        section = { kind: label.kind, depth: 7 }
        hasSections = true
        if (label.rest !== '') addText(parts, label.kind, label.rest)
        continue
      }
      const text = inlineText(node.children)
      if (servesLine === undefined && section === null && isServesLine(text)) {
        servesLine = text
        continue
      }
      if (section === null) {
        if (title === undefined && isWholeBold(node.children)) title = text
        else if (text !== '') description.push(text)
        continue
      }
      if (section.kind !== 'other') addText(parts, section.kind, text)
      continue
    }

    if (node.type === 'list') {
      if (section === null || section.kind === 'other') {
        if (section === null) unlabelled.push(node)
        continue
      }
      const items = listItems(node, section.kind === 'steps')
      const last = parts.steps.length - 1
      if (section.kind === 'steps' && introducesList && items[0] !== undefined && last >= 0) {
        // "Now the tricky bit:" then a list: the words belong to the step they introduce.
        parts.steps[last] = `${parts.steps[last]} ${items.shift()}`
      }
      parts[section.kind].push(...items)
    }
  }

  if (!hasSections) {
    // No labelled parts: a list of things, then a list of doings, as most unlabelled recipes go.
    const bulleted = unlabelled.find((list) => !list.ordered)
    const numbered = unlabelled.find((list) => list.ordered)
    const stepsList = numbered ?? unlabelled.find((list) => list !== bulleted)
    if (bulleted) parts.ingredients = listItems(bulleted, false)
    if (stepsList) parts.steps = listItems(stepsList, true)
  }

  const structure: RecipeStructure = {
    // No heading or bold line for a title: the recipe's first words before its parts will do.
    title: title?.trim() || fallbackTitle(description.join('\n')),
    ingredients: bound(parts.ingredients),
    steps: bound(
      parts.steps
        .filter((step) => !isBareStepMarker(step))
        .map(stripStepNumber)
        .filter((step) => step !== ''),
    ),
    notes: bound(parts.notes),
  }
  if (servesLine !== undefined) Object.assign(structure, readServesLine(servesLine))
  if (description.length > 0) structure.description = description.join('\n\n')
  return structure
}

function sectionKindOf(text: string): SectionKind | undefined {
  const words = text
    .replace(/[:：.]\s*$/, '')
    .replace(/^[^\p{L}]+/u, '')
    .trim()
  // A long heading is a title that happens to start with a word ("Steps to a perfect loaf").
  if (words.length > 40) return undefined
  return SECTION_WORDS.find(([, pattern]) => pattern.test(words))?.[0]
}

/**
 * A paragraph that names a part: "**Ingredients:**", "**Method**", "Directions:" on a line of its
 * own, or a bold label with the part's first words after it ("**Ingredients:** flour, eggs").
 */
function labelOf(
  children: PhrasingContent[],
): { kind: Exclude<SectionKind, 'other'>; rest: string } | undefined {
  const first = children[0]
  if (first?.type === 'strong' || first?.type === 'emphasis') {
    const labelText = inlineText(first.children)
    const after = inlineText(children.slice(1))
    // "**Method** is simple: …" is a sentence, not a label: a label is its own words, or ends in ':'.
    const isLabel = /[:：]$/.test(labelText) || after === '' || /^[:：]/.test(after)
    const kind = isLabel ? sectionKindOf(labelText) : undefined
    if (!kind || kind === 'other') return undefined
    return { kind, rest: after.replace(/^[:：]\s*/, '') }
  }
  const text = inlineText(children)
  const match = /^([^:\n]{1,30}?)[:：]?$/.exec(text)
  const kind = match?.[1] ? sectionKindOf(match[1]) : undefined
  if (!kind || kind === 'other') return undefined
  return { kind, rest: '' }
}

function isWholeBold(children: PhrasingContent[]): boolean {
  return children.length === 1 && children[0]?.type === 'strong'
}

function isServesLine(text: string): boolean {
  return (
    text.length <= 200 &&
    /\b(?:serves|servings?|makes|yield|feeds|portions?|for \d+ people)\b/i.test(text)
  )
}

/** How many it serves and the whole time, read from the serves line. */
function readServesLine(
  line: string,
): Pick<RecipeStructure, 'servesLine' | 'servings' | 'minutes'> {
  const read: Pick<RecipeStructure, 'servesLine' | 'servings' | 'minutes'> = { servesLine: line }
  const servings =
    /\b(?:serves|servings?|feeds|makes|yield|portions?)\s*[:：]?\s*(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?/i.exec(
      line,
    ) ?? /\b(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?\s+(?:servings?|portions?|people)\b/i.exec(line)
  // "Serves 4–6": the smaller number, the one the amounts were written for.
  const count = Number(servings?.[1])
  if (count > 0) read.servings = count
  // A "total" time is the whole time; otherwise the times said add up (prep + cook).
  const total = /\btotal(?:\s+time)?\s*[:：]?\s*(.*)$/i.exec(line)
  const durations = findStepDurations(total?.[1] ?? line)
  const seconds = total
    ? (durations[0]?.seconds ?? 0)
    : durations.reduce((sum, duration) => sum + duration.seconds, 0)
  if (seconds > 0) read.minutes = Math.round(seconds / 60)
  return read
}

/** Lines of a paragraph inside a part, as items: "- a\n- b" written without a blank line, say. */
function addText(
  parts: Record<Exclude<SectionKind, 'other'>, string[]>,
  kind: Exclude<SectionKind, 'other'>,
  text: string,
) {
  if (kind === 'steps') {
    // A step spread over paragraphs: "Step 1" or "Make the sauce:" on its own, then its words.
    const last = parts.steps.length - 1
    const previous = parts.steps[last]
    if (previous !== undefined && isBareStepMarker(previous)) parts.steps[last] = text
    else if (previous?.endsWith(':') && !startsNewStep(text))
      parts.steps[last] = `${previous} ${text}`
    else parts.steps.push(text)
    return
  }
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•·+]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '')
  // "For the sauce:" introduces the lines after it; it is not an ingredient to tick.
  parts[kind].push(...lines.filter((line) => kind !== 'ingredients' || !/:\s*$/.test(line)))
}

function isBareStepMarker(text: string): boolean {
  return /^\s*step\s*\d+\s*[:.]?\s*$/i.test(text)
}

function startsNewStep(text: string): boolean {
  return /^\s*(?:step\s+\d+|\d+[.)])/i.test(text)
}

/**
 * A list's items as text: a loose item's paragraphs joined as one item; a nested list's items
 * follow their parent as items of their own (a sub-step is a step, "2 eggs" under "For the
 * batter:" an ingredient). For ingredients, an item that only introduces a nested list ("For
 * the sauce:") is left out.
 */
function listItems(list: List, isSteps: boolean, depth = 0): string[] {
  if (depth > MAX_LIST_DEPTH) return []
  const items: string[] = []
  for (const item of list.children) {
    const own = itemText(item)
    const nested = item.children.filter((child): child is List => child.type === 'list')
    const isIntroduction = nested.length > 0 && /:\s*$/.test(own)
    if (own !== '' && !(isIntroduction && !isSteps)) items.push(own)
    for (const sublist of nested) items.push(...listItems(sublist, isSteps, depth + 1))
    if (items.length > MAX_ITEMS) break
  }
  return items
}

function itemText(item: ListItem): string {
  return item.children
    .filter((child) => child.type !== 'list')
    .map((child) => blockText(child))
    .filter((text) => text !== '')
    .join(' ')
    .trim()
}

function blockText(node: RootContent): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(node.children)
    case 'blockquote':
      return node.children.map(blockText).join(' ')
    case 'code':
      return node.value
    default:
      return ''
  }
}

/** Inline markdown as the words a reader sees: marks gone, links as their text, HTML left out. */
function inlineText(nodes: readonly Nodes[]): string {
  let text = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        text += node.value
        break
      case 'break':
        text += '\n'
        break
      case 'image':
        text += node.alt ?? ''
        break
      case 'html':
        break
      default:
        if ('children' in node) text += inlineText(node.children as Nodes[])
    }
  }
  return text.replace(/[ \t]+/g, ' ').trim()
}

function stripStepNumber(step: string): string {
  return step.replace(/^\s*(?:step\s*\d+\s*[:.)–—-]?|\d+[.)])\s*/i, '').trim()
}

function bound(items: string[]): string[] {
  return items
    .slice(0, MAX_ITEMS)
    .map((item) => (item.length > MAX_ITEM_LENGTH ? `${item.slice(0, MAX_ITEM_LENGTH)}…` : item))
}

function fallbackTitle(markdown: string): string {
  // The first line with words that is neither a list item nor a part's label ("## Ingredients").
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:[-*+]|\d+[.)])\s/.test(line)) continue
    const words = line
      .replace(/[#*_`~>[\]]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (/\p{L}/u.test(words) && !sectionKindOf(words)) return words.slice(0, 120)
  }
  return 'Recipe'
}
