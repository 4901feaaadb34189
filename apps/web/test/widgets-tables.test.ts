import { describe, expect, it } from 'vitest';
import { awaitsChildren, lazyTreeRow, treeReplyNodes, withLoadedChildren } from '../app/lib/widgets/lazy-tree';
import { SUB_TABLE_OPEN_RETRIES, SUB_TABLE_RETRY_MS, nextSubTableRow, openWithRetries } from '../app/lib/widgets/sub-table';

describe('lazy tree table rows (spec section 4)', () => {
  const biosimilar = lazyTreeRow('C01', 'Biosimilar', true);
  const related = lazyTreeRow('C06', 'Related', false);
  const roots = [biosimilar, related, lazyTreeRow('C07', 'Proteins', true)];

  it("gives a node with children one 'loading...' placeholder and a leaf none", () => {
    expect(biosimilar).toEqual({ key: 'C01', node: 'Biosimilar', children: [{ key: 'C01:loading', node: null }] });
    expect(related).toEqual({ key: 'C06', node: 'Related' });
    expect(awaitsChildren(biosimilar)).toBe(true);
    expect(awaitsChildren(related)).toBe(false);
  });

  it('replaces the placeholder with the loaded children, at any depth', () => {
    const loaded = withLoadedChildren(roots, 'C01', [lazyTreeRow('C0101', 'V6', true)]);
    expect(loaded[0]?.children?.map((row) => row.key)).toEqual(['C0101']);
    expect(loaded[0] && awaitsChildren(loaded[0])).toBe(false);
    const deeper = withLoadedChildren(loaded, 'C0101', [lazyTreeRow('C010101', 'Lot A', false)]);
    expect(deeper[0]?.children?.[0]?.children).toEqual([{ key: 'C010101', node: 'Lot A' }]);
  });

  it('removes the placeholder and the expander when a node has no children after all', () => {
    const loaded = withLoadedChildren(roots, 'C07', []);
    expect(loaded[2]).toEqual({ key: 'C07', node: 'Proteins' });
    expect('children' in (loaded[2] ?? {})).toBe(false);
  });

  it("recognises a list or a page of nodes, and nothing else ('returned data type not recognised')", () => {
    expect(treeReplyNodes([1])).toEqual({ ok: true, nodes: [1] });
    expect(treeReplyNodes({ records: [2], total: 1 })).toEqual({ ok: true, nodes: [2] });
    expect(treeReplyNodes({ rows: [] })).toEqual({ ok: false, messageKey: 'treeDataUnrecognised' });
    expect(treeReplyNodes(null)).toEqual({ ok: false, messageKey: 'treeDataUnrecognised' });
  });
});

describe('sub-table popover (spec section 4)', () => {
  it('toggles on the same row and moves to another row', () => {
    expect(nextSubTableRow(null, 'a')).toBe('a');
    expect(nextSubTableRow('a', 'a')).toBeNull();
    expect(nextSubTableRow('a', 'b')).toBe('b');
  });

  it('tries 3 more times 100 ms apart, then gives up', async () => {
    const waits: number[] = [];
    let tries = 0;
    const opened = await openWithRetries(
      () => {
        tries += 1;
        return false;
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(opened).toBe(false);
    expect(tries).toBe(1 + SUB_TABLE_OPEN_RETRIES);
    expect(waits).toEqual([SUB_TABLE_RETRY_MS, SUB_TABLE_RETRY_MS, SUB_TABLE_RETRY_MS]);
    expect(SUB_TABLE_RETRY_MS).toBe(100);
  });

  it('opens as soon as the anchor is there', async () => {
    let tries = 0;
    const opened = await openWithRetries(
      () => {
        tries += 1;
        return tries === 3;
      },
      async () => undefined,
    );
    expect(opened).toBe(true);
    expect(tries).toBe(3);
  });
});
