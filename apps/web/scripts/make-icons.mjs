#!/usr/bin/env node
// Draws the app icons of the web manifest (public/icons/*.png) from the FuelLinq mark in public/favicon.svg,
// in Debian's Chromium. Run it after changing the mark: `node apps/web/scripts/make-icons.mjs`; the PNGs are
// committed, so a build needs no browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = await readFile(path.join(web, 'public/favicon.svg'), 'utf8');
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// The maskable icon fills the square with the card colour and keeps the mark inside the safe zone (the
// middle 80 %), so a launcher's circle or squircle never cuts it.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b3d2e"/><g transform="translate(6.4 6.4) scale(0.8)">${inner.replace(/<rect[^>]*\/>/, '')}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(web, 'public/icons', file), omitBackground: true });
    await page.close();
    process.stdout.write(`public/icons/${file} (${size}×${size})\n`);
  }
} finally {
  await browser.close();
}
