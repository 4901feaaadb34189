import { describe, expect, it } from 'vitest';
import { grantedEntries, hasPermission, staffMay, tableButtonsShown } from '../src/permissions/permissions.js';

describe('hasPermission (spec section 6, first reading)', () => {
  it('shows an element only for an action in the list', () => {
    expect(hasPermission('order:add', [{ action: 'order:add', type: '1', status: '0' }])).toBe(true);
    expect(hasPermission('order:add', [{ action: 'order:edit', type: '1', status: '0' }])).toBe(false);
    expect(hasPermission('order:add', [])).toBe(false);
  });

  it('ignores type 2 entries and grants with status 0', () => {
    expect(hasPermission('order:add', [{ action: 'order:add', type: '2', status: '0' }])).toBe(false);
    expect(hasPermission('order:add', [{ action: 'order:add', type: 2, status: 0 }])).toBe(false);
    expect(hasPermission('order:add', [{ action: 'order:add', type: '1', status: '1' }])).toBe(false);
    expect(hasPermission('order:add', [{ action: 'order:add', type: 1, status: 0 }])).toBe(true);
    expect(hasPermission('order:add', [{ action: 'order:add' }])).toBe(true);
  });

  it("turns a staff member's codes into granting entries", () => {
    const entries = grantedEntries(['jobs:edit', 'system:gallery']);
    expect(hasPermission('system:gallery', entries)).toBe(true);
    expect(hasPermission('orders:quote', entries)).toBe(false);
  });
});

describe('tableButtonsShown (spec section 6)', () => {
  it('hides add and batch delete when their code is excluded for the prefix', () => {
    expect(tableButtonsShown('primer', [])).toEqual({ add: true, batchDelete: true });
    expect(tableButtonsShown('primer', ['primer:add'])).toEqual({ add: false, batchDelete: true });
    expect(tableButtonsShown('primer', ['primer:batch_delete', 'other:add'])).toEqual({ add: true, batchDelete: false });
    expect(tableButtonsShown('primer', ['other:add', 'other:batch_delete'])).toEqual({ add: true, batchDelete: true });
  });
});

describe('staffMay', () => {
  it("applies the permission rule to a staff member's codes", () => {
    expect(staffMay(['jobs:edit'], 'jobs:edit')).toBe(true);
    expect(staffMay(['jobs:edit'], 'system:reports')).toBe(false);
    expect(staffMay([], 'jobs:edit')).toBe(false);
  });
});
