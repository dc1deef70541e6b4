/**
 * Removes a model's reasoning from the answer text it streams, so the visitor reads (and saves,
 * shares, copies) only the recipe. Models served without a reasoning parser (DeepSeek-R1
 * distills, QwQ, Qwen3 in thinking mode) write their monologue into `content`:
 *
 * - as a block, `<think>…</think>` (also `<thinking>` and `<reasoning>`), anywhere in the text;
 *   a block still open when the answer ends (cut off by `max_tokens`) leaves nothing;
 * - or, when the chat template already put `<think>` into the prompt, as bare text at the start
 *   of the answer followed by an orphan `</think>`: everything before it is reasoning.
 *
 * The second case cannot be told apart from a normal answer until the `</think>` comes, so the
 * start of every answer is held back, boundedly: until the first markdown heading line (`# …`),
 * a line opening in bold (`**`), a list item or an "Ingredients" line — a recipe has one at once
 * or within a few lines, and a monologue seldom does — or until {@link ORPHAN_WINDOW_CHARS} characters have come
 * without either, when it is released as answer text. A monologue longer than the window, or one
 * with a heading, is not recognised (its later `</think>` is dropped alone). The cost to a normal
 * model that opens with a paragraph of prose is that paragraph's delay.
 *
 * Orphan closing tags are always dropped; whitespace between removed reasoning and the first
 * answer text is dropped too. The result does not depend on how the text was split into pieces.
 */
export interface ReasoningStripper {
  /** The next piece of the model's `content`; returns the answer text that can go out now. */
  push(text: string): string
  /** The answer has ended: whatever answer text was held back. */
  end(): string
  /** Text is being held back as (possible) reasoning, so the visitor should see "thinking". */
  readonly isHoldingReasoning: boolean
}

/** How much of an answer's start is held back while it may be an unmarked monologue. */
export const ORPHAN_WINDOW_CHARS = 2_000

const BLOCK_NAMES = ['think', 'thinking', 'reasoning'] as const
const TAGS = BLOCK_NAMES.flatMap((name) => [
  { text: `<${name}>`, isOpen: true, close: `</${name}>` },
  { text: `</${name}>`, isOpen: false, close: '' },
])
/** Longer than any tag or line-start marker, so an event that began inside the window is whole. */
const LOOKAHEAD_CHARS = 16
// A markdown heading, a line opening in bold, a list item or an "Ingredients" line, at the start
// of a line (up to 3 spaces in): a recipe without headings still lists its ingredients at once.
const ANSWER_MARK =
  /(?:^|\n)[ \t]{0,3}(?:#{1,6}[ \t]|\*\*|[-*+][ \t]|\d{1,2}[.)][ \t]|ingredients\b)/gi

type Tag = (typeof TAGS)[number]
type TagMatch = { tag: Tag } | 'partial' | undefined

function tagAt(text: string, index: number): TagMatch {
  let isPartial = false
  for (const tag of TAGS) {
    if (text.startsWith(tag.text, index)) return { tag }
    if (!isPartial && text.length - index < tag.text.length) {
      isPartial = tag.text.startsWith(text.slice(index))
    }
  }
  return isPartial ? 'partial' : undefined
}

/** The longest end of `text` that is a proper beginning of `word`. */
function heldBeginning(text: string, word: string): string {
  for (let length = Math.min(word.length - 1, text.length); length > 0; length -= 1) {
    if (word.startsWith(text.slice(text.length - length))) return text.slice(text.length - length)
  }
  return ''
}

export function createReasoningStripper({
  windowChars = ORPHAN_WINDOW_CHARS,
}: { windowChars?: number } = {}): ReasoningStripper {
  let mode: 'start' | 'text' | 'block' = 'start'
  // start: the whole answer so far; text: a possible tag's beginning; block: a possible end tag's.
  let held = ''
  let closeTag = ''
  let hasEmitted = false
  let isAfterReasoning = false
  // Whitespace before the first answer text waits to see whether reasoning comes before that text.
  let lead = ''

  function emit(text: string): string {
    if (hasEmitted || text === '') return text
    if (text.trim() === '') {
      lead += text
      return ''
    }
    hasEmitted = true
    const out = isAfterReasoning ? text.trimStart() : lead + text
    lead = ''
    return out
  }

  function dropReasoning() {
    isAfterReasoning = true
    lead = ''
  }

  function inText(text: string): string {
    let out = ''
    let from = 0
    for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
      const match = tagAt(text, index)
      if (match === undefined) continue
      out += emit(text.slice(from, index))
      if (match === 'partial') {
        held = text.slice(index)
        return out
      }
      if (match.tag.isOpen) {
        mode = 'block'
        closeTag = match.tag.close
        return out + inBlock(text.slice(index + match.tag.text.length))
      }
      // An orphan end tag: what came before it was reasoning, but may already be out.
      if (!hasEmitted) dropReasoning()
      from = index + match.tag.text.length
      index = from - 1
    }
    held = ''
    return out + emit(text.slice(from))
  }

  function inBlock(text: string): string {
    const end = text.indexOf(closeTag)
    if (end === -1) {
      held = heldBeginning(text, closeTag)
      return ''
    }
    mode = 'text'
    if (!hasEmitted) dropReasoning()
    return inText(text.slice(end + closeTag.length))
  }

  /** The earliest tag or answer mark that begins inside the window, if it is whole yet. */
  function firstEvent(text: string): { index: number; tag?: Tag } | undefined {
    let found: { index: number; tag?: Tag } | undefined
    for (let index = text.indexOf('<'); index !== -1 && index < windowChars;) {
      const match = tagAt(text, index)
      if (match !== undefined && match !== 'partial') {
        found = { index, tag: match.tag }
        break
      }
      index = text.indexOf('<', index + 1)
    }
    ANSWER_MARK.lastIndex = 0
    const mark = ANSWER_MARK.exec(text)
    if (
      mark !== null &&
      mark.index < windowChars &&
      (found === undefined || mark.index < found.index)
    ) {
      return { index: mark.index }
    }
    return found
  }

  function inStart(text: string, isEnd: boolean): string {
    const event = firstEvent(text)
    if (event?.tag !== undefined && !event.tag.isOpen) {
      mode = 'text'
      dropReasoning()
      return inText(text.slice(event.index + event.tag.text.length))
    }
    if (event !== undefined || isEnd || text.length >= windowChars + LOOKAHEAD_CHARS) {
      mode = 'text'
      return inText(text)
    }
    held = text
    return ''
  }

  return {
    push(text) {
      if (text === '') return ''
      if (mode === 'text' && held === '' && !text.includes('<')) return emit(text)
      const pending = held + text
      held = ''
      if (mode === 'start') return inStart(pending, false)
      if (mode === 'block') return inBlock(pending)
      return inText(pending)
    },
    end() {
      const pending = held
      held = ''
      let out = ''
      if (mode === 'start') out = inStart(pending, true)
      else if (mode === 'text') out = inText(pending)
      // A partial tag at the very end is ordinary text; a block still open is dropped.
      if (mode === 'text' && held !== '') out += emit(held)
      held = ''
      mode = 'text'
      return out
    },
    get isHoldingReasoning() {
      return mode === 'block' || (mode === 'start' && held.trim() !== '')
    },
  }
}
