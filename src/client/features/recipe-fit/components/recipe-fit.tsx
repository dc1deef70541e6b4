import { useEffect } from 'react'
import { useRecipeFit } from '../hooks/use-recipe-fit.ts'
import { ChipFitMark } from './chip-fit-mark.tsx'
import { PreferencesStale } from './preferences-stale.tsx'

export interface RecipeFitNoteProps {
  /** The stored `request.preferences` of the visitor's recipe on screen (absent: none set). */
  madeFor: unknown
  markdown: string
  /** Asks for a recipe with the preferences as they are now; absent when another note offers it. */
  onNewRecipe?: (() => void) | undefined
  /** Told the items the note names as clashing (none while it shows none), e.g. for still-need. */
  onClashes?: (items: readonly string[]) => void
}

type RecipeFitProps =
  ({ part: 'chip' } & { text: string }) | ({ part: 'note' } & RecipeFitNoteProps)

/**
 * Whether what is on screen fits the visitor's preferences as they are now, loaded on its own
 * with the first chip (one chunk behind one default export, the fewest bytes in the first load;
 * the chef's checker behind it loads only once there is something to check). The app places
 * each part where it belongs:
 * - `chip`: after an ingredient's name, what the preferences rule out ("not vegan");
 * - `note`: above the visitor's recipe, when it was made for other preferences.
 */
export default function RecipeFit(props: RecipeFitProps) {
  return props.part === 'chip' ? <ChipFitMark text={props.text} /> : <RecipeFitNote {...props} />
}

function RecipeFitNote({ madeFor, markdown, onNewRecipe, onClashes }: RecipeFitNoteProps) {
  const fit = useRecipeFit(madeFor, markdown)
  const items = fit.isStale ? (fit.clashes ?? []).map((clash) => clash.item) : []
  // One string for the effect to compare: a new array each render is not a change.
  const itemsKey = JSON.stringify(items)
  useEffect(() => {
    onClashes?.(JSON.parse(itemsKey) as string[])
  }, [itemsKey, onClashes])
  useEffect(() => () => onClashes?.([]), [onClashes])
  return fit.isStale ? <PreferencesStale fit={fit} onNewRecipe={onNewRecipe} /> : null
}
