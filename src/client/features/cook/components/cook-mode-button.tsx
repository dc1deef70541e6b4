import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { readCookProgress } from '../lib/cook-progress.ts'
import type { CookModeDialogProps } from './cook-mode-dialog.tsx'

// The dialog, its reader and its timers load on the first click (or when a reload finds cook
// mode was open): the page's first load carries only this button.
const CookModeDialog = lazy<ComponentType<CookModeDialogProps>>(() =>
  import('./cook-mode-dialog.tsx').catch(() => ({ default: CookModeUnavailable })),
)

interface CookModeButtonProps {
  /** The recipe, bounded as the page renders it. */
  markdown: string
  /** The recipe as the page shows it (scaled, converted), when it differs from `markdown`. */
  shown?: string | undefined
  isStreaming: boolean
}

/**
 * "Cook mode": opens the recipe full screen, a step at a time, with the screen kept on. A
 * reload (or a phone discarding the tab) while it is open opens it again where the cook was.
 */
export function CookModeButton({ markdown, shown, isStreaming }: CookModeButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  // The recipe cook mode is open on: another recipe in its place closes it. A reload (the
  // recipe restored as the page loads) finds it open where the cook left it.
  const [openOn, setOpenOn] = useState<string | null>(() =>
    !isStreaming && readCookProgress(markdown).open ? markdown : null,
  )
  const isOpen = openOn === markdown && !isStreaming

  function handleClose() {
    setOpenOn(null)
    buttonRef.current?.focus()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary"
        onClick={() => {
          if (!isStreaming) setOpenOn(markdown)
        }}
        aria-disabled={isStreaming}
        aria-haspopup="dialog"
      >
        Cook mode
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CookModeDialog
            markdown={markdown}
            shown={shown === markdown ? undefined : shown}
            onClose={handleClose}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** Should the dialog's code fail to load (offline, a deploy in between), the click does nothing. */
function CookModeUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => onClose(), [onClose])
  return null
}
