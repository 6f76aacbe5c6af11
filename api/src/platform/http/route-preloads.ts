import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The lazy chunk each top-level route of web/src/App.tsx renders first. Everything that is not the
 * landing page or the public help form is the signed-in app. The dashboard's page is named too: every
 * sign-in lands there (app/SignedInApp.tsx loads it lazily, after the shell has rendered).
 */
export const routeEntryModules = {
  landing: 'src/features/landing/LandingPage.tsx',
  getHelp: 'src/features/intake/GetHelpPage.tsx',
  signedIn: 'src/app/SignedInApp.tsx',
  dashboard: 'src/features/dashboard/DashboardPage.tsx',
} as const;

export function routeEntryModulesFor(pathname: string): string[] {
  if (pathname === '/' || pathname === '/landing') return [routeEntryModules.landing];
  if (pathname === '/get-help') return [routeEntryModules.getHelp];
  if (pathname === '/dashboard') return [routeEntryModules.signedIn, routeEntryModules.dashboard];
  return [routeEntryModules.signedIn];
}

/** Pages the web build prerenders (web/scripts/prerender-landing.mjs): the module's HTML already drawn. */
const prerenderedPages: ReadonlyMap<string, string> = new Map([[routeEntryModules.landing, 'landing.html']]);

/**
 * index.html as each route's first visit should get it (decision 518): Vite's page names the entry and
 * its own imports, and the route's lazy chunk is only asked for once the entry has run. Here the
 * route's chunk and everything it imports statically are added as `modulepreload` links, so the
 * browser fetches them beside the entry instead of after it. Read from Vite's manifest; without one
 * (a build made without it) the page is sent as it is. A route the build prerendered gets that page
 * instead of the empty one (decision 519).
 */
export class RoutePreloads {
  private cached: { stamp: string; pages: Map<string, string> } | null = null;

  constructor(private readonly distDir: string) {}

  /** The page for `pathname`, or null when the app is not built. */
  pageFor(pathname: string): string | null {
    const stamp = this.buildStamp();
    if (stamp === null) return null;
    if (this.cached?.stamp !== stamp) this.cached = { stamp, pages: new Map() };
    const modules = routeEntryModulesFor(pathname);
    const key = modules.join(' ');
    const { pages } = this.cached;
    let page = pages.get(key);
    if (page === undefined) {
      page = withPreloads(this.sourcePage(modules[0]), this.chunkFiles(modules));
      pages.set(key, page);
    }
    return page;
  }

  /** When index.html and the prerendered pages were written: a new build makes the pages again. */
  private buildStamp(): string | null {
    const mtimes: number[] = [];
    for (const file of ['index.html', ...prerenderedPages.values()]) {
      try {
        mtimes.push(fs.statSync(path.join(this.distDir, file)).mtimeMs);
      } catch {
        if (file === 'index.html') return null;
        mtimes.push(0);
      }
    }
    return mtimes.join(':');
  }

  private sourcePage(module: string): string {
    const prerendered = prerenderedPages.get(module);
    if (prerendered) {
      try {
        return fs.readFileSync(path.join(this.distDir, prerendered), 'utf8');
      } catch {
        // Not prerendered by this build (`vite build` alone): the empty page works the same, only later.
      }
    }
    return fs.readFileSync(path.join(this.distDir, 'index.html'), 'utf8');
  }

  private chunkFiles(modules: readonly string[]): string[] {
    let manifest: Record<string, ManifestChunk>;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(this.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
    } catch {
      return [];
    }
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files];
  }
}

/** `html` with a modulepreload link for each file it does not already load, before `</head>`. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => /^[\w./-]+\.js$/.test(file) && !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}
