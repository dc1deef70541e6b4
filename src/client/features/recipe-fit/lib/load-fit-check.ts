const importFitCheck = () => import('./fit-check.ts')

let loading: ReturnType<typeof importFitCheck> | undefined

/**
 * The chef's checker, fetched once (about 46 KB gzip-9, the lexicon most of it) the first time
 * the page has something to check: a diet or an avoid item set while the list has items, or a
 * recipe made for other preferences on screen. A failed load is forgotten, so the next need
 * tries again.
 */
export function loadFitCheck() {
  loading ??= importFitCheck().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
