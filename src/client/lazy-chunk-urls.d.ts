/** The built URLs of a lazy module's chunk and its imports (scripts/vite/lazy-chunk-urls.ts). */
declare module 'virtual:chunk-urls:*' {
  const urls: readonly string[]
  export default urls
}

/**
 * The built path of a module's chunk, relative to the importing chunk, for `import()` (which
 * resolves it against the importer's own URL): the chunk of a separate entry, imported by URL.
 */
declare module 'virtual:chunk-path:*' {
  const path: string
  export default path
}
