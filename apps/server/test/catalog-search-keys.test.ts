import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SortedKeys } from '../src/modules/catalog/catalog.search.keys.js';

// The collector, for measuring what a structure keeps alive: a fresh context reads the flag the suite's worker was
// started without.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const DOCS = 200_000;
/** Mixed-case names of about 80 characters, so lower-casing one makes a new string of that size. */
const names = Array.from({ length: DOCS }, (_unused, doc) => `Anti-Human CD${doc % 400} Antibody, Clone ${doc * 7919} InVivoPlus Lyophilized Carrier-Free`);
const lowerCasedName = (doc: number) => (names[doc] as string).toLowerCase();
const MB = 1024 * 1024;

/** The heap the built keys keep after a full collection (the names themselves were there before). */
function retainedBy(kept: 'keys' | 'order'): { keys: SortedKeys; retainedMb: number } {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const keys = new SortedKeys(lowerCasedName, DOCS, kept);
  collectGarbage();
  return { keys, retainedMb: (process.memoryUsage().heapUsed - before) / MB };
}

describe('the search index keys of product names', () => {
  it("keep only their order in 'order' mode, not every lower-cased name, and still find a name by its beginning", () => {
    // What keeping the lower-cased names costs, as the measure's own check: about 20 MB at this size.
    const keptKeys = retainedBy('keys');
    expect(keptKeys.retainedMb).toBeGreaterThan(10);

    // The sorted positions alone are 0.8 MB; a probe closure holding the names' scope would keep as much as 'keys'.
    const orderOnly = retainedBy('order');
    expect(orderOnly.retainedMb).toBeLessThan(4);

    const prefix = lowerCasedName(123_456).slice(0, 50);
    for (const { keys } of [keptKeys, orderOnly]) {
      const { from, to } = keys.run(prefix, true);
      const found = Array.from(keys.docs.subarray(from, to));
      expect(found).toContain(123_456);
      expect(found.every((doc) => lowerCasedName(doc).startsWith(prefix))).toBe(true);
    }
  });
});
