import react from '@vitejs/plugin-react'
import { RUNTIME_MODULE_ID } from 'rolldown'
import { defineConfig, type Plugin, type Rollup } from 'vite'

const API_PORT = Number(process.env.API_PORT ?? 3001)

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/**
 * Vite wraps every lazy import in a preload helper (about 0.7 KB gzip in the entry) that also
 * fetches the chunk's CSS and imports, even with `modulePreload: false` (vitejs/vite#18551). Our
 * lazy chunks carry no CSS (the build fails if one ever does) and the page warms them itself,
 * so the helper is swapped for a plain call and the bytes go to the page's own code.
 */
function plainLazyImports(): Plugin {
  return {
    name: 'chef-claude:plain-lazy-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) =>
      id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load()' : undefined,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} imports CSS: lazy imports need Vite's preload helper`)
        }
      }
    },
  }
}

/**
 * Rolldown keeps its helpers (`__commonJSMin`, `__toESM`, `__export`, …) in a chunk of their own
 * once several chunks use them, and does not merge that chunk into the entry (rolldown/rolldown
 * #9963), so a fresh page fetched all of them (0.4 KB gzip) for the one the entry uses: React's
 * CommonJS wrapper. The helpers the entry imports (and the runtime declarations they name) are
 * copied into it, in a scope of their own, so the runtime chunk comes only with the lazy chunks
 * that need it. Anything unexpected in the runtime chunk leaves the entry as it was.
 */
function entryOwnsItsRuntimeHelpers(): Plugin {
  return {
    name: 'chef-claude:entry-owns-its-runtime-helpers',
    apply: 'build',
    generateBundle(_options, bundle) {
      const runtime = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' &&
          file.moduleIds.length === 1 &&
          file.moduleIds[0] === RUNTIME_MODULE_ID,
      )
      if (!runtime) return
      const declarations = new Map<string, { code: string; names: Set<string> }>()
      const exported = new Map<string, string>()
      for (const statement of this.parse(runtime.code).body) {
        if (statement.type === 'VariableDeclaration') {
          for (const declarator of statement.declarations) {
            if (declarator.id.type !== 'Identifier') return
            declarations.set(declarator.id.name, {
              code: runtime.code.slice(declarator.start, declarator.end),
              names: identifierNames(declarator.init),
            })
          }
        } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
          for (const specifier of statement.specifiers) {
            if (specifier.local.type !== 'Identifier' || specifier.exported.type !== 'Identifier')
              return
            exported.set(specifier.exported.name, specifier.local.name)
          }
        } else return
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.imports.includes(runtime.fileName))
          continue
        const from = `./${runtime.fileName.split('/').at(-1)}`
        const imports = this.parse(chunk.code).body.filter(
          (statement) => statement.type === 'ImportDeclaration' && statement.source.value === from,
        )
        const [declaration] = imports
        if (imports.length !== 1 || declaration?.type !== 'ImportDeclaration') continue
        const bindings: string[] = []
        const needed = new Set<string>()
        for (const specifier of declaration.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.imported.type !== 'Identifier')
            return
          const local = exported.get(specifier.imported.name)
          if (!local) return
          bindings.push(`${local}:${specifier.local.name}`)
          needed.add(local)
        }
        // Names a helper uses (its parameters too: a few more lines copied, never one too few).
        for (const name of needed)
          for (const used of declarations.get(name)?.names ?? [])
            if (declarations.has(used)) needed.add(used)
        const copied = [...declarations]
          .filter(([name]) => needed.has(name))
          .map(([, { code }]) => code)
        const helpers = `var{${bindings.join(',')}}=(()=>{var ${copied.join(',')};return{${[...needed].join(',')}}})();`
        chunk.code =
          chunk.code.slice(0, declaration.start) + helpers + chunk.code.slice(declaration.end)
        chunk.imports = chunk.imports.filter((file) => file !== runtime.fileName)
      }
    },
  }
}

/** Every identifier's name in an AST node, however deep. */
function identifierNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) identifierNames(child, names)
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    if (record.type === 'Identifier' && typeof record.name === 'string') names.add(record.name)
    for (const value of Object.values(record)) identifierNames(value, names)
  }
  return names
}

/**
 * `npm run dev`: the page Vite serves names the API's engine as the built one does (the server
 * adds `<meta name="chef-engine">` to index.html; see src/server/static-files.ts), asked from the
 * API's health route. While the API is not up yet the tag is left out and the page waits as the
 * offline chef's does; a reload picks it up.
 */
function devEngineMeta(): Plugin {
  return {
    name: 'chef-claude:dev-engine-meta',
    apply: 'serve',
    async transformIndexHtml() {
      try {
        const health = (await (
          await fetch(`http://127.0.0.1:${API_PORT}/api/health`, {
            signal: AbortSignal.timeout(1_000),
          })
        ).json()) as { engine?: unknown }
        if (health.engine !== 'llm' && health.engine !== 'offline') return []
        return [
          { tag: 'meta', attrs: { name: 'chef-engine', content: health.engine }, injectTo: 'head' },
        ]
      } catch {
        return []
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), plainLazyImports(), entryOwnsItsRuntimeHelpers(), devEngineMeta()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Keep every asset a file: the CSP allows no inline script, style or data: script.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Vite's preload helper (about 0.7 KB gzip in the entry) fetches a lazy chunk's own imports
    // alongside it. Our lazy chunks import nothing but React, already in the entry, and the page
    // warms them itself at three ingredients, so the helper buys nothing on the first load.
    modulePreload: false,
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
    },
  },
})
