import type { Plugin } from 'vite'

/**
 * Puts the page's one stylesheet into index.html as a `<style>` and drops the file, so the first
 * paint waits for the HTML alone, not for a second request. Under Lighthouse's mobile preset the
 * separate stylesheet was the only render-blocking request, ~150–200 ms of the first paint; the
 * whole sheet is ~6.6 KB gzip, and with the HTML it still fits the first TCP round trip (~14 KB),
 * so it is inlined whole rather than split into a "critical" part: every later state (recipe,
 * cook mode) is styled at once, and a kitchen with bad Wi-Fi makes one request fewer.
 *
 * Hand-written (a dozen lines) rather than a critical-CSS library such as beasties: those prune
 * the sheet to what the prerendered HTML uses and load the rest with an inline `onload` handler,
 * which the strict CSP forbids. The CSP allows this one style by its hash
 * (src/server/middleware/security-headers.ts, `inlineStyleHashes`).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'chef-claude:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      // After the bundle is written, when the stylesheet's hashed name and text are known.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        let inlined = html
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'asset' || !fileName.endsWith('.css')) continue
          const link = new RegExp(
            `<link rel="stylesheet"[^>]*\\bhref="[^"]*${escapeRegExp(fileName)}"[^>]*>`,
          )
          if (!link.test(inlined)) continue
          const css = String(output.source).trim()
          if (/<\/style/i.test(css)) throw new Error(`${fileName} closes a <style> element`)
          // A relative url() resolves against the stylesheet's folder; inlined, against the page's.
          if (/url\(\s*['"]?(?!data:|https?:|\/)/.test(css)) {
            throw new Error(`${fileName} has a relative url(), which would break once inlined`)
          }
          inlined = inlined.replace(link, () => `<style>${css}</style>`)
          // Not written to the output, so never fetched, precached or left behind.
          Reflect.deleteProperty(bundle, fileName)
        }
        return inlined
      },
    },
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
