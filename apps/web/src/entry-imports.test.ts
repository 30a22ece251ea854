import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What every page downloads first is the entry and what it imports statically (decision 022): it names its
// endpoints by `route()`, so that neither zod's schema API nor a feature's contracts travel with it. A lazily
// loaded page (`import()`) may import them; this walks only the static imports, as the bundler does.

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

/** Every file the entry loads statically, and every package it imports (by name). */
function entryGraph() {
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
  visit(path.join(webSrc, 'main.tsx'));
  return { files: [...files].map((file) => path.relative(path.resolve(webSrc, '../../..'), file)), packages };
}

describe('the entry (what every page downloads first)', () => {
  it('imports no endpoint declarations and no contracts, and of zod only the switch of its eval probe', () => {
    const { files, packages } = entryGraph();
    expect(files).toContain('apps/web/src/features/stations/api/station-queries.ts');
    expect(files.filter((file) => /\.(endpoints|contract)\.ts$/.test(file))).toEqual([]);
    expect(
      [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/')),
      'zod imported by',
    ).toEqual([['zod/v4/core', 'lib/zod-jitless.ts']]);
  });
});
