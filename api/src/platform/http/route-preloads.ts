import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The lazy chunk each top-level route of web/src/App.tsx renders first. Everything that is not the
 * landing page or the public help form is the signed-in app.
 */
export const routeEntryModules = {
  landing: 'src/features/landing/LandingPage.tsx',
  getHelp: 'src/features/intake/GetHelpPage.tsx',
  signedIn: 'src/app/SignedInApp.tsx',
} as const;

export function routeEntryModuleFor(pathname: string): string {
  if (pathname === '/' || pathname === '/landing') return routeEntryModules.landing;
  if (pathname === '/get-help') return routeEntryModules.getHelp;
  return routeEntryModules.signedIn;
}

/**
 * index.html as each route's first visit should get it (decision 518): Vite's page names the entry and
 * its own imports, and the route's lazy chunk is only asked for once the entry has run. Here the
 * route's chunk and everything it imports statically are added as `modulepreload` links, so the
 * browser fetches them beside the entry instead of after it. Read from Vite's manifest; without one
 * (a build made without it) the page is sent as it is.
 */
export class RoutePreloads {
  private cached: { mtimeMs: number; html: string; pages: Map<string, string> } | null = null;

  constructor(private readonly distDir: string) {}

  /** The page for `pathname`, or null when the app is not built. */
  pageFor(pathname: string): string | null {
    const indexFile = path.join(this.distDir, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs)
      this.cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8'), pages: new Map() };
    const module = routeEntryModuleFor(pathname);
    const { html, pages } = this.cached;
    let page = pages.get(module);
    if (page === undefined) {
      page = withPreloads(html, this.chunkFiles(module));
      pages.set(module, page);
    }
    return page;
  }

  private chunkFiles(module: string): string[] {
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
    visit(module);
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
