import { Suspense, useRef } from 'react'
import { MAX_INGREDIENTS, recipeReadiness } from '../../shared/limits.ts'
import { AppHeader } from '../components/app-header.tsx'
import { UnreachableAlert } from '../components/unreachable-alert.tsx'
import { useWantedAfterInteraction } from '../hooks/use-wanted-after-interaction.ts'
import { lazyPart } from '../lib/lazy-part.tsx'
import { hasStoredVisit } from '../lib/stored-visit.ts'
import { IngredientForm } from '../features/ingredients/components/ingredient-form.tsx'
import {
  Preferences,
  preloadPreferences,
} from '../features/preferences/components/preferences-toggle.tsx'
import { useIngredients } from '../features/ingredients/hooks/use-ingredients.ts'

// Everything under the form (the list, the recipe and its session, kept recipes): a fresh page
// shows none of it. Should its chunk fail to load, the form still takes the list.
const { Part: ListAndRecipe, preload: preloadListAndRecipe } = lazyPart(
  () => import('./list-and-recipe.tsx'),
  UnreachableAlert,
)

/**
 * Fetches the code a fresh page loads on the first interaction: for a first paint that shows
 * something from before (lib/stored-visit.ts), so it shows at once, whole.
 */
export function preloadDeferredParts(): Promise<unknown> {
  return Promise.all([preloadListAndRecipe(), preloadPreferences()])
}

export function App() {
  const list = useIngredients()
  const inputRef = useRef<HTMLInputElement>(null)
  const { ingredients } = list
  // The first paint of a fresh page is the header and the form; the rest of the page's code
  // waits for the visitor's first interaction (never a timer: see the hook).
  const isTouched = useWantedAfterInteraction(hasStoredVisit)

  return (
    <>
      <AppHeader />
      <main className="app-main">
        <IngredientForm
          inputRef={inputRef}
          onAdd={list.addIngredient}
          onAddMany={list.addIngredients}
          missingForRecipe={recipeReadiness(ingredients.length).missing}
          isListFull={ingredients.length >= MAX_INGREDIENTS}
          isListEmpty={ingredients.length === 0}
        >
          <Preferences isWanted={isTouched} />
        </IngredientForm>
        {isTouched ? (
          <Suspense fallback={null}>
            <ListAndRecipe list={list} inputRef={inputRef} />
          </Suspense>
        ) : null}
      </main>
    </>
  )
}
