interface ClearedListNoticeProps {
  /** How many ingredients were cleared; 0 renders the (empty) live region only. */
  clearedCount: number
  onUndo: () => void
}

/**
 * "Clear list" asks no question; it says what it did and offers Undo instead. The live region is
 * always there, so screen readers hear the message when it appears.
 */
export function ClearedListNotice({ clearedCount, onUndo }: ClearedListNoticeProps) {
  return (
    <div className="cleared-notice" role="status">
      {clearedCount > 0 ? (
        <div className="cleared-notice__body">
          <p>Cleared {clearedCount === 1 ? 'one ingredient' : `${clearedCount} ingredients`}.</p>
          <button type="button" className="button button--secondary" onClick={onUndo}>
            Undo
          </button>
        </div>
      ) : null}
    </div>
  )
}
