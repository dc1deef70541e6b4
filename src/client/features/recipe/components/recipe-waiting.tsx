import { useEffect, useState } from 'react'

/** After this long with nothing from the AI, the page says it is still waiting. */
export const STILL_WAITING_AFTER_MS = 5_000

export const WAITING_TEXTS = {
  asking: 'Asking the AI chef…',
  stillWaiting: 'Still waiting for the AI chef…',
  thinking: 'The AI chef is thinking…',
} as const

interface RecipeWaitingProps {
  /** The AI said it is reasoning (a `thinking` event) before writing. */
  isThinking: boolean
  /** Offered here when no other Stop is close by; see the recipe display. */
  onStop?: (() => void) | undefined
}

/**
 * What the recipe area says while the AI has sent nothing: "Asking the AI chef…" at once, "Still
 * waiting for the AI chef…" after {@link STILL_WAITING_AFTER_MS}, and "The AI chef is thinking…"
 * once it says it is reasoning. Mounted for one request's wait: its clock starts with it.
 */
export function RecipeWaiting({ isThinking, onStop }: RecipeWaitingProps) {
  const [isLong, setLong] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), STILL_WAITING_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  const text = isThinking
    ? WAITING_TEXTS.thinking
    : isLong
      ? WAITING_TEXTS.stillWaiting
      : WAITING_TEXTS.asking
  return (
    <div className="recipe-waiting">
      <p className="recipe-waiting__text" role="status">
        {text}
      </p>
      {onStop ? (
        <button type="button" className="button button--secondary" onClick={onStop}>
          Stop
        </button>
      ) : null}
    </div>
  )
}
