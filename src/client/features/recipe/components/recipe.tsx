import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import type {
  RecipeAnswerKind,
  RecipeNotice,
  RecipeSuggestion,
  RecipeWarning,
} from '../../../../shared/recipe-stream.ts'
import type { RecipeQuery, RecipeStatus } from '../types.ts'
import type { SavedRecipe } from '../../../lib/saved-state.ts'
import type { RecipeWriter } from '../../../lib/recipe-writer.ts'
import { revealElement } from '../../../lib/reveal.ts'
import { useRecipeView, useShownMarkdown } from '../../../hooks/use-recipe-view.ts'
import { AS_WRITTEN } from '../../../lib/recipe-view/recipe-view.ts'
import { boundMarkdownNesting } from '../lib/bound-markdown-nesting.ts'
import { RecipeActions } from './recipe-actions.tsx'
import { RecipeIdeas } from './recipe-ideas.tsx'
import { RecipeMarkdown } from './recipe-markdown.tsx'
import { RecipeRegion } from './recipe-region.tsx'
import { RecipeStale } from './recipe-stale.tsx'
import { RecipeSuggestions } from './recipe-suggestions.tsx'
import { RecipeWaiting } from './recipe-waiting.tsx'
import { RecipeWarnings } from './recipe-warnings.tsx'
import { isAiChef } from '../lib/page-engine.ts'
import { isSameList, type IdeasNav } from '../lib/recipe-session-state.ts'
import { isIdea, suggestionsOf } from '../lib/recipe-session-answers.ts'
import { StillNeed } from './still-need.tsx'
import { MAX_INGREDIENTS, recipeReadiness } from '../../../../shared/limits.ts'

export interface RecipeProps {
  markdown: string
  status: RecipeStatus
  engine: RecipeWriter | null
  /** Shown before the recipe: what it uses that the visitor asked to avoid. */
  warnings: readonly RecipeWarning[]
  /** Shown under the recipe once it is whole: what it uses that is not on the list. */
  needs?: unknown
  onAnotherIdea: () => void
  /** The finished ideas for this list, oldest first, and the one on screen. */
  ideas: readonly SavedRecipe[]
  ideaIndex: number
  /** Shows an earlier (or later) idea again, without asking the server. */
  onShowIdea: (index: number) => void
  /** The steps between ideas and lists; absent for a recipe that is not the visitor's own. */
  nav?: IdeasNav | undefined
  /** Shows the ideas of another list asked about this visit ("Earlier ideas"). */
  onShowList?: ((list: number) => void) | undefined
  /** What kind of answer this is, as the server said (absent: read from its heading). */
  kind?: RecipeAnswerKind | undefined
  /** An out-of-ideas answer's "add one more ingredient" suggestions, as the server sent them. */
  suggestions?: readonly RecipeSuggestion[] | undefined
  /** Adds a suggested ingredient to the list and asks for a recipe with it. */
  onAddIngredient?: ((ingredient: string) => void) | undefined
  /** The visitor's list as it is now: a recipe from another list is marked as such. */
  list: readonly { text: string }[]
  /** Asks for a recipe for the list as it is now. */
  onNewRecipe: () => void
  /** How many recipes have begun arriving since the page loaded (not counting a restored one). */
  arrivals: number
  /** Offered here only when the request panel (and its Stop) is gone, e.g. the list shrank. */
  onStop?: (() => void) | undefined
  /** Why the recipe ended early, said under it (cut off, or stopped by the AI's filter). */
  notice?: RecipeNotice | undefined
  /** The request out while nothing of its recipe has arrived; null or absent otherwise. */
  waitingFor?: RecipeQuery | null
  /** The AI said it is reasoning before it writes. */
  isThinking?: boolean
  /** Stops the request: offered beside "Another idea" while it waits for the AI. */
  stop?: () => void
  /** More actions for the finished recipe (save, share…), composed by the app after "Copy recipe". */
  extraActions?: ReactNode
  /** The query that wrote the recipe on screen, with the preferences it was made for. */
  request?: { ingredients: readonly string[]; preferences?: unknown } | null
  /**
   * The note on the visitor's finished recipe when it was made for other preferences than theirs
   * now (composed by the app): `madeFor` is its request's preferences as stored.
   */
  PreferencesNote?: ComponentType<PreferencesNoteSlot>
  /** Nutrition per serving under the finished recipe (composed by the app, its code lazy). */
  Nutrition?: ComponentType<{ markdown: string }>
  /** The servings and units a saved recipe or shared link carries, as stored. */
  view?: unknown
  /** "Servings" and "Metric" / "US" for the finished recipe (composed by the app). */
  ScaleControls?: ComponentType<ScaleControlsSlot>
}

