import { describe, expect, it } from 'vitest';
import { changedFields, clearChangedErrors } from '../app/lib/schema-errors';

describe('the fields a form change touched', () => {
  it('follows nested groups down to the field, and takes lists, dates and files as one field', () => {
    const day = new Date();
    expect(changedFields({ packId: 'p1' })).toEqual([['packId']]);
    expect(changedFields({ lines: { 'line-1': { projectName: 'Tumour model' } } })).toEqual([['lines', 'line-1', 'projectName']]);
    expect(changedFields({ attachments: [{ uid: '1', name: 'study...' }], due: day, note: null })).toEqual([['attachments'], ['due'], ['note']]);
  });

  it('clears the errors of exactly those fields', () => {
    const cleared: unknown[] = [];
    clearChangedErrors({ setFields: (fields) => cleared.push(...fields) }, { packId: 'p1', lines: { a: { batchNo: 'B-7' } } });
    expect(cleared).toEqual([
      { name: ['packId'], errors: [] },
      { name: ['lines', 'a', 'batchNo'], errors: [] },
    ]);
  });
});
