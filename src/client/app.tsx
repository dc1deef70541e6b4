import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { RECIPE_PANEL_THRESHOLD, MAX_INGREDIENTS } from '../shared/limits.ts'
import { AppHeader } from './components/app-header.tsx'
import { ClearedListNotice } from './components/cleared-list-notice.tsx'
import { IngredientForm } from './components/ingredient-form.tsx'
import { IngredientList } from './components/ingredient-list.tsx'
import { RecipePlain } from './components/recipe-plain.tsx'
import { RecipeRequestPanel } from './components/recipe-request-panel.tsx'
import { useIngredients } from './hooks/use-ingredients.ts'
import { useRecipeStream } from './hooks/use-recipe-stream.ts'
import {
  loadRecipeDisplay,
  loadRecipeError,
  preloadRecipeChunks,
} from './lib/preload-recipe-chunks.ts'

// Should the chunk never load (offline, a deploy in between), the recipe still shows, as text.
const Recipe = lazy(() =>
  loadRecipeDisplay().then(
    (module) => ({ default: module.Recipe }),
    () => ({ default: RecipePlain }),
  ),
)

// Preferences are the form's optional extra: their control, state and checks load on their own,
// and should that fail, the form works as it always did.
// (A default export: the lazy chunk's only one, and the fewest bytes in the first load.)
const PreferencesControl = lazy<ComponentType>(() =>
  import('./components/preferences-control.tsx').catch(() => ({ default: () => null })),
)

// Preloaded with the recipe's code; should it fail to load, the network is the likely culprit.
const RecipeError = lazy(() =>
  loadRecipeError().then(
    (module) => ({ default: module.RecipeError }),
    () => ({ default: UnreachableAlert }),
  ),
)

function UnreachableAlert() {
  return <p role="alert">Could not reach Chef Claude. Check your connection and try again.</p>
}

export function App() {
  const list = useIngredients()
  const recipe = useRecipeStream()
  const inputRef = useRef<HTMLInputElement>(null)
  const { ingredients } = list
  const isNearPanel = ingredients.length >= RECIPE_PANEL_THRESHOLD

  // One short of the panel: fetch the recipe's code now so pressing the button never waits on it.
  useEffect(() => {
    if (isNearPanel) preloadRecipeChunks()
  }, [isNearPanel])

  function handleRemove(id: string) {
    if (ingredients.length === 1) inputRef.current?.focus()
    list.removeIngredient(id)
  }

  function handleClear() {
    inputRef.current?.focus()
    list.clearIngredients()
  }

  function handleUndo() {
    inputRef.current?.focus()
    list.undoClear()
  }

  function handleGetRecipe() {
    void recipe.start({ ingredients: ingredients.map((ingredient) => ingredient.text), variant: 0 })
  }

  const hasRequestPanel = ingredients.length > RECIPE_PANEL_THRESHOLD
  const recipeProps = {
    ...recipe.shown,
    status: recipe.status,
    onAnotherIdea: recipe.anotherIdea,
    // Removing ingredients mid-stream can take the panel, and its Stop, away.
    onStop: hasRequestPanel ? undefined : recipe.stop,
  }

  return (
    <>
      <AppHeader />
      <main className="app-main">
        <IngredientForm
          inputRef={inputRef}
          onAdd={list.addIngredient}
          missingForRecipe={Math.max(0, RECIPE_PANEL_THRESHOLD + 1 - ingredients.length)}
          isListFull={ingredients.length >= MAX_INGREDIENTS}
        >
          <Suspense fallback={null}>
            <PreferencesControl />
          </Suspense>
        </IngredientForm>
        <ClearedListNotice clearedCount={list.clearedCount} onUndo={handleUndo} />
        {ingredients.length > 0 ? (
          <IngredientList ingredients={ingredients} onRemove={handleRemove} onClear={handleClear}>
            {hasRequestPanel ? (
              <RecipeRequestPanel
                isStreaming={recipe.status === 'streaming'}
                onGetRecipe={handleGetRecipe}
                onStop={recipe.stop}
              />
            ) : null}
          </IngredientList>
        ) : null}
        {recipe.error ? (
          <Suspense fallback={null}>
            <RecipeError error={recipe.error} onRetry={recipe.retry} />
          </Suspense>
        ) : null}
        {recipe.shown.markdown !== '' ? (
          <Suspense fallback={<RecipePlain {...recipeProps} />}>
            <Recipe {...recipeProps} />
          </Suspense>
        ) : null}
      </main>
    </>
  )
}
