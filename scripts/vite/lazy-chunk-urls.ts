import path from 'node:path'
import type { Plugin } from 'vite'

const PREFIX = 'virtual:chunk-urls:'
const MARKER = '__CHEF_CHUNK_URLS__'

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
 */
export function lazyChunkUrls({ root }: { root: string }): Plugin {
  let isBuild = false
  return {
    name: 'chef-claude:lazy-chunk-urls',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const source = id.slice(PREFIX.length + 1)
      if (!isBuild) return `export default ${JSON.stringify([`/${source}`])}`
      return `export default ${MARKER}(${JSON.stringify(path.join(root, source))})`
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(MARKER)) return null
      return code.replace(
        new RegExp(`${MARKER}\\(("[^"]*")\\)`, 'g'),
        (_whole, quotedId: string) => {
          const moduleId = JSON.parse(quotedId) as string
          const target = Object.values(chunks).find((each) => each.facadeModuleId === moduleId)
          if (!target) throw new Error(`${moduleId} is not a chunk of its own: is it import()ed?`)
          const files: string[] = []
          const visit = (fileName: string) => {
            if (files.includes(fileName)) return
            files.push(fileName)
            for (const imported of chunks[fileName]?.imports ?? []) visit(imported)
          }
          visit(target.fileName)
          const urls = files.map((fileName) => {
            const relative = path.posix.relative(path.posix.dirname(chunk.fileName), fileName)
            return `new URL(${JSON.stringify(`./${relative}`)},import.meta.url).href`
          })
          return `[${urls.join(',')}]`
        },
      )
    },
  }
}
