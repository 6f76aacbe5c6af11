import fs from 'node:fs';
import path from 'node:path';

/**
 * The platform knows no domain (docs/decisions.md, 80): no file under api/src/platform, tests
 * included, imports anything under api/src/modules. The composition root (services.ts,
 * graphql-schema.ts, graphql-context.ts, loaders.ts beside app.ts) is where the two meet, and
 * platform code does not reach the modules through it either. Reads every file's import
 * specifiers (static and type-only imports, re-exports, dynamic import(), require(), jest.mock())
 * and resolves the relative ones.
 */

const platformDir = path.resolve(__dirname, '..');
const modulesDir = path.resolve(platformDir, '../modules');
/** The composition root beside app.ts: it knows every module, so platform code may not lean on it either. */
const compositionRoot = ['app', 'services', 'graphql-schema', 'graphql-context', 'loaders', 'emit-schema'].map((name) =>
  path.resolve(platformDir, '..', name),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

const specifierPatterns = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:Actual)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bjest\.(?:mock|doMock|requireActual)\s*\(\s*['"]([^'"]+)['"]/g,
];

/** The import specifiers a source text names. */
export function importSpecifiers(source: string): string[] {
  return specifierPatterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** Whether a specifier in `file` reaches into api/src/modules (relative, or by a path that names it). */
export function reachesModules(file: string, specifier: string): boolean {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    return target === modulesDir || target.startsWith(modulesDir + path.sep);
  }
  return /(^|\/)src\/modules(\/|$)/.test(specifier);
}

/** Whether a specifier in `file` names one of the composition root's files. */
export function reachesCompositionRoot(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  return compositionRoot.includes(path.resolve(path.dirname(file), specifier).replace(/\.(ts|js)$/, ''));
}

/** Every `file: specifier` among `files` that a check refuses. */
function refusedImports(files: string[], refuses: (file: string, specifier: string) => boolean): string[] {
  return files.flatMap((file) =>
    importSpecifiers(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => refuses(file, specifier))
      .map((specifier) => `${path.relative(platformDir, file)}: ${specifier}`),
  );
}

/** Every `file: specifier` under `dir` that imports a module. */
export function domainImports(dir: string): string[] {
  return refusedImports(sourceFiles(dir), reachesModules);
}

test('no file under platform/ imports from modules/', () => {
  expect(sourceFiles(platformDir).length).toBeGreaterThan(100);
  expect(domainImports(platformDir)).toEqual([]);
});

test('no platform code imports the composition root (its tests may start the whole app)', () => {
  const code = sourceFiles(platformDir).filter((file) => !file.split(path.sep).includes('__tests__'));
  expect(refusedImports(code, reachesCompositionRoot)).toEqual([]);
});

test('the check sees every form of import into modules/', () => {
  const file = path.join(platformDir, 'graphql', 'example.ts');
  // Built at run time, so this file's own text names no module.
  const modules = ['..', '..', 'modules'].join('/');
  const sources = [
    `import { CaseService } from '${modules}/cases/case.service';`,
    `import type { User } from "${modules}/users/user.entity";`,
    `export { userJson } from '${modules}/users/user.json';`,
    `const m = await import('${modules}/cases/case.routes');`,
    `jest.mock('${modules}/cases/case.service');`,
    `import '${modules}/cases/case.entity';`,
  ];
  for (const source of sources)
    expect(importSpecifiers(source).filter((specifier) => reachesModules(file, specifier))).toHaveLength(1);
  expect(reachesCompositionRoot(file, '../../services')).toBe(true);
  expect(reachesCompositionRoot(file, '../../graphql-context')).toBe(true);
  expect(reachesCompositionRoot(file, '../context')).toBe(false);
  expect(reachesModules(file, '../access/scope')).toBe(false);
  expect(reachesModules(file, '../../db/sql/keyset')).toBe(false);
});