export interface ScaleControlsSlot {
  /** The recipe as it came: the key its servings and units are kept under. */
  markdown: string
  /** The recipe bounded as the page renders it: what may be read. */
  readable: string
  /** The servings and units a saved recipe or shared link carries, as stored. */
  keptView: unknown
}

export interface PreferencesNoteSlot {
  madeFor: unknown
  markdown: string
  /** Absent when the list's own note offers the new recipe (one button, not two). */
  onNewRecipe?: (() => void) | undefined
  /** Told what in the recipe clashes with the visitor's preferences now, as the note names it. */
  onClashes: (items: readonly string[]) => void
}

const ENGINE_NOTES: Record<RecipeWriter, string> = {
  offline: 'Written by our offline chef, not an AI.',
  device: 'Written by our offline chef on this device',
  llm: 'Written by an AI model. Check allergens and cooking times before you cook.',
}

const NOTICE_NOTES: Record<RecipeNotice['code'], string> = {
  truncated: 'This recipe was cut off before the end.',
  filtered: 'The AI service stopped this recipe early.',
}

/**
 * The recipe area: lazily loaded with its markdown renderer (see preload-recipe-chunks.ts). With
 * nothing on screen yet it shows only the wait for an AI (the offline chef shows nothing, as it
 * always did); the recipe itself mounts with its first words, so they show at once rather than a
 * deferred render later.
 */
export function Recipe(props: RecipeProps) {
  if (props.markdown !== '') return <RecipeShown {...props} />
  return isWaitingForAi(props.waitingFor) ? (
    <RecipeRegion isStreaming={false}>
      <RecipeWaiting isThinking={props.isThinking ?? false} onStop={props.onStop} />
    </RecipeRegion>
  ) : null
}

/** A request out to the AI, nothing of its recipe arrived yet. */
function isWaitingForAi(waitingFor: RecipeQuery | null | undefined): boolean {
  return waitingFor != null && waitingFor.engine !== 'offline' && isAiChef()
}

