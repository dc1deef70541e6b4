import { useEffect, useRef, useState } from 'react'
import { recipeTitle } from '../../../lib/recipe-title.ts'
import type { SavedRecipe } from '../../../lib/saved-state.ts'
import { shareLinkFor, ShareLinkError, type ShareLinkProblem } from '../lib/share-link.ts'

interface ShareButtonProps {
  /** Memoised by the caller: a new object means a new link to make. */
  recipe: SavedRecipe
  isStreaming: boolean
  /** Says how sharing went, in the recipe's status line; `isProblem` for a failure. */
  onMessage: (text: string, isProblem: boolean) => void
}

type Prepared = { for: SavedRecipe; link: string } | { for: SavedRecipe; problem: ShareLinkProblem }

const PROBLEMS: Record<ShareLinkProblem, string> = {
  'too-long': 'This recipe is too long to share as a link. Download it instead.',
  unsupported: 'This browser can’t make share links. Download the recipe instead.',
  damaged: 'Couldn’t make a link for this recipe. Download it instead.',
}

/**
 * "Share": a link that carries the recipe itself (see share-link.ts). On a phone it opens the
 * system share sheet; elsewhere it copies the link and says so, or, where copying is refused,
 * shows the link to copy by hand. The link is made as soon as the recipe is finished, so the
 * click can share at once: browsers allow sharing and copying only straight after a click.
 */
export function ShareButton({ recipe, isStreaming, onMessage }: ShareButtonProps) {
  const [prepared, setPrepared] = useState<Prepared | null>(null)
  const [manual, setManual] = useState<{ for: SavedRecipe; link: string } | null>(null)
  const fieldRef = useRef<HTMLInputElement>(null)
  const manualLink = manual?.for === recipe ? manual.link : null

  useEffect(() => {
    if (isStreaming) return
    let isCurrent = true
    void prepare(recipe).then((next) => {
      if (isCurrent) setPrepared(next)
    })
    return () => {
      isCurrent = false
    }
  }, [recipe, isStreaming])

  useEffect(() => {
    fieldRef.current?.focus()
    fieldRef.current?.select()
  }, [manualLink])

  async function copy(link: string) {
    try {
      // Missing outside secure contexts; the TypeError lands in the catch like a refusal.
      await navigator.clipboard.writeText(link)
      setManual(null)
      onMessage('Link copied', false)
    } catch {
      setManual({ for: recipe, link })
      onMessage('Couldn’t copy the link: copy it from the field below.', true)
    }
  }

  function handleClick() {
    if (isStreaming) return
    if (prepared?.for === recipe) deliver(prepared)
    // Clicked the moment the recipe finished: make the link now (some browsers may then refuse
    // the share sheet or the clipboard, and the link shows to copy by hand).
    else void prepare(recipe).then(deliver)
  }

  function deliver(ready: Prepared) {
    if ('problem' in ready) {
      onMessage(PROBLEMS[ready.problem], true)
    } else if (canUseShareSheet()) {
      const { link } = ready
      navigator
        .share({ title: recipeTitle(recipe.markdown), url: link })
        .catch((error: unknown) => {
          // The visitor closed the sheet: nothing to say. Anything else: copying still works.
          if (!(error instanceof DOMException && error.name === 'AbortError')) void copy(link)
        })
    } else {
      void copy(ready.link)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={handleClick}
        aria-disabled={isStreaming}
      >
        Share
      </button>
      {manualLink ? (
        <label className="share-link-field">
          <span>Link to this recipe</span>
          <input ref={fieldRef} type="url" readOnly value={manualLink} />
        </label>
      ) : null}
    </>
  )
}

/** The link for a recipe, or why there is none; never rejects. */
function prepare(recipe: SavedRecipe): Promise<Prepared> {
  return shareLinkFor(recipe).then(
    (link) => ({ for: recipe, link }),
    (error: unknown) => ({
      for: recipe,
      problem: error instanceof ShareLinkError ? error.problem : 'damaged',
    }),
  )
}

/** Phones and tablets: the share sheet is how links travel there. Desktops get the clipboard. */
function canUseShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    (window.matchMedia?.('(pointer: coarse)').matches ?? false)
  )
}
