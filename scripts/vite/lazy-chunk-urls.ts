import path from 'node:path'
import type { Plugin } from 'vite'

const PREFIX = 'virtual:chunk-urls:'
const MARKER = '__CHEF_CHUNK_URLS__'
const PATH_PREFIX = 'virtual:chunk-path:'
const PATH_MARKER = '__CHEF_CHUNK_PATH__'

/**
 * `import urls from 'virtual:chunk-urls:src/…/module.ts'`: the built URLs of the chunk a lazy
 * `import()` of that module loads, and of every chunk it imports in turn, without loading any.
 * The page warms a large lazy chunk with `<link rel="modulepreload">` (fetched and compiled, not
 * run) instead of `import()`, which would also run it: the device chef's chunk (1.7 MB, its
 * lexicon and dishes) took ~200 ms of main thread to run, a pause a visitor's tap could land in,
 * for a chef that may never be needed. A module preload fetches one file, not its imports, so
 * they are listed too: offline, the later `import()` must find every one of them.
 *
 * The list is written when the chunks are rendered (the chunk graph is known then): each URL is
 * relative to the chunk that holds the list, resolved against its own `import.meta.url`, exactly
 * as the `import()` beside it resolves, whatever the build's base. The file names carry Rolldown's
 * hash placeholders, which it fills in (and hashes this chunk by) like its own import paths. In
 * dev the list is the module's own path.
 *
 * `import chunkPath from 'virtual:chunk-path:src/…/module.ts'`: that module's chunk alone, as a
 * path relative to the importing chunk, for an `import()` the bundler must not follow: the page's
 * entry loads the app (an entry of its own) that way after the first frame (src/client/boot.ts).
 */
export function lazyChunkUrls({ root }: { root: string }): Plugin {
  let isBuild = false
  return {
    name: 'chef-claude:lazy-chunk-urls',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(PATH_PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      const isPath = id.startsWith(`\0${PATH_PREFIX}`)
      if (!isPath && !id.startsWith(`\0${PREFIX}`)) return undefined
      const source = id.slice((isPath ? PATH_PREFIX : PREFIX).length + 1)
      if (!isBuild)
        return `export default ${JSON.stringify(isPath ? `/${source}` : [`/${source}`])}`
      const marker = isPath ? PATH_MARKER : MARKER
      return `export default ${marker}(${JSON.stringify(path.join(root, source))})`
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(MARKER) && !code.includes(PATH_MARKER)) return null
      const chunkOf = (moduleId: string) => {
        const target = Object.values(chunks).find((each) => each.facadeModuleId === moduleId)
        if (!target) throw new Error(`${moduleId} is not a chunk of its own: is it import()ed?`)
        return target
      }
      const relativePath = (fileName: string) =>
        `./${path.posix.relative(path.posix.dirname(chunk.fileName), fileName)}`
      // A specifier relative to this chunk, which `import()` resolves against this chunk's own
      // URL, as it does its own import paths.
      code = code.replace(
        new RegExp(`${PATH_MARKER}\\(("[^"]*")\\)`, 'g'),
        (_whole, quotedId: string) =>
          JSON.stringify(relativePath(chunkOf(JSON.parse(quotedId) as string).fileName)),
      )
      return code.replace(
        new RegExp(`${MARKER}\\(("[^"]*")\\)`, 'g'),
        (_whole, quotedId: string) => {
          const target = chunkOf(JSON.parse(quotedId) as string)
          const files: string[] = []
          const visit = (fileName: string) => {
            if (files.includes(fileName)) return
            files.push(fileName)
            for (const imported of chunks[fileName]?.imports ?? []) visit(imported)
          }
          visit(target.fileName)
          const urls = files.map(
            (fileName) => `new URL(${JSON.stringify(relativePath(fileName))},import.meta.url).href`,
          )
          return `[${urls.join(',')}]`
        },
      )
    },
  }
}
