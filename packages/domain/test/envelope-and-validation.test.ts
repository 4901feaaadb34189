import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_SIZE, envelopeSchema, errorEnvelope, okEnvelope, pageQuerySchema, toPageResult } from '../src/http/envelope.js';
import { describeIssues } from '../src/http/validation-messages.js';

const NOW = 1_700_000_000_123;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('okEnvelope / errorEnvelope', () => {
  it('wraps a result in the success envelope', () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    expect(okEnvelope({ id: 7 })).toStrictEqual({
      success: true,
      message: '',
      code: 200,
      result: { id: 7 },
      timestamp: NOW,
    });
    expect(okEnvelope(null, '操作成功')).toStrictEqual({
      success: true,
      message: '操作成功',
      code: 200,
      result: null,
      timestamp: NOW,
    });
  });

  it('wraps a failure with its status as code and a null result', () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    expect(errorEnvelope(404, 'The resource was not found.')).toStrictEqual({
      success: false,
      message: 'The resource was not found.',
      code: 404,
      result: null,
      timestamp: NOW,
    });
  });

  it('stamps the current time as integer epoch milliseconds', () => {
    const before = Date.now();
    const { timestamp } = okEnvelope([]);
    const after = Date.now();
    expect(Number.isInteger(timestamp)).toBe(true);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
    expect(Number.isInteger(errorEnvelope(500, 'x').timestamp)).toBe(true);
  });

  it('produces envelopes that satisfy envelopeSchema', () => {
    const schema = envelopeSchema(z.object({ id: z.number() }));
    expect(schema.safeParse(okEnvelope({ id: 1 })).success).toBe(true);
    expect(envelopeSchema(z.null()).safeParse(errorEnvelope(403, 'Access denied.')).success).toBe(true);
    expect(schema.safeParse({ ...okEnvelope({ id: 1 }), timestamp: 1.5 }).success).toBe(false);
  });
});

describe('toPageResult', () => {
  it('fills size, current and pages from the query', () => {
    expect(toPageResult(['a', 'b'], 25, { pageNo: 3, pageSize: 10 })).toStrictEqual({
      records: ['a', 'b'],
      total: 25,
      size: 10,
      current: 3,
      pages: 3,
    });
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [20, 10, 2],
    [1000, 1000, 1],
    [1001, 1000, 2],
    [7, 1, 7],
  ])('total %i with page size %i gives %i pages', (total, pageSize, pages) => {
    expect(toPageResult([], total, { pageNo: 1, pageSize }).pages).toBe(pages);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(pageQuerySchema.parse({})).toStrictEqual({ pageNo: 1, pageSize: 10 });
  });

  it('coerces query strings to numbers and keeps _t', () => {
    expect(pageQuerySchema.parse({ pageNo: '2', pageSize: '50', _t: '1700000000000' })).toStrictEqual({
      pageNo: 2,
      pageSize: 50,
      _t: '1700000000000',
    });
  });

  it('accepts a page size up to 1000 (the cart list uses 1000)', () => {
    expect(MAX_PAGE_SIZE).toBe(1000);
    expect(pageQuerySchema.parse({ pageSize: '1000' }).pageSize).toBe(1000);
    expect(pageQuerySchema.parse({ pageSize: 1 }).pageSize).toBe(1);
  });

  it.each([{ pageSize: '1001' }, { pageSize: '0' }, { pageSize: '-5' }, { pageNo: '0' }, { pageNo: '1.5' }, { pageSize: 'ten' }])('rejects %o', (query) => {
    expect(pageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('describeIssues', () => {
  const schema = z.object({ name: z.string().min(3) });
  const issuesOf = (value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a validation failure');
    return parsed.error.issues;
  };

  it('describes a too-short string', () => {
    const issues = issuesOf({ name: 'ab' });
    expect(describeIssues(issues, 'en')).toBe('name: must be at least 3 characters');
    expect(describeIssues(issues, 'zh')).toBe('name：至少需要 3 个字符');
    expect(describeIssues(issues, 'es')).toBe('name: debe tener al menos 3 caracteres');
    expect(describeIssues(issues, 'ja')).toBe('name：は3文字以上で入力してください');
  });

  it('describes a missing field as required', () => {
    const issues = issuesOf({});
    expect(describeIssues(issues, 'en')).toBe('name: is required');
    expect(describeIssues(issues, 'zh')).toBe('name：不能为空');
  });

  it('describes a value of the wrong type', () => {
    const issues = issuesOf({ name: 5 });
    expect(describeIssues(issues, 'en')).toBe('name: must be of type string');
    expect(describeIssues(issues, 'zh')).toBe('name：应为string类型');
  });

  it('names the request when the issue has no path', () => {
    expect(describeIssues(issuesOf('not an object'), 'zh')).toBe('请求：应为object类型');
    const parsed = z.number().safeParse('7');
    if (parsed.success) throw new Error('expected a validation failure');
    expect(describeIssues(parsed.error.issues, 'en')).toBe('request: must be of type number');
    expect(describeIssues(parsed.error.issues, 'zh')).toBe('请求：应为number类型');
  });

  it('joins several issues with "; " and dotted paths', () => {
    const nested = z.object({ user: z.object({ name: z.string().min(3), age: z.number().max(120) }) });
    const parsed = nested.safeParse({ user: { name: 'x', age: 200 } });
    if (parsed.success) throw new Error('expected a validation failure');
    expect(describeIssues(parsed.error.issues, 'en')).toBe('user.name: must be at least 3 characters; user.age: must be at most 120');
    expect(describeIssues(parsed.error.issues, 'zh')).toBe('user.name：至少需要 3 个字符; user.age：不能大于 120');
  });

  it('describes enum and unknown-key issues', () => {
    const strict = z.strictObject({ order: z.enum(['asc', 'desc']) });
    const parsed = strict.safeParse({ order: 'up', extra: 1 });
    if (parsed.success) throw new Error('expected a validation failure');
    expect(describeIssues(parsed.error.issues, 'en')).toBe('order: must be one of: asc, desc; request: contains fields that are not allowed: extra');
  });

  it('gives an empty string for no issues', () => {
    expect(describeIssues([], 'en')).toBe('');
  });
});
