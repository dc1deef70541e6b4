import { VitePWA } from 'vite-plugin-pwa'

/** The installed app's colours: the header's terracotta, and the dark theme's background. */
export const THEME_COLOR = '#b5441b'
export const BACKGROUND_COLOR = '#fbf6f0'

/**
 * The page as an installable app that opens without a network: a web app manifest
 * (manifest.webmanifest, linked from the built index.html) and a Workbox service worker (sw.js)
 * that precaches the page and every lazy chunk, so a kitchen with no signal still gets the page
 * and everything it may load later. Nothing else is cached: /api answers always come from the
 * network (a recipe is never replayed from a cache), and navigations under /api never get the
 * page. A new deploy installs in the background and waits; the page offers "New version
 * available — Reload" (src/client/features/app-update). The worker is registered by the page's
 * own lazy module, never by an inline script, so the strict CSP holds.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    strategies: 'generateSW',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    // The PNGs are in the precache already (globPatterns): listed once.
    includeManifestIcons: false,
    // Every URL relative to the manifest, so the same build installs at a host's root or under
    // a sub-path (npm run build:static for GitHub Pages: /chef-claude/).
    manifest: {
      id: './',
      name: 'Chef Claude',
      short_name: 'Chef Claude',
      description:
        'List the ingredients you have and get a recipe you can cook with them, even offline.',
      lang: 'en',
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: 'icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The in-browser chef carries the whole dish library and lexicon: 5.2 MB minified (about
      // 1.07 MB gzipped) with 2,417 dishes, and it must be precached or the app has no chef offline
      // (e2e/static-build.spec.ts checks it is). Room to grow; splitting the library by kitchen is
      // the way to shrink it.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // Vite puts a content hash in every name under assets/: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/],
      // One file to serve (sw.js), not sw.js plus a workbox-*.js beside it.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  })
}
