import { useMemo } from 'react'
import { useCurrentPreferences } from '../hooks/use-current-preferences.ts'
import { useFitCheck } from '../hooks/use-fit-check.ts'
import { hasClashRules } from '../lib/made-for.ts'

/**
 * The mark on an ingredient's chip when the visitor's preferences rule it out: "not vegan",
 * "you avoid nuts". Nothing while the preferences name no diet and nothing to avoid; the chef's
 * checker loads with the first that does.
 */
export function ChipFitMark({ text }: { text: string }) {
  const preferences = useCurrentPreferences()
  const isNeeded = hasClashRules(preferences)
  const check = useFitCheck(isNeeded)
  const labels = useMemo(
    () => (check ? check.itemClashLabels(text, preferences) : []),
    [check, text, preferences],
  )
  if (labels.length === 0) return null
  return (
    <span className="ingredient__mark">
      {/* Read as "chicken, not vegan" rather than "chicken not vegan". */}
      <span className="visually-hidden">, </span>
      {labels.join(', ')}
    </span>
  )
}
