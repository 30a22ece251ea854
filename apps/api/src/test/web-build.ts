import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A web build of the test's own making in a fresh temporary folder (for `WEB_DIST_DIR`): each file by its
 * path inside the build (`index.html`, `.vite/manifest.json`, `.server/entry-server.js`). The caller removes
 * the folder when done.
 */
export async function writeWebBuild(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-web-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  return dist;
}
