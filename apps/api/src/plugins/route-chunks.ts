import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The web app loads each page's code when its route opens (apps/web/src/app/router.tsx: `lazy`), which its
// entry script can only ask for once it has arrived and run. The HTML the server sends for such a page names
// those chunks ahead (`modulepreload`), so they travel beside the entry instead of after it.

const PUBLIC_PAGE_MODULES: Record<string, string> = {
  '/about': 'about-page.tsx',
  '/eu-agenda': 'eu-agenda-page.tsx',
  '/contact': 'contact-page.tsx',
  '/demo': 'demo-page.tsx',
  '/api': 'api-page.tsx',
  '/greendeal': 'green-deal-page.tsx',
  '/terms': 'terms-page.tsx',
  '/privacy': 'privacy-page.tsx',
  '/faq': 'faq-page.tsx',
};

/**
 * The router's lazy page modules whose chunks the HTML names ahead: the public pages and the station page,
 * each a few small chunks. Source paths as the build manifest names them; spa.test.ts checks that the router
 * still imports each one.
 */
export const ROUTE_MODULES: readonly {
  pages: RegExp;
  module: string;
  /** The chunk the build groups the module into (apps/web/vite.config.ts), where the manifest names no own one. */
  chunk?: string;
}[] = [
  ...Object.entries(PUBLIC_PAGE_MODULES).map(([page, file]) => ({
    pages: new RegExp(`^${page}$`),
    module: `src/features/public/pages/${file}`,
  })),
  { pages: /^\/station\/[^/]+$/, module: 'src/features/stations/pages/station-page.tsx' },
  // The signed-in overview (issue 26), drawn by the browser: its layout and its page travel beside the entry
  // instead of after it, in the build's signed-in chunk. A visitor without a session is sent on to /auth,
  // having fetched a few chunks more.
  { pages: /^\/app$/, module: 'src/app/layouts/app-layout.tsx', chunk: 'app-signed-in' },
  { pages: /^\/app$/, module: 'src/features/dashboard/pages/overview-page.tsx', chunk: 'app-signed-in' },
];

/** One chunk of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The chunks (as `/assets/…` addresses) each route module needs beyond what the entry brings, read once from
 * the build's manifest; a build without one preloads nothing.
 */
export function routeChunks(webRoot: string): (pagePath: string) => string[] {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, seen);
  };
  // What the entry brings, index.html names already.
  const loaded = new Set<string>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) withImports(entryKey, loaded);

  const byModule = new Map<string, string[]>();
  for (const { module, chunk } of ROUTE_MODULES) {
    const needed = new Set<string>();
    const grouped = Object.keys(manifest).find((key) => chunk && manifest[key]?.name === chunk);
    withImports(manifest[module] ? module : (grouped ?? module), needed);
    byModule.set(
      module,
      [...needed].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`),
    );
  }
  return (pagePath) => [
    ...new Set(
      ROUTE_MODULES.filter(({ pages }) => pages.test(pagePath)).flatMap(
        ({ module }) => byModule.get(module) ?? [],
      ),
    ),
  ];
}
