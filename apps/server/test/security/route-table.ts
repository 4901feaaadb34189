import type { FastifyInstance } from 'fastify';

/** A route an app answers: its method and its path as registered (`:name` parameters, a trailing `*`). */
export type Route = { method: string; path: string };

const LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route an app registers, read from its route tree (Fastify keeps no list of them): each line of
 * `printRoutes` is a segment under the line above it one level out, and names the methods of the path it ends.
 */
export function routesOf(app: FastifyInstance): Route[] {
  const segments: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    segments.length = indent.length / 4;
    segments.push(segment);
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path: segments.join('') });
  }
  return routes;
}
