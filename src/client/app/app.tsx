import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react'
import { normalizeIngredient } from '../../shared/ingredient-text.ts'
import { MAX_INGREDIENTS, MAX_VARIANT, recipeReadiness } from '../../shared/limits.ts'
import { AppHeader } from '../components/app-header.tsx'
import { useWantedAfterInteraction } from '../hooks/use-wanted-after-interaction.ts'
import { hasKeptRecipeToShow } from '../lib/kept-recipe-keys.ts'
import { ErrorBoundary } from '../components/error-boundary.tsx'
import { ClearedListNotice } from '../features/ingredients/components/cleared-list-notice.tsx'
import { IngredientForm } from '../features/ingredients/components/ingredient-form.tsx'
import { IngredientList } from '../features/ingredients/components/ingredient-list.tsx'
import { RecipePlain } from '../features/recipe/components/recipe-plain.tsx'
import { RecipeRequestPanel } from '../features/recipe/components/recipe-request-panel.tsx'
import { useIngredients } from '../features/ingredients/hooks/use-ingredients.ts'
import { useRecipeStream } from '../features/recipe/hooks/use-recipe-stream.ts'
import {
  loadRecipeDisplay,
  loadRecipeError,
  preloadRecipeChunks,
} from '../features/recipe/lib/preload-recipe-chunks.ts'
import type { RecipeProps } from '../features/recipe/components/recipe.tsx'
import type KeepPart from './keep.tsx'
import type RecipeFitPart from '../features/recipe-fit/components/recipe-fit.tsx'
import type { PreferencesNoteSlot } from '../features/recipe/components/recipe.tsx'
import type { ViewedRecipe } from './viewed-recipe.ts'

// Should the chunk never load (offline, a deploy in between), the recipe still shows, as text.
const Recipe = lazy<ComponentType<RecipeProps>>(() =>
  loadRecipeDisplay().then(
    (module) => ({ default: module.Recipe }),
    () => ({ default: RecipePlain }),
  ),
)

// Preferences are the form's optional extra: their control, state and checks load on their own,
// and should that fail, the form works as it always did.
// (A default export: the lazy chunk's only one, and the fewest bytes in the first load.)
const PreferencesControl = lazy<ComponentType>(() =>
  import('../features/preferences/components/preferences-control.tsx').catch(() => ({
    default: () => null,
  })),
)

// Whether the list and the recipe fit the visitor's preferences (marks on the chips, a note on a
// recipe made for other ones): loaded with the first chip, the chef's checker behind it only once
// there is something to check; should it fail to load, the page works as it did without it.
const RecipeFit = lazy<ComponentType<ComponentProps<typeof RecipeFitPart>>>(() =>
  import('../features/recipe-fit/components/recipe-fit.tsx').catch(() => ({
    default: () => null,
  })),
)

// Preloaded with the recipe's code; should it fail to load, the network is the likely culprit.
const RecipeError = lazy(() =>
  loadRecipeError().then(
    (module) => ({ default: module.RecipeError }),
    () => ({ default: UnreachableAlert }),
  ),
)

// Keeping recipes (the saved list, shared links, save, share, download, print) loads as one chunk
// behind one default export (the fewest bytes in the first load): with the first paint only when
// there is a shared link or a saved recipe to show, otherwise on the visitor's first interaction;
// should it fail to load, the page works as it did without it.
const Keep = lazy<ComponentType<ComponentProps<typeof KeepPart>>>(() =>
  import('./keep.tsx').catch(() => ({ default: () => null })),
)

function PreferencesNote(note: PreferencesNoteSlot) {
  return (
    <Suspense fallback={null}>
      <RecipeFit part="note" {...note} />
    </Suspense>
  )
}

function SavedListFailed() {
  return <p role="alert">Your saved recipes could not be shown. The rest of the page works.</p>
}

function UnreachableAlert() {
  return <p role="alert">Could not reach Chef Claude. Check your connection and try again.</p>
}

