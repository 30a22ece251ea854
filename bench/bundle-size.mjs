// The landing page's initial JavaScript, gzipped: the entry script and every module it preloads. Goal: < 150 KB.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/harness.mjs';

export async function bundleSize() {
  const dist = path.join(root, 'apps/web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const content = await readFile(path.join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, rawKb: Math.round(raw / 102.4) / 10, gzipKb: Math.round(gzip / 102.4) / 10 };
}
