/**
 * jsdom has <dialog> but not showModal() or close(): enough of them for component tests (the
 * browser tests exercise the real ones, with focus trapping and Escape).
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  proto.close ??= function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}