function RecipeShown({
  markdown,
  status,
  engine,
  warnings,
  needs,
  onAnotherIdea,
  ideas,
  ideaIndex,
  onShowIdea,
  nav,
  onShowList,
  kind,
  suggestions,
  onAddIngredient,
  list,
  onNewRecipe,
  arrivals,
  onStop,
  notice,
  waitingFor,
  isThinking = false,
  stop,
  extraActions,
  request: madeWith,
  PreferencesNote,
  Nutrition,
  view: keptView,
  ScaleControls,
}: RecipeProps) {
  // Rendering markdown on every streamed token is the costly part; deferring lets React skip
  // stale renders when chunks arrive faster than it can paint.
  const deferredMarkdown = useDeferredValue(markdown)
  const isStreaming = status === 'streaming'
  const sectionRef = useRef<HTMLElement>(null)

  // A new recipe (not a restored one), as its first words arrive, or as this display mounts if
  // they beat its code: bring it into view and put focus at its start, unless the visitor is
  // typing somewhere.
  useEffect(() => {
    const section = sectionRef.current
    if (arrivals > 0 && section && !isTyping(document.activeElement)) {
      revealElement(section)
      section.querySelector<HTMLElement>('#recipe-heading')?.focus({ preventScroll: true })
    }
  }, [arrivals])

  function handleNewRecipe() {
    // The note and its button go as the new recipe starts: focus waits at the recipe's start.
    sectionRef.current?.querySelector<HTMLElement>('#recipe-heading')?.focus()
    onNewRecipe()
  }

  // An earlier recipe stays on screen while the AI has sent nothing of the next: the area says
  // so. For "Another idea" the line sits by the actions, where the visitor is, with its own Stop;
  // otherwise at the top, under the request panel and its Stop.
  const isWaitingAtActions = isWaitingForAi(waitingFor) && (waitingFor?.variant ?? 0) > 0
  function stopWaiting() {
    // Stop leaves with the wait: focus goes to "Another idea", beside it, not to the page body.
    sectionRef.current?.querySelector<HTMLElement>('.recipe-actions .button')?.focus()
    stop?.()
  }
  const waitingLine = isWaitingForAi(waitingFor) ? (
    <RecipeWaiting
      isThinking={isThinking}
      onStop={isWaitingAtActions && stop ? stopWaiting : onStop}
    />
  ) : null

  // Buttons once the answer is whole: while it streams, its lines show as they arrive.
  const additions = isStreaming ? [] : suggestionsOf({ markdown, kind, suggestions })
  const isRecipe = isIdea({ markdown, kind })
  // A finished recipe shows in the servings and units the cook chose (as written until then).
  const [view] = useRecipeView(markdown, keptView)
  const isScalable = !isStreaming && isRecipe
  const bounded = useMemo(
    () => (isScalable ? boundMarkdownNesting(deferredMarkdown) : deferredMarkdown),
    [isScalable, deferredMarkdown],
  )
  const shownMarkdown = useShownMarkdown(bounded, isScalable ? view : AS_WRITTEN)

  const request = ideas[ideaIndex]?.request
  const isStale =
    !isStreaming &&
    request !== undefined &&
    !isSameList(
      request.ingredients,
      list.map((item) => item.text),
    )

  // Only the visitor's own finished recipe (one of the ideas for their list) follows their
  // preferences: a saved or shared one was made for whoever made it.
  const isOwnFinished = !isStreaming && ideas.length > 0 && madeWith != null
  // One button for a new recipe: the list's note has it when the list changed too.
  const canAskAgain = !isStale && recipeReadiness(list.length).missing === 0
  // What the server warned about, and what the note names as clashing with the preferences now,
  // is not something to buy.
  const [noteClashes, setNoteClashes] = useState<readonly string[]>([])
  const clashing = [
    ...warnings.flatMap((warning) => warning.items),
    ...(isOwnFinished ? noteClashes : []),
  ]

  return (
    <RecipeRegion ref={sectionRef} isStreaming={isStreaming && !waitingLine}>
      {isStale ? <RecipeStale listLength={list.length} onNewRecipe={handleNewRecipe} /> : null}
      {isOwnFinished && PreferencesNote ? (
        <PreferencesNote
          madeFor={madeWith.preferences}
          markdown={markdown}
          onNewRecipe={canAskAgain ? handleNewRecipe : undefined}
          onClashes={setNoteClashes}
        />
      ) : null}
      {isWaitingAtActions ? null : waitingLine}
      {nav ? (
        <RecipeIdeas
          nav={nav}
          isStreaming={isStreaming}
          onShowIdea={onShowIdea}
          onShowList={onShowList}
        />
      ) : null}
      <RecipeWarnings warnings={warnings} />
      {isScalable && ScaleControls ? (
        <ScaleControls markdown={markdown} readable={bounded} keptView={keptView} />
      ) : null}
      <div className="recipe-body">
        {additions.length > 0 && onAddIngredient ? (
          <RecipeSuggestions
            markdown={deferredMarkdown}
            suggestions={additions}
            onAdd={onAddIngredient}
            isListFull={list.length >= MAX_INGREDIENTS}
          />
        ) : (
          <RecipeMarkdown markdown={shownMarkdown} />
        )}
      </div>
      {notice ? <p className="recipe-notice">{NOTICE_NOTES[notice.code]}</p> : null}
      {/* A fresh list for each recipe: ticks belong to the recipe they were made on. */}
      {isStreaming ? null : <StillNeed key={markdown} needs={needs} clashing={clashing} />}
      {/* In the servings and units on screen: the table follows them. */}
      {Nutrition && isScalable ? <Nutrition markdown={shownMarkdown} /> : null}
      {status === 'stopped' ? (
        <p className="recipe-note">Stopped: this is as far as the recipe got.</p>
      ) : null}
      {engine ? <p className="recipe-note">{ENGINE_NOTES[engine]}</p> : null}
      {isWaitingAtActions ? waitingLine : null}
      <RecipeActions
        markdown={markdown}
        isRecipe={isRecipe}
        isStreaming={isStreaming}
        onAnotherIdea={onAnotherIdea}
        onStop={onStop}
        extraActions={extraActions}
      />
    </RecipeRegion>
  )
}

/** A field the visitor types into: focus is never taken from it. */
function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true
  return (
    element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(element.type)
  )
}
