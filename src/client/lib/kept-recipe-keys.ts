/**
 * Where kept recipes come from, in a module of its own: the entry reads these to decide whether
 * the keeping code (saved list, shared links) is needed at once, without pulling that code in.
 */

/** A shared recipe travels in the link's fragment, after this prefix. */
export const SHARE_PREFIX = '#recipe='

/**
 * Where the visitor's saved recipes live: localStorage, beside the list (chef-claude:v1), under a
 * key of their own so a broken list never costs the saved recipes, or the other way round.
 */
export const SAVED_RECIPES_KEY = 'chef-claude:saved-recipes:v1'

/**
 * Whether the page opens with something kept to show: a shared link, or saved recipes in this
 * browser. Only then is the keeping code fetched with the first paint; otherwise it waits for
 * the visitor's first interaction.
 */
export function hasKeptRecipeToShow(): boolean {
  if (window.location.hash.startsWith(SHARE_PREFIX)) return true
  try {
    const saved = window.localStorage.getItem(SAVED_RECIPES_KEY)
    return saved !== null && saved !== '[]'
  } catch {
    // Storage blocked: no saved recipes to show.
    return false
  }
}
