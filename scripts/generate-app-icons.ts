import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

/**
 * The installed app's icons (public/icons/), drawn from the page's own logo by Chromium: 192 and
 * 512 px as they are, and a maskable 512 px with the logo inside the safe zone (the central
 * circle, 80% of the width, that every launcher mask keeps) on a solid background of the logo's
 * own colour, so a round, square or squircle mask never cuts the hat. Run once after the logo
 * changes and commit the PNGs: `npx tsx scripts/generate-app-icons.ts`
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const LOGO = path.join(ROOT, 'src/client/assets/chef-claude-logo.svg')
const OUT = path.join(ROOT, 'public/icons')
/** The logo's own background circle: the maskable icon's bleed. */
const MASKABLE_BACKGROUND = '#fbe3d0'
/** The logo's share of the maskable icon's width: inside the 80% safe zone, with a margin. */
const MASKABLE_LOGO_SHARE = 0.72

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const

const logo = await readFile(LOGO, 'utf8')
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const logoSize = icon.maskable ? Math.round(icon.size * MASKABLE_LOGO_SHARE) : icon.size
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? MASKABLE_BACKGROUND : 'transparent'}">` +
        `<img src="${logoUrl}" width="${logoSize}" height="${logoSize}" alt=""></body></html>`,
    )
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode())
    await writeFile(
      path.join(OUT, icon.file),
      await page.screenshot({ omitBackground: !icon.maskable, type: 'png' }),
    )
    await page.close()
  }
} finally {
  await browser.close()
}
