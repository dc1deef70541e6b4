/** The built URLs of a lazy module's chunk and its imports (scripts/vite/lazy-chunk-urls.ts). */
declare module 'virtual:chunk-urls:*' {
  const urls: readonly string[]
  export default urls
}
