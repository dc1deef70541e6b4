import { Component, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** What shows instead of children that failed to render. */
  fallback: ReactNode
  /** A new value (a new recipe, say) tries the children again. */
  resetKey?: unknown
  children: ReactNode
}

interface ErrorBoundaryState {
  hasFailed: boolean
  resetKey: unknown
}

/**
 * Keeps one part's failure to render from blanking the whole page: that part shows `fallback`
 * and everything around it keeps working. A class, as React offers error boundaries no other way.
 * React itself reports the error (console.error), so nothing is swallowed silently.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasFailed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasFailed: true }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { hasFailed: false, resetKey: props.resetKey }
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children
  }
}
