import { useEffect, useState } from 'react'

/** What counts as the visitor's first interaction (a pasted share link is one too). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'hashchange'] as const

/**
 * True once the visitor first interacts with the page (or at once when `isNeededNow` says the
 * first paint needs it): for code the first paint of a fresh page does not need, so it is not
 * fetched until someone is there to use it. Never on a timer or an idle callback: those would
 * fetch it all the same on a page nobody touches, and the first load would only look smaller.
 */
export function useWantedAfterInteraction(isNeededNow: () => boolean): boolean {
  const [isWanted, setIsWanted] = useState(isNeededNow)
  useEffect(() => {
    if (isWanted) return
    const want = () => setIsWanted(true)
    // The page's code arrives after the prerendered page has painted: a visitor may already be
    // in the field, and that focus came before there was anyone to hear it.
    if (document.activeElement !== document.body) return want()
    for (const type of INTERACTIONS)
      window.addEventListener(type, want, { capture: true, once: true })
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true })
    }
  }, [isWanted])
  return isWanted
}
