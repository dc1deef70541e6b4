import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { prerenderShell } from './scripts/vite/prerender-shell.ts'
import { inlineStylesheet } from './scripts/vite/inline-stylesheet.ts'
import { lazyChunkUrls } from './scripts/vite/lazy-chunk-urls.ts'
import { pwa } from './scripts/vite/pwa.ts'

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
 * pluralize is a UMD module that checks `typeof require` before taking the CommonJS branch. Any
 * mention of `require` makes the bundler ship its `__require` shim (about 0.15 KB gzip, most of it
 * an error message) in the runtime chunk every page loads first. The bundler always gives
 * pluralize `module` and `exports`, so the check is answered here.
 */
function umdWithoutRequireShim(): Plugin {
  return {
    name: 'chef-claude:umd-without-require-shim',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]pluralize[\\/]pluralize\.js$/ },
      handler(code) {
        const check = "typeof require === 'function' && "
        if (!code.includes(check))
          this.error('pluralize no longer checks for require: drop this plugin')
        return code.replace(check, '')
      },
    },
  }
}

/**
 * The entry (src/client/boot.ts) only waits for the prerendered shell's first frame, then asks
 * for the app. Fetched at low priority, it never competes with the page's HTML, and a browser
 * does not treat it as holding up that first paint. Vite writes the entry's tag itself, dropping
 * attributes it does not know, so the priority is added to the written page.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'chef-claude:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entryTag = /<script type="module" crossorigin src=/g
        if (html.match(entryTag)?.length !== 1)
          throw new Error('index.html has no single entry script')
        return html.replace(entryTag, '<script type="module" fetchpriority="low" crossorigin src=')
      },
    },
  }
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
  plugins: [
    react(),
    plainLazyImports(),
    umdWithoutRequireShim(),
    devEngineMeta(),
    lazyChunkUrls({ root: import.meta.dirname }),
    prerenderShell({ root: import.meta.dirname }),
    inlineStylesheet(),
    lowPriorityEntry(),
    pwa(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Keep every asset a file: the CSP allows no inline script or data: script, and no inline
    // style but the page's own stylesheet (scripts/vite/inline-stylesheet.ts, allowed by hash).
    assetsInlineLimit: 0,
    sourcemap: false,
    // Vite's preload helper (about 0.7 KB gzip in the entry) fetches a lazy chunk's own imports
    // alongside it. Our lazy chunks import nothing but React, already in the entry, and the page
    // warms them itself at three ingredients, so the helper buys nothing on the first load.
    modulePreload: false,
    rollupOptions: {
      // The app is an entry of its own, loaded by the page's entry (src/client/boot.ts) after
      // the first frame: as a lazy chunk it lost its place as the home of the code its lazy
      // parts share, which then went out as five more files (+1.4 KB gzip).
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        main: path.join(import.meta.dirname, 'src/client/main.tsx'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
    },
  },
})
