import { toRecipeView, type RecipeView } from '../lib/recipe-view/recipe-view.ts'

/**
 * The servings and units each recipe is shown in, outside React: the controls set them, and the
 * recipe body, cook mode, Save and Share read them. Kept in session storage so a reload shows
 * the recipe as the cook left it; a saved recipe or a shared link carries its own copy.
 */
export const RECIPE_VIEW_KEY = 'chef-claude:recipe-view:v1'

/** Recipes remembered this session; the oldest choice goes first. */
const MAX_REMEMBERED = 20

let views: Map<string, RecipeView> | undefined
const listeners = new Set<() => void>()

/**
 * A short key for a recipe's text (FNV-1a, 32 bits, with its length): the choice belongs to the
 * recipe it was made on.
 */
function keyOf(markdown: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < markdown.length; index++) {
    hash ^= markdown.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}-${markdown.length.toString(36)}`
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Reading sessionStorage itself throws when the browser blocks site data.
    return null
  }
}

function load(): Map<string, RecipeView> {
  if (views) return views
  views = new Map()
  try {
    const data: unknown = JSON.parse(storage()?.getItem(RECIPE_VIEW_KEY) ?? '[]')
    if (Array.isArray(data)) {
      for (const item of data.slice(-MAX_REMEMBERED)) {
        if (!Array.isArray(item) || typeof item[0] !== 'string' || item[0].length > 40) continue
        views.set(item[0], toRecipeView(item[1]))
      }
    }
  } catch {
    // Corrupt or foreign data: every recipe shows as written.
  }
  return views
}

/** The choice made for this recipe this session, if any (the same object until it changes). */
export function getChosenView(markdown: string): RecipeView | undefined {
  return load().get(keyOf(markdown))
}

export function setRecipeView(markdown: string, view: RecipeView): void {
  const remembered = load()
  const key = keyOf(markdown)
  remembered.delete(key)
  // "As written" is remembered too, so a saved recipe's own choice can be undone this session.
  remembered.set(key, view)
  while (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value
    if (oldest === undefined) break
    remembered.delete(oldest)
  }
  try {
    storage()?.setItem(RECIPE_VIEW_KEY, JSON.stringify([...remembered]))
  } catch {
    // Storage full or blocked: the choice holds until the page is reloaded.
  }
  for (const listener of listeners) listener()
}

export function subscribeRecipeViews(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets the choices held in memory, so the next read comes from storage (tests). */
export function reloadRecipeViews(): void {
  views = undefined
  for (const listener of listeners) listener()
}
