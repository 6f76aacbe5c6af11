import type http from 'node:http';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { World } from './matrix-world';

/**
 * What the app serves, found rather than listed: the GraphQL root fields from the schema, and the
 * REST routes from the Express routers the app builds.
 *
 * Routers are found by recording every `express.Router()` made while the app is created (the
 * modules' `*Routes(...)` and the REST shim itself), then walking each router's `stack` from the
 * roots down: a layer with `route` is a route (`route.path`, `route.methods`); a layer whose
 * `handle` is another recorded router is a mount (its `rawPath` is the prefix). This reads what
 * Express 5 (router 2.x) actually dispatches on, so a module added to app.ts is found without
 * touching this file.
 */

export function graphqlOperations(schema: GraphQLSchema): string[] {
  const out: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.keys(type.getFields())) out.push(`${type.name}.${field}`);
  }
  return out.sort();
}

interface RouteLike {
  path: string | string[];
  methods: Record<string, boolean>;
}
interface LayerLike {
  route?: RouteLike;
  handle: unknown;
  rawPath?: unknown;
}
interface RouterLike {
  stack: LayerLike[];
}

/** Starts recording the routers made through `express.Router()`; call before the app is created. */
export function recordRouters(): { routers: RouterLike[]; stop(): void } {
  const routers: RouterLike[] = [];
  const original = express.Router;
  const spy = jest.spyOn(express, 'Router').mockImplementation(((...args: Parameters<typeof original>) => {
    const router = original(...args);
    routers.push(router as unknown as RouterLike);
    return router;
  }) as typeof original);
  return { routers, stop: () => spy.mockRestore() };
}

const joinPath = (prefix: string, path: string) => (prefix === '/' ? '' : prefix) + path;

function mountPath(layer: LayerLike): string {
  if (layer.rawPath === undefined || layer.rawPath === '/') return '';
  if (typeof layer.rawPath === 'string') return layer.rawPath;
  throw new Error(
    `A router is mounted under ${String(layer.rawPath)}: teach matrix-surface.ts to expand this kind of mount path`,
  );
}

/** Every `METHOD /path` the recorded routers serve, with mount prefixes applied. */
export function restRoutes(recorded: RouterLike[], server: http.Server): string[] {
  const known = new Set<unknown>(recorded);
  const mounted = new Set<unknown>();
  for (const router of recorded)
    for (const layer of router.stack) if (!layer.route && known.has(layer.handle)) mounted.add(layer.handle);
  // A root router's own prefix, when the app mounts it under one.
  const app = server.listeners('request')[0] as unknown as { router?: RouterLike };
  const rootPrefix = new Map<unknown, string>();
  for (const layer of app.router?.stack ?? [])
    if (known.has(layer.handle)) rootPrefix.set(layer.handle, mountPath(layer));

  const out = new Set<string>();
  const walk = (router: RouterLike, prefix: string) => {
    for (const layer of router.stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m])) {
          for (const path of paths)
            out.add(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${joinPath(prefix, path)}`);
        }
      } else if (known.has(layer.handle)) {
        walk(layer.handle as RouterLike, joinPath(prefix, mountPath(layer)));
      }
    }
  };
  for (const router of recorded) if (!mounted.has(router)) walk(router, rootPrefix.get(router) ?? '');
  return [...out].sort();
}

/** The world's ids a path parameter after `segment` may name (every id when the segment is unknown). */
function idsAfter(world: World, segment: string): number[] | string[] {
  const of = (pick: (fixture: World['shared'][keyof World['shared']]) => number | null) =>
    Object.values(world.shared)
      .map(pick)
      .filter((id): id is number => id !== null);
  const byKind: Record<string, number[] | string[]> = {
    cases: of((fixture) => fixture.caseId),
    patients: of((fixture) => fixture.patientId),
    attorneys: world.attorneyIds,
    documents: of((fixture) => fixture.documentId),
    billing: of((fixture) => fixture.billingId),
    messages: of((fixture) => fixture.messageId),
    reductions: [...of((fixture) => fixture.reductionRequestId), ...of((fixture) => fixture.letterRequestId)],
    clinics: world.clinicIds,
    users: world.userIds,
    waitlist: [world.waitlist.changeId],
    // The world's own requests: in the shared test database a guessed id may be another test's request,
    // whose files live in that test's storage.
    'records-requests': [
      ...of((fixture) => fixture.recordsRequestId || null),
      ...of((fixture) => fixture.pendingRecordsRequestId || null),
    ],
  };
  if (Object.hasOwn(byKind, segment)) return byKind[segment];
  return [...new Set(Object.values(byKind).flatMap((ids) => ids.map(String)))];
}

/** Every path of a route with its parameters filled from the world's ids. */
export function worldPathsOf(world: World, pattern: string): string[] {
  let paths = [''];
  const segments = pattern.split('/').slice(1);
  segments.forEach((segment, index) => {
    const values = segment.startsWith(':') ? idsAfter(world, segments[index - 1] ?? '').map(String) : [segment];
    paths = paths.flatMap((path) => values.map((value) => `${path}/${value}`));
  });
  return paths;
}
