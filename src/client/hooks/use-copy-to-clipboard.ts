import { useState } from 'react'

export type CopyOutcome = 'copied' | 'failed'

/**
 * Copies text with the async clipboard API. The outcome belongs to what it was for (`key`: the
 * text itself unless said otherwise, e.g. the markdown a plain text was made from), so a new
 * recipe never shows the old one's "copied".
 */
export function useCopyToClipboard() {
  const [last, setLast] = useState<{ key: string; outcome: CopyOutcome } | null>(null)

  async function copy(text: string, key = text) {
    try {
      // Missing outside secure contexts; the TypeError lands in the catch like a refusal.
      await navigator.clipboard.writeText(text)
      setLast({ key, outcome: 'copied' })
    } catch {
      setLast({ key, outcome: 'failed' })
    }
  }

  function outcomeFor(key: string): CopyOutcome | null {
    return last !== null && last.key === key ? last.outcome : null
  }

  return { copy, outcomeFor }
}
