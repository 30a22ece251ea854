#!/usr/bin/env node
// After `vite build`: a Brotli (.br) and a gzip (.gz) copy of every text file in dist/, which the server
// sends to browsers that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

let files = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  // dist/.server holds the server's render (vite.config.ts), which no browser asks for.
  if (!entry.isFile() || !TEXT.test(entry.name) || entry.parentPath.includes(`${path.sep}.server`)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
}
process.stdout.write(`precompressed ${files} files (.br, .gz)\n`);
