import { Suspense, useId, useState } from 'react'
import { lazyPart } from '../../../lib/lazy-part.tsx'
import type { PreferencesPartProps } from './preferences-control.tsx'

/** The toggle's label and the closed panel, as they are with no preferences set. */
function Unset(props: PreferencesPartProps) {
  return props.part === 'summary' ? (
    <span className="preferences__label">Preferences</span>
  ) : (
    <div id={props.id} className="preferences__panel" hidden />
  )
}

// The preferences' state, checks, summary and panel: should they fail to load, the toggle stays
// as it is with none set, and the form works as it always did.
const { Part: PreferencesPart, preload } = lazyPart(
  () => import('./preferences-control.tsx'),
  Unset,
)

/** Fetches the preferences' code ahead, for a first paint that shows what is set. */
export const preloadPreferences = preload

/**
 * Who the recipe is for: a disclosure in the add-ingredient form, closed at first so the page
 * opens on the form alone; its button always says "Preferences" and, once any are set, sums them
 * up ("Preferences: Vegan · avoiding peanuts"). The button is here, in the first paint; the
 * summary and the panel (preferences-control.tsx) arrive once `isWanted`: on the visitor's first
 * interaction, or at once when preferences are stored. The button stays the same element
 * throughout, so focus on it is never lost.
 */
export function Preferences({ isWanted }: { isWanted: boolean }) {
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const Part = isWanted ? PreferencesPart : Unset

  return (
    <div className="preferences">
      <button
        type="button"
        className="preferences__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span className="preferences__icon" aria-hidden="true" />
        <span className="preferences__text">
          <Suspense fallback={<Unset part="summary" />}>
            <Part part="summary" />
          </Suspense>
        </span>
        <span className="preferences__chevron" aria-hidden="true" />
      </button>
      <Suspense fallback={<Unset part="panel" id={panelId} isOpen={false} />}>
        <Part part="panel" id={panelId} isOpen={isOpen} />
      </Suspense>
    </div>
  )
}
