/**
 * Debian's Chromium (apt-get install chromium): npm cannot download browsers on these machines.
 * One place for the path and flags, shared by the browser tests, the screenshots and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Headless, and quiet: no background traffic (QUIC probes included) that would leave loopback,
 * be refused by the closed network many times over, or add noise to measurements.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
