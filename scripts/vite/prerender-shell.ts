import { createServer, type Plugin } from 'vite'

const ROOT_ELEMENT = '<div id="root"></div>'
const SHELL_MODULE = '/src/client/prerender-shell.tsx'

/**
 * Puts the page's first paint (src/client/prerender-shell.tsx) into the built index.html's #root,
 * so the header and the form show as soon as the HTML and the stylesheet are in, not when the
 * entry script has run. Rendered by a throwaway Vite server in SSR mode: the same sources, the
 * same transforms, no window. Build only: in dev the page renders from scratch (main.tsx checks).
 */
export function prerenderShell({ root }: { root: string }): Plugin {
  // The build's base ('/' for the server, './' or a sub-path for the static folder): the shell's
  // URLs must resolve where the page is served, as the entry's do.
  let base = '/'
  return {
    name: 'chef-claude:prerender-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      // After the bundle is written: the shell's asset URLs become the built, hashed ones.
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(ROOT_ELEMENT)) {
          throw new Error(`index.html has no empty ${ROOT_ELEMENT} to prerender into`)
        }
        let shell = await renderShellHtml(root)
        // The server names an imported asset by its source path; the built page by its hashed
        // name. Hydration compares attributes, so the shell must name what the entry names.
        for (const output of Object.values(bundle ?? {})) {
          if (output.type !== 'asset') continue
          for (const source of output.originalFileNames) {
            shell = shell.replaceAll(`"/${source}"`, `"${base}${output.fileName}"`)
          }
        }
        const unresolved = /"\/src\/[^"]*"/.exec(shell)
        if (unresolved)
          throw new Error(`the prerendered shell names a source file: ${unresolved[0]}`)
        return html.replace(ROOT_ELEMENT, `<div id="root">${shell}</div>`)
      },
    },
  }
}

async function renderShellHtml(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // Asset imports as URLs, never inlined as data: the built page links them as files.
    build: { assetsInlineLimit: 0 },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const shell = (await server.ssrLoadModule(SHELL_MODULE)) as { renderShell: () => string }
    return shell.renderShell()
  } finally {
    await server.close()
  }
}
