import { createPortal } from 'react-dom'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { readRecipeStructure } from '../../../lib/recipe-structure/read-recipe-structure.ts'
import { useWakeLock } from '../hooks/use-wake-lock.ts'
import { readCookProgress, writeCookProgress, type CookProgress } from '../lib/cook-progress.ts'
import { kitchenTimers } from '../lib/kitchen-timers.ts'
import { prepareTimerAlerts } from '../lib/timer-alert.ts'
import { MAX_TIMERS } from '../lib/timer-store.ts'
import { StepText } from './step-text.tsx'
import { TimerStrip } from './timer-strip.tsx'

export interface CookModeDialogProps {
  /** The recipe, bounded as the page renders it. */
  markdown: string
  /**
   * The recipe as the page shows it, scaled or converted, when it differs: cook mode shows it,
   * while the ticks and the step stay keyed to the recipe itself, so changing servings keeps them.
   */
  shown?: string | undefined
  /** Told when the dialog has closed (Close, Escape); the opener takes focus back. */
  onClose: () => void
}

/** How far a finger must travel sideways, in CSS pixels, to turn the page. */
const SWIPE_DISTANCE = 60

/**
 * Cook mode: the recipe full screen in a modal dialog named by its title (the browser's own
 * <dialog>, so focus stays in it and Escape closes it). First the ingredients to tick off, then
 * one step at a time in large type, turned with "Previous step" / "Next step", the arrow keys or
 * a swipe. The ticks and the step are kept for the tab's session; the screen is kept on.
 */
export default function CookModeDialog({ markdown, shown, onClose }: CookModeDialogProps) {
  const recipe = useMemo(() => readRecipeStructure(shown ?? markdown), [shown, markdown])
  const stepCount = recipe.steps.length
  const [progress, setProgress] = useState<CookProgress>(() => {
    const stored = readCookProgress(markdown)
    return { ...stored, open: true, view: Math.min(stored.view, stepCount) }
  })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const swipeFrom = useRef<{ x: number; y: number } | null>(null)
  const titleId = useId()
  const wakeLock = useWakeLock()
  const timers = kitchenTimers()
  const [timerMessage, setTimerMessage] = useState('')

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  useEffect(() => {
    writeCookProgress(markdown, progress)
  }, [markdown, progress])

  const { view } = progress
  const ticked = new Set(progress.ticked)

  function go(to: number) {
    const next = Math.min(Math.max(0, to), stepCount)
    if (next !== view) setProgress((current) => ({ ...current, view: next }))
  }

  function toggle(index: number) {
    setProgress((current) => ({
      ...current,
      ticked: current.ticked.includes(index)
        ? current.ticked.filter((item) => item !== index)
        : [...current.ticked, index].sort((a, b) => a - b),
    }))
  }

  function handleClosed() {
    writeCookProgress(markdown, { ...progress, open: false })
    onClose()
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(view + 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(view - 1)
    }
  }

  function handlePointerDown(event: PointerEvent) {
    if (event.isPrimary) swipeFrom.current = { x: event.clientX, y: event.clientY }
  }

  function handlePointerUp(event: PointerEvent) {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (!from || !event.isPrimary) return
    const across = event.clientX - from.x
    const down = event.clientY - from.y
    // Sideways, and clearly so: a scroll down the ingredients is not a page turn.
    if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) < Math.abs(down) * 1.5) return
    go(across < 0 ? view + 1 : view - 1)
  }

  function startTimer(label: string, seconds: number) {
    prepareTimerAlerts()
    const started = timers.start(label, seconds, `Step ${view}`)
    setTimerMessage(
      started
        ? `Timer started: ${label}.`
        : `${MAX_TIMERS} timers are running already: cancel one to start another.`,
    )
  }

  const isFirst = view === 0
  const isLast = view >= stepCount

  // On the body, not inside the recipe's actions: none of their layout rules reach the dialog.
  return createPortal(
    // The dialog element handles Escape and focus itself; the keys it listens to are the arrows.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="cook-mode"
      aria-labelledby={titleId}
      onClose={handleClosed}
      onKeyDown={handleKeyDown}
    >
      <div className="cook-mode__bar">
        <h2 id={titleId} className="cook-mode__title">
          {recipe.title}
        </h2>
        <button
          type="button"
          className="button button--secondary cook-mode__close"
          onClick={() => dialogRef.current?.close()}
        >
          Close
        </button>
      </div>
      {wakeLock === 'unavailable' ? (
        <p className="cook-mode__notice" role="status">
          Your browser may dim the screen while you cook.
        </p>
      ) : null}
      <TimerStrip store={timers} />
      <div
        className="cook-mode__page"
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        {isFirst ? (
          <section className="cook-mode__ingredients" aria-labelledby={`${titleId}-ingredients`}>
            <h3 id={`${titleId}-ingredients`} className="cook-mode__heading">
              Ingredients
            </h3>
            {recipe.ingredients.length > 0 ? (
              <>
                <p className="cook-mode__hint">Tick each one off as you get it out.</p>
                <ul className="cook-mode__checklist">
                  {recipe.ingredients.map((ingredient, index) => (
                    <li key={index}>
                      <label className="cook-mode__check">
                        <input
                          type="checkbox"
                          checked={ticked.has(index)}
                          onChange={() => toggle(index)}
                        />
                        <span>{ingredient}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="cook-mode__hint">This recipe has no list of ingredients.</p>
            )}
          </section>
        ) : (
          <section className="cook-mode__step" aria-live="polite" aria-atomic="true">
            <h3 className="cook-mode__heading">
              Step {view} of {stepCount}
            </h3>
            <p className="cook-mode__step-text">
              <StepText text={recipe.steps[view - 1] ?? ''} onStartTimer={startTimer} />
            </p>
          </section>
        )}
        <p className="cook-mode__timer-message" aria-live="polite">
          {timerMessage}
        </p>
      </div>
      <div className="cook-mode__nav">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={isFirst}
          onClick={() => go(view - 1)}
        >
          Previous step
        </button>
        <span className="cook-mode__position" aria-hidden="true">
          {isFirst
            ? `${stepCount} ${stepCount === 1 ? 'step' : 'steps'}`
            : `${view} / ${stepCount}`}
        </span>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={isLast}
          onClick={() => go(view + 1)}
        >
          Next step
        </button>
      </div>
    </dialog>,
    document.body,
  )
}
