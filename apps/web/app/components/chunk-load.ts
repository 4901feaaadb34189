import { lazy, type ComponentType } from 'react';

/** How long a lazily loaded piece may take before we call it failed (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /CSS_CHUNK_LOAD_FAILED/,
  /ChunkLoadError/,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Rejects with a ChunkLoadError when the import fails or does not settle in time. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** React.lazy with the chunk timeout; the nearest error boundary shows the reload notice. */
export function lazyWithTimeout<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => importWithTimeout(load));
}
