import { lazy, useState, type ComponentType } from 'react'

/**
 * A part of the page whose code is a lazy chunk, as React's `lazy`, with two differences: the
 * chunk can be fetched ahead (`preload`), and a part whose chunk is already in renders at once,
 * with no Suspense frame in between (a returning visitor's first paint, say). Should the chunk
 * fail to load, `onFailure` renders in its place. Render `Part` under a Suspense boundary.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  onFailure: ComponentType<P>,
) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      () => (loaded = onFailure),
    ))
  const Deferred = lazy(() => preload().then((component) => ({ default: component })))

  function Part(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // be a different component to React, and would reset the part's state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Deferred)
    return <Component {...props} />
  }
  return { Part, preload }
}
