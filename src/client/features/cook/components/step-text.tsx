import type { ReactNode } from 'react'
import { findStepDurations } from '../../../lib/recipe-structure/step-durations.ts'

interface StepTextProps {
  text: string
  /** Starts a timer for a duration the step names. */
  onStartTimer: (label: string, seconds: number) => void
}

/** A step's words, each duration in them a button that starts a timer for it. */
export function StepText({ text, onStartTimer }: StepTextProps) {
  const durations = findStepDurations(text)
  const parts: ReactNode[] = []
  let at = 0
  for (const duration of durations) {
    parts.push(text.slice(at, duration.start))
    parts.push(
      <button
        key={duration.start}
        type="button"
        className="cook-timer-start"
        onClick={() => onStartTimer(duration.label, duration.seconds)}
      >
        {/* In a flex box the space between the two is not drawn; in the button's name it is. */}
        <span className="visually-hidden">Start timer</span>{' '}
        <span aria-hidden="true" className="cook-timer-start__icon" />
        {duration.text}
      </button>,
    )
    at = duration.end
  }
  parts.push(text.slice(at))
  return <>{parts}</>
}
