import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const API_PORT = Number(process.env.API_PORT ?? 3001)

export default defineConfig({
  plugins: [react()],
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
