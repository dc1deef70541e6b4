/**
 * What one chunk added to its batch, apart from its text (see chat-completions-stream.ts).
 */
export interface ChunkEffect {
  content: string
  reasoningChars: number
  finishReason: string | undefined
}

/** `"content":"` as a chunk's JSON writes the key and the opening quote of its value. */
const CONTENT_KEY = '"content":"'
/** Stands in for the text when a learned shape is checked. */
const PROBE = 'x'
/** Shapes learned per stream at most: a stream whose chunks all differ stops trying early. */
const MAX_LEARNINGS = 4
// A string body that is its own text: no quote, no escape, no control character.
// eslint-disable-next-line no-control-regex
const NEEDS_DECODING = /["\\\u0000-\u001f]/

/**
 * A stream's chunks told apart from the one before by their text alone, read without JSON.parse.
 *
 * Most services send every token as the same JSON with only `content` changed (same id, created,
 * model, `finish_reason: null`). Once one chunk of a stream has been parsed, the bytes before
 * and after its text are known; a later chunk with exactly those bytes around a valid JSON
 * string body is that chunk with this text, and adds to its batch what that one did with the
 * new text. Why: JSON.parse of each chunk was the largest share of an AI recipe's CPU on our side
 * (~6% in a profile beside a bare proxy, BENCHMARKS.md); reading the benchmark's 31-chunk answer
 * took 41–50 µs of CPU with it and 19–23 µs with this (Node 20, bundled).
 *
 * A shape is only kept when it is proven: the chunk's text is found once, as its key and value
 * written plainly, and the same bytes with another text in its place parse (through the caller's
 * own reading) to that text and the same effect otherwise. Anything else — a chunk with other
 * bytes around its text, a text whose body is not a plain JSON string body — is parsed whole.
 */
export class RepeatedChunkShape {
  #prefix = ''
  #suffix = ''
  #effect: Omit<ChunkEffect, 'content'> | undefined
  #learnings = 0

  /** The text of `data` when it has the learned shape; undefined when it must be parsed whole. */
  contentOf(data: string): string | undefined {
    if (this.#effect === undefined) return undefined
    const prefix = this.#prefix
    const suffix = this.#suffix
    if (data.length < prefix.length + suffix.length) return undefined
    // Sliced and compared, not startsWith/endsWith: on Node 20 those walk the strings a character
    // at a time, ~5× slower here (~0.5 µs a chunk, half what JSON.parse cost).
    if (data.slice(0, prefix.length) !== prefix) return undefined
    if (data.slice(data.length - suffix.length) !== suffix) return undefined
    const body = data.slice(prefix.length, data.length - suffix.length)
    if (!NEEDS_DECODING.test(body)) return body
    try {
      // Valid only if the body is one JSON string body: no quote left unescaped, escapes whole.
      return JSON.parse(`"${body}"`) as string
    } catch {
      return undefined
    }
  }

  /** What a chunk of the learned shape adds besides its text (valid after `contentOf` answered). */
  get effect(): Omit<ChunkEffect, 'content'> {
    if (this.#effect === undefined) throw new Error('no chunk shape learned')
    return this.#effect
  }

  /**
   * Learns the shape of `data`, a chunk just parsed whole whose reading added `effect`, if it can
   * be proven; `read` is the caller's own reading of a parsed chunk (it may throw).
   */
  learn(data: string, effect: ChunkEffect, read: (chunk: unknown) => ChunkEffect): void {
    if (this.#learnings >= MAX_LEARNINGS) return
    const keyAt = data.indexOf(CONTENT_KEY)
    if (keyAt === -1 || data.indexOf(CONTENT_KEY, keyAt + 1) !== -1) return
    this.#learnings += 1
    const bodyAt = keyAt + CONTENT_KEY.length
    const written = JSON.stringify(effect.content)
    // The text as the chunk wrote it, byte for byte, and then the value's closing quote.
    const body = written.slice(1, -1)
    if (!data.startsWith(body, bodyAt) || data[bodyAt + body.length] !== '"') return
    const prefix = data.slice(0, bodyAt)
    const suffix = data.slice(bodyAt + body.length)
    let probed: ChunkEffect
    try {
      probed = read(JSON.parse(`${prefix}${PROBE}${suffix}`))
    } catch {
      return
    }
    if (
      probed.content !== PROBE ||
      probed.reasoningChars !== effect.reasoningChars ||
      probed.finishReason !== effect.finishReason
    ) {
      return
    }
    this.#prefix = prefix
    this.#suffix = suffix
    this.#effect = { reasoningChars: effect.reasoningChars, finishReason: effect.finishReason }
  }
}
