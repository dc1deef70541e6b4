import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type RefObject,
} from 'react'
import { normalizeIngredient } from '../../shared/ingredient-text.ts'
import { MAX_VARIANT, recipeReadiness } from '../../shared/limits.ts'
import { ErrorBoundary } from '../components/error-boundary.tsx'
import { UnreachableAlert } from '../components/unreachable-alert.tsx'
import { UpdatePrompt } from '../features/app-update/components/update-prompt.tsx'
import { ClearedListNotice } from '../features/ingredients/components/cleared-list-notice.tsx'
import { IngredientList } from '../features/ingredients/components/ingredient-list.tsx'
import type { IngredientsState } from '../features/ingredients/hooks/use-ingredients.ts'
import { useRememberedList } from '../features/ingredients/hooks/use-remembered-list.ts'
import { RecipePlain } from '../features/recipe/components/recipe-plain.tsx'
import { RecipeRequestPanel } from '../features/recipe/components/recipe-request-panel.tsx'
import { useRecipeStream } from '../features/recipe/hooks/use-recipe-stream.ts'
import {
  loadRecipeDisplay,
  loadRecipeError,
  preloadRecipeChunks,
} from '../features/recipe/lib/preload-recipe-chunks.ts'
import type { RecipeProps } from '../features/recipe/components/recipe.tsx'
import type KeepPart from './keep.tsx'
import type RecipeFitPart from '../features/recipe-fit/components/recipe-fit.tsx'
import type {
  PreferencesNoteSlot,
  ScaleControlsSlot,
} from '../features/recipe/components/recipe.tsx'
import type { ViewedRecipe } from './viewed-recipe.ts'
import type { ServingsControlsProps } from '../features/servings/components/servings-controls.tsx'

// Should the chunk never load (offline, a deploy in between), the recipe still shows, as text.
const Recipe = lazy<ComponentType<RecipeProps>>(() =>
  loadRecipeDisplay().then(
    (module) => ({ default: module.Recipe }),
    () => ({ default: RecipePlain }),
  ),
)

// Whether the list and the recipe fit the visitor's preferences (marks on the chips, a note on a
// recipe made for other ones): loaded with the first chip, the chef's checker behind it only once
// there is something to check; should it fail to load, the page works as it did without it.
const RecipeFit = lazy<ComponentType<ComponentProps<typeof RecipeFitPart>>>(() =>
  import('../features/recipe-fit/components/recipe-fit.tsx').catch(() => ({
    default: () => null,
  })),
)

// "Servings" and "Metric" / "US" over a finished recipe: loaded as the recipe finishes (the
// rewriting itself on first use); should it fail to load, the recipe shows as written.
const ServingsControls = lazy<ComponentType<ServingsControlsProps>>(() =>
  import('../features/servings/components/servings-controls.tsx').catch(() => ({
    default: () => null,
  })),
)

/** The servings and units controls in the recipe's slot; a failure costs only the controls. */
function ScaleControls({ markdown, readable, keptView }: ScaleControlsSlot) {
  return (
    <ErrorBoundary fallback={null} resetKey={markdown}>
      <Suspense fallback={null}>
        <ServingsControls markdown={markdown} readable={readable} keptView={keptView} />
      </Suspense>
    </ErrorBoundary>
  )
}

// Preloaded with the recipe's code; should it fail to load, the network is the likely culprit.
const RecipeError = lazy(() =>
  loadRecipeError().then(
    (module) => ({ default: module.RecipeError }),
    () => ({ default: UnreachableAlert }),
  ),
)

// Keeping recipes (the saved list, shared links, save, share, download, print) loads as one chunk
// behind one default export (the fewest bytes in this chunk); should it fail to load, the page
// works as it did without it.
const Keep = lazy<ComponentType<ComponentProps<typeof KeepPart>>>(() =>
  import('./keep.tsx').catch(() => ({ default: () => null })),
)

// Nutrition per serving: its reader, the chef's lexicon and the food figures load once a recipe
// is finished; should they fail to load, the recipe shows without it.
const NutritionPart = lazy<ComponentType<{ markdown: string }>>(() =>
  import('./nutrition-part.tsx').catch(() => ({
    default: () => null,
  })),
)

function Nutrition({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={null}>
      <NutritionPart markdown={markdown} />
    </Suspense>
  )
}

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

interface ListAndRecipeProps {
  list: IngredientsState
  /** The add-ingredient field, where focus goes when the list empties or a kept recipe closes. */
  inputRef: RefObject<HTMLInputElement | null>
}

/**
 * Everything under the add-ingredient form: the saved recipes and shared links, the list with
 * its "Get a recipe" panel, and the recipe area with its ideas. A fresh page shows none of it,
 * so its code (the recipe session among it) loads on the visitor's first interaction, or with
 * the first paint when there is something from before to show (lib/stored-visit.ts).
 * (A default export: the lazy chunk's only one, and the fewest bytes in the first load.)
 */
export default function ListAndRecipe({ list, inputRef }: ListAndRecipeProps) {
  const recipe = useRecipeStream()
  const { ingredients } = list
  const readiness = recipeReadiness(ingredients.length)
  const isNearPanel = readiness.isNearlyReady
  const [viewed, setViewed] = useState<ViewedRecipe | null>(null)
  useRememberedList(ingredients)

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
      <ErrorBoundary fallback={<SavedListFailed />}>
        <Suspense fallback={null}>
          <Keep part="sources" viewed={viewed} onView={setViewed} />
        </Suspense>
      </ErrorBoundary>
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
              ScaleControls={ScaleControls}
              Nutrition={Nutrition}
              extraActions={
                <Suspense fallback={null}>
                  <Keep part="actions" {...recipeProps} />
                </Suspense>
              }
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {/* Here, not in the first load: the worker is registered once the page is in use. */}
      <UpdatePrompt />
    </>
  )
}
