import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react'
import type { EngineName, RecipeWarning } from '../../../../shared/recipe-stream.ts'
import type { RecipeStatus } from '../types.ts'
import { revealElement } from '../../../lib/reveal.ts'
import { RecipeActions } from './recipe-actions.tsx'
import { RecipeMarkdown } from './recipe-markdown.tsx'
import { RecipeRegion } from './recipe-region.tsx'
import { RecipeWarnings } from './recipe-warnings.tsx'

export interface RecipeProps {
  markdown: string
  status: RecipeStatus
  engine: EngineName | null
  /** Shown before the recipe: what it uses that the visitor asked to avoid. */
  warnings: readonly RecipeWarning[]
  onAnotherIdea: () => void
  /** Offered here only when the request panel (and its Stop) is gone, e.g. the list shrank. */
  onStop?: (() => void) | undefined
  /** More actions for the finished recipe (save, share…), composed by the app after "Copy recipe". */
  extraActions?: ReactNode
}

const ENGINE_NOTES: Record<EngineName, string> = {
  offline: 'Written by the offline chef: no AI service is configured on this server.',
  llm: 'Written by an AI model. Check allergens and cooking times before you cook.',
}

/** The recipe area: lazily loaded with its markdown renderer (see preload-recipe-chunks.ts). */
export function Recipe({
  markdown,
  status,
  engine,
  warnings,
  onAnotherIdea,
  onStop,
  extraActions,
}: RecipeProps) {
  // Rendering markdown on every streamed token is the costly part; deferring lets React skip
  // stale renders when chunks arrive faster than it can paint.
  const deferredMarkdown = useDeferredValue(markdown)
  const isStreaming = status === 'streaming'
  const sectionRef = useRef<HTMLElement>(null)
  // Only a recipe that just started arriving is scrolled to, not one restored on reload.
  const [isNew] = useState(isStreaming)

  useEffect(() => {
    if (isNew && sectionRef.current) revealElement(sectionRef.current)
  }, [isNew])

  return (
    <RecipeRegion ref={sectionRef} isStreaming={isStreaming}>
      <RecipeWarnings warnings={warnings} />
      <div className="recipe-body">
        <RecipeMarkdown markdown={deferredMarkdown} />
      </div>
      {status === 'stopped' ? (
        <p className="recipe-note">Stopped: this is as far as the recipe got.</p>
      ) : null}
      {engine ? <p className="recipe-note">{ENGINE_NOTES[engine]}</p> : null}
      <RecipeActions
        markdown={markdown}
        isStreaming={isStreaming}
        onAnotherIdea={onAnotherIdea}
        onStop={onStop}
        extraActions={extraActions}
      />
    </RecipeRegion>
  )
}
