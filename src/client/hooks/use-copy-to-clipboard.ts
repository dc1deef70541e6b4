import { useState } from 'react'

export type CopyOutcome = 'copied' | 'failed'

/**
 * Copies text with the async clipboard API. The outcome belongs to the text it was for, so a new
 * recipe never shows the old one's "copied".
 */
export function useCopyToClipboard() {
  const [last, setLast] = useState<{ text: string; outcome: CopyOutcome } | null>(null)

  async function copy(text: string) {
    try {
      // Missing outside secure contexts; the TypeError lands in the catch like a refusal.
      await navigator.clipboard.writeText(text)
      setLast({ text, outcome: 'copied' })
    } catch {
      setLast({ text, outcome: 'failed' })
    }
  }

  function outcomeFor(text: string): CopyOutcome | null {
    return last !== null && last.text === text ? last.outcome : null
  }

  return { copy, outcomeFor }
}
