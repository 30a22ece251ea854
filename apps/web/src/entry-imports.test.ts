import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What every page downloads first is the entry and what it imports statically (decision 022): it names its
// endpoints by `route()`, so that neither zod's schema API nor a feature's contracts travel with it. A lazily
// loaded page (`import()`) may import them; this walks only the static imports, as the bundler does.
// The signed-in overview's first screen (its page, the signed-in layout and the header's signed-in part: the
// `app-signed-in` and `app-shared` chunks of vite.config.ts) is held to the same rule, so that it paints
// without zod and the contracts.

const webSrc = path.dirname(fileURLToPath(import.meta.url));
const domainSrc = path.resolve(webSrc, '../../../packages/domain/src');

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:([^;']*?)\s+from\s+)?'([^']+)';/gm;

/** The modules a file imports for its values (`import type` and all-type specifier lists left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, clause, specifier] of source.matchAll(IMPORT)) {
    if (typeOnly || !specifier) continue;
    const names = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
    if (names && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) {
      continue;
    }
    found.push(specifier);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@fuellinq/domain/')
    ? path.join(domainSrc, specifier.slice('@fuellinq/domain/'.length))
    : specifier === '@fuellinq/domain'
      ? path.join(domainSrc, 'index')
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every file the given roots load statically, and every package they import (by name). */
function staticGraph(roots: string[]) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(file)) {
      const target = resolve(file, specifier);
      if (target) visit(target);
      else if (!specifier.startsWith('.') && !specifier.endsWith('.css')) {
        packages.set(specifier, path.relative(webSrc, file));
      }
    }
  };
  for (const root of roots) visit(path.join(webSrc, root));
  return { files: [...files].map((file) => path.relative(path.resolve(webSrc, '../../..'), file)), packages };
}

/** No endpoint declaration, no contract, and of zod only the switch of its eval probe (lib/zod-jitless.ts). */
function expectNoSchemas({ files, packages }: ReturnType<typeof staticGraph>) {
  expect(files.filter((file) => /\.(endpoints|contract)\.ts$/.test(file))).toEqual([]);
  expect(
    [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/')),
    'zod imported by',
  ).toEqual([['zod/v4/core', 'lib/zod-jitless.ts']]);
}

describe('the entry (what every page downloads first)', () => {
  it('imports no endpoint declarations and no contracts, and of zod only the switch of its eval probe', () => {
    const { files, packages } = staticGraph(['main.tsx']);
    expect(files).toContain('apps/web/src/features/stations/api/station-queries.ts');
    expectNoSchemas({ files, packages });
  });
});

describe('the signed-in overview (what /app downloads before its first paint)', () => {
  it('imports no endpoint declarations and no contracts, and of zod only the switch of its eval probe', () => {
    const { files, packages } = staticGraph([
      'main.tsx',
      'app/layouts/app-layout.tsx',
      'app/layouts/header-extras.tsx',
      'features/dashboard/pages/overview-page.tsx',
    ]);
    expect(files).toContain('apps/web/src/features/dashboard/components/overview-tiles.tsx');
    expect(files).toContain('apps/web/src/features/fleet-money/api/notification-queries.ts');
    expectNoSchemas({ files, packages });
  });
});
