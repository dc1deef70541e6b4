import { useDeferredValue, useEffect, useRef, useState } from 'react'
import type { EngineName, RecipeWarning } from '../../../../shared/recipe-stream.ts'
import type { RecipeStatus } from '../types.ts'
import { revealElement } from '../../../lib/reveal.ts'
import { RecipeActions } from './recipe-actions.tsx'
import { RecipeIdeas } from './recipe-ideas.tsx'
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
  /** The finished ideas for this list, oldest first, and the one on screen. */
  ideas: readonly { markdown: string }[]
  ideaIndex: number
  /** Shows an earlier (or later) idea again, without asking the server. */
  onShowIdea: (index: number) => void
  /** Offered here only when the request panel (and its Stop) is gone, e.g. the list shrank. */
  onStop?: (() => void) | undefined
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
  ideas,
  ideaIndex,
  onShowIdea,
  onStop,
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
      <RecipeIdeas
        ideas={ideas}
        ideaIndex={ideaIndex}
        markdown={markdown}
        isStreaming={isStreaming}
        onShowIdea={onShowIdea}
      />
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
      />
    </RecipeRegion>
  )
}
