import { createRequire } from 'node:module';

/**
 * Reads a package when it is called, not at start-up, and as the package is on disk: the bundled server leaves what is
 * read through it out of the bundle.
 */
export const requireAtRuntime = createRequire(import.meta.url);

/** A value made on its first use and kept: for what only a few requests need, so that start-up does not pay for it. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
