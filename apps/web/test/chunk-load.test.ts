import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, importWithTimeout, isChunkLoadError } from '../app/components/chunk-load';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://shop.example.com/assets/cart-Bx1.js'),
    new TypeError('error loading dynamically imported module: https://shop.example.com/assets/cart-Bx1.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/cart-Bx1.css'),
    new Error('CSS_CHUNK_LOAD_FAILED'),
    new ChunkLoadError('Loading chunk timed out after 120000 ms'),
  ])('recognises "$message"', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises any error named ChunkLoadError', () => {
    const error = new Error('Loading chunk 7 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Something else went wrong'), new TypeError('Failed to fetch'), new TypeError("Cannot read properties of undefined (reading 'default')")])(
    'does not treat "$message" as a chunk failure',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );

  it('is false for values that are not errors, even with a matching text', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'CSS_CHUNK_LOAD_FAILED' })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('ChunkLoadError', () => {
  it('is an Error named ChunkLoadError', () => {
    const error = new ChunkLoadError('x');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('x');
  });
});

describe('importWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120 s by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with a ChunkLoadError when the import does not settle within 120000 ms', async () => {
    let settled = false;
    const pending = importWithTimeout(() => new Promise<never>(() => {}));
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void outcome.finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk timed out after 120000 ms');
  });

  it('honours a custom timeout', async () => {
    const outcome = importWithTimeout(() => new Promise<never>(() => {}), 500).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('resolves with the module and clears its timer', async () => {
    const module = { default: () => null };
    await expect(importWithTimeout(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves when a slow import finishes before the timeout', async () => {
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve('late module'), 119_000));
    const result = importWithTimeout(load);
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(result).resolves.toBe('late module');
  });

  it('wraps an ordinary rejection into a ChunkLoadError with its message', async () => {
    const error = await importWithTimeout(() => Promise.reject(new Error('boom'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('boom');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('wraps a rejection that is not an Error', async () => {
    const error = await importWithTimeout(() => Promise.reject('network down')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('network down');
  });

  it('passes a recognised chunk failure through unchanged', async () => {
    const original = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const error = await importWithTimeout(() => Promise.reject(original)).catch((e: unknown) => e);
    expect(error).toBe(original);
  });
});