export function App() {
  const list = useIngredients()
  const recipe = useRecipeStream()
  const inputRef = useRef<HTMLInputElement>(null)
  const { ingredients } = list
  const readiness = recipeReadiness(ingredients.length)
  const isNearPanel = readiness.isNearlyReady
  const [viewed, setViewed] = useState<ViewedRecipe | null>(null)
  const isKeepWanted = useWantedAfterInteraction(hasKeptRecipeToShow)

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

  function closeViewed() {
    setViewed(null)
    inputRef.current?.focus()
  }

  function handleUndo() {
    inputRef.current?.focus()
    list.undoClear()
  }

  function handleGetRecipe() {
    void recipe.start({ ingredients: ingredients.map((ingredient) => ingredient.text), variant: 0 })
  }

  // "Add cabbage and I can make Bubble and Squeak": on the list, and asked for at once.
  function handleAddSuggestion(item: string) {
    if (list.addIngredient(item) !== 'added') return
    const texts = ingredients.map((ingredient) => ingredient.text)
    void recipe.start({ ingredients: [...texts, normalizeIngredient(item)], variant: 0 })
  }

  // A saved or shared recipe shows in place of the visitor's own until they close it or a new
  // recipe of theirs starts (however it was asked for).
  if (viewed && recipe.status === 'streaming') setViewed(null)
  const kept = viewed && viewed.origin !== 'broken-link' ? viewed.recipe : null

  const hasRequestPanel = readiness.isReady
  const recipeProps = {
    ...recipe.shown,
    status: recipe.status,
    request: recipe.query,
    onAnotherIdea: recipe.anotherIdea,
    ideas: recipe.ideas,
    ideaIndex: recipe.ideaIndex,
    onShowIdea: recipe.showIdea,
    nav: recipe.nav,
    onShowList: recipe.showList,
    onAddIngredient: handleAddSuggestion,
    list: ingredients,
    onNewRecipe: handleGetRecipe,
    arrivals: recipe.arrivals,
    // Removing ingredients mid-stream can take the panel, and its Stop, away.
    onStop: hasRequestPanel ? undefined : recipe.stop,
    stop: recipe.stop,
    waitingFor: recipe.waitingFor,
    isThinking: recipe.isThinking,
    ...(kept && {
      ...kept,
      // Not one of the ideas for the visitor's list: no steps between ideas, never "stale".
      ideas: [],
      ideaIndex: 0,
      nav: undefined,
      kind: undefined,
      suggestions: undefined,
      onAddIngredient: undefined,
      // A kept recipe carries no cut-short note; the visitor's own recipe's note is not its own.
      notice: undefined,
      // The next idea for the list the kept recipe was made from.
      onAnotherIdea: () =>
        void recipe.start({
          ...kept.request,
          variant: Math.min(kept.request.variant + 1, MAX_VARIANT),
        }),
    }),
  }

  return (
    <>
      <AppHeader />
      <main className="app-main">
        <IngredientForm
          inputRef={inputRef}
          onAdd={list.addIngredient}
          onAddMany={list.addIngredients}
          missingForRecipe={readiness.missing}
          isListFull={ingredients.length >= MAX_INGREDIENTS}
          isListEmpty={ingredients.length === 0}
        >
          <Suspense fallback={null}>
            <PreferencesControl />
          </Suspense>
        </IngredientForm>
        {isKeepWanted ? (
          <ErrorBoundary fallback={<SavedListFailed />}>
            <Suspense fallback={null}>
              <Keep part="sources" viewed={viewed} onView={setViewed} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <ClearedListNotice clearedCount={list.clearedCount} onUndo={handleUndo} />
        {ingredients.length > 0 ? (
          <IngredientList
            ingredients={ingredients}
            onRemove={handleRemove}
            onClear={handleClear}
            onReplace={list.replaceIngredient}
            renderMark={(text) => (
              <Suspense fallback={null}>
                <RecipeFit part="chip" text={text} />
              </Suspense>
            )}
          >
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
        {viewed ? (
          <Suspense fallback={null}>
            <Keep part="note" viewed={viewed} onClose={closeViewed} />
          </Suspense>
        ) : null}
        {recipeProps.markdown !== '' || recipe.waitingFor ? (
          // A recipe that cannot render (whatever its source: the AI, storage, a link) shows as
          // text; a new recipe tries the display again.
          <ErrorBoundary
            resetKey={recipeProps.markdown}
            fallback={<RecipePlain markdown={recipeProps.markdown} status="done" hasFailed />}
          >
            <Suspense fallback={<RecipePlain markdown="" status={recipeProps.status} />}>
              <Recipe
                {...recipeProps}
                PreferencesNote={PreferencesNote}
                extraActions={
                  <Suspense fallback={null}>
                    <Keep part="actions" {...recipeProps} />
                  </Suspense>
                }
              />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </main>
    </>
  )
}
