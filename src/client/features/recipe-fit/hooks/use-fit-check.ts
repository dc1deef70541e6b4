import { useEffect, useState } from 'react'
import { loadFitCheck } from '../lib/load-fit-check.ts'

type FitCheck = Awaited<ReturnType<typeof loadFitCheck>>

let loaded: FitCheck | undefined

/**
 * The chef's checker once it is needed and loaded; undefined until then. Should it fail to load,
 * the page goes without the marks and clashes it would name (the note still says the recipe was
 * made for other preferences), and tries again on the next need.
 */
export function useFitCheck(isNeeded: boolean): FitCheck | undefined {
  const [check, setCheck] = useState(loaded)
  useEffect(() => {
    if (!isNeeded || check) return
    let isCurrent = true
    loadFitCheck().then(
      (module) => {
        loaded = module
        if (isCurrent) setCheck(module)
      },
      (error: unknown) => console.warn('The preferences checker did not load:', error),
    )
    return () => {
      isCurrent = false
    }
  }, [isNeeded, check])
  return isNeeded ? check : undefined
}
