import { createEndTokenTrimmer } from './end-token-trimmer.ts'
import { createReasoningStripper } from './reasoning-stripper.ts'
import { createSecretRedactor } from './secret-redactor.ts'

/**
 * What becomes of a model's `content` before the visitor reads it, piece by piece: its reasoning
 * is removed (reasoning-stripper.ts), leaked end-of-sequence tokens at the end are dropped
 * (end-token-trimmer.ts), and the operator's secrets are redacted (secret-redactor.ts) — last,
 * so that no secret can be put together by the steps before.
 */
export interface AnswerTextFilter {
  push(content: string): string
  end(): string
  /** Text is held back as (possible) reasoning: the visitor should see "thinking". */
  readonly isHoldingReasoning: boolean
}

export function createAnswerTextFilter(secrets: readonly string[]): AnswerTextFilter {
  const reasoning = createReasoningStripper()
  const endTokens = createEndTokenTrimmer()
  const redactor = createSecretRedactor(secrets)
  return {
    push(content) {
      const answer = reasoning.push(content)
      return answer === '' ? '' : redactor.push(endTokens.push(answer))
    },
    end() {
      const answer = endTokens.push(reasoning.end()) + endTokens.end()
      return redactor.push(answer) + redactor.end()
    },
    get isHoldingReasoning() {
      return reasoning.isHoldingReasoning
    },
  }
}

/**
 * The start of `text` that fits in `maxBytes` of UTF-8, never splitting a character (nor a
 * surrogate pair).
 */
export function cutToBytes(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return ''
  // Each UTF-16 unit is at most 3 bytes of UTF-8 (a pair, 2 units, is 4 bytes).
  let cut = text.slice(0, maxBytes)
  while (Buffer.byteLength(cut) > maxBytes) {
    const excess = Buffer.byteLength(cut) - maxBytes
    cut = cut.slice(0, cut.length - Math.max(1, Math.floor(excess / 3)))
  }
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return cut
}
