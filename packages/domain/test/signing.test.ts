import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_SKEW_MS, signRequest, signaturePayload, verifySignature } from '../src/http/signing.js';

const SECRET = 'unit-test-signing-secret';

/** Reference implementation of the wire contract: MD5 over payload + secret, upper-case hex. */
function expectedSign(payload: string, secret = SECRET): string {
  return createHash('md5')
    .update(payload + secret, 'utf8')
    .digest('hex')
    .toUpperCase();
}

describe('signRequest', () => {
  it('signs sorted keys of the body as compact JSON plus the secret', () => {
    const payload = '{"a":"1","b":"x"}';
    expect(signaturePayload('/sys/test', { b: 'x', a: '1' })).toBe(payload);
    expect(signRequest('/sys/test', { b: 'x', a: '1' }, SECRET)).toBe(expectedSign(payload));
  });

  it('produces upper-case hex of 32 characters', () => {
    expect(signRequest('/sys/test', { a: '1' }, SECRET)).toMatch(/^[0-9A-F]{32}$/);
  });

  it('sorts keys by code unit, like a Java TreeMap (upper case before lower case)', () => {
    const payload = '{"Zeta":"3","alpha":"1","pageNo":"2","pageSize":"10"}';
    const params = { pageSize: 10, alpha: '1', pageNo: 2, Zeta: '3' };
    expect(signaturePayload('/x', params)).toBe(payload);
    expect(signRequest('/x', params, SECRET)).toBe(expectedSign(payload));
  });

  it('merges query parameters with the body', () => {
    const payload = '{"keyword":"cd3","pageNo":"1","phone":"13800138000"}';
    const sign = signRequest('/by-order-client/x?pageNo=1&keyword=cd3', { phone: '13800138000' }, SECRET);
    expect(sign).toBe(expectedSign(payload));
  });

  it('decodes query values before signing', () => {
    const payload = '{"q":"a b&c"}';
    expect(signRequest('/x?q=a%20b%26c', {}, SECRET)).toBe(expectedSign(payload));
  });

  it('stringifies numbers, booleans and objects', () => {
    const payload = '{"count":"3","flag":"true","list":"[1,2]","nested":"{\\"k\\":1}","off":"false","price":"12.5"}';
    const params = { count: 3, flag: true, off: false, price: 12.5, nested: { k: 1 }, list: [1, 2] };
    expect(signaturePayload('/x', params)).toBe(payload);
    expect(signRequest('/x', params, SECRET)).toBe(expectedSign(payload));
  });

  it('drops the _t cache buster from the query and from the body', () => {
    const payload = '{"a":"1"}';
    expect(signRequest('/x?a=1&_t=1700000000000', {}, SECRET)).toBe(expectedSign(payload));
    expect(signRequest('/x', { a: '1', _t: 1700000000000 }, SECRET)).toBe(expectedSign(payload));
  });

  it('signs an empty parameter set as {}', () => {
    expect(signRequest('/sys/user/getCurrentUserDeparts', {}, SECRET)).toBe(expectedSign('{}'));
  });

  it('adds x-path-variable for a comma-holding last path segment', () => {
    const payload = '{"key":"admin","x-path-variable":"sys_user,realname,username"}';
    const sign = signRequest('/sys/dict/loadDictItem/sys_user,realname,username?key=admin', {}, SECRET);
    expect(sign).toBe(expectedSign(payload));
  });

  it('URL-decodes the last path segment before using it as x-path-variable', () => {
    const payload = '{"x-path-variable":"sys user,real name"}';
    expect(signaturePayload('/sys/dict/loadDictItem/sys%20user%2Creal%20name', {})).toBe(payload);
    expect(signRequest('/sys/dict/loadDictItem/sys%20user%2Creal%20name', {}, SECRET)).toBe(expectedSign(payload));
  });

  it('does not add x-path-variable when the last segment has no comma', () => {
    expect(signaturePayload('/sys/dict/getDictItems/order_status', {})).toBe('{}');
    // A comma in an earlier segment or in the query does not count.
    expect(signaturePayload('/a,b/list?ids=1,2', {})).toBe('{"ids":"1,2"}');
  });

  it('changes when the secret or any value changes', () => {
    const base = signRequest('/x', { a: '1' }, SECRET);
    expect(signRequest('/x', { a: '1' }, 'other-secret')).not.toBe(base);
    expect(signRequest('/x', { a: '2' }, SECRET)).not.toBe(base);
  });
});

describe('verifySignature', () => {
  const NOW = 1_700_000_000_000;
  const path = '/by-order-client/byCustomer/bindPhone';
  const params = { phone: '13800138000', smscode: '123456' };
  const sign = expectedSign('{"phone":"13800138000","smscode":"123456"}');

  const check = (overrides: Partial<Parameters<typeof verifySignature>[0]> = {}) =>
    verifySignature({ path, params, sign, timestamp: String(NOW), secret: SECRET, now: NOW, ...overrides });

  it('uses a five-minute window', () => {
    expect(SIGNATURE_MAX_SKEW_MS).toBe(300_000);
  });

  it('accepts a correct signature', () => {
    expect(check()).toBe('ok');
  });

  it('compares the sign case-insensitively', () => {
    expect(check({ sign: sign.toLowerCase() })).toBe('ok');
  });

  it('reports a missing sign or timestamp', () => {
    expect(check({ sign: undefined })).toBe('missing');
    expect(check({ sign: '' })).toBe('missing');
    expect(check({ timestamp: undefined })).toBe('missing');
    expect(check({ timestamp: '' })).toBe('missing');
  });

  it('accepts timestamps exactly five minutes old or ahead', () => {
    expect(check({ timestamp: String(NOW - 300_000) })).toBe('ok');
    expect(check({ timestamp: String(NOW + 300_000) })).toBe('ok');
  });

  it('rejects timestamps more than five minutes old or in the future', () => {
    expect(check({ timestamp: String(NOW - 300_001) })).toBe('expired');
    expect(check({ timestamp: String(NOW + 300_001) })).toBe('expired');
    expect(check({ timestamp: String(NOW - 3_600_000) })).toBe('expired');
  });

  it('rejects a timestamp that is not a number', () => {
    expect(check({ timestamp: 'yesterday' })).toBe('expired');
  });

  it('reports a mismatch for a wrong secret, tampered parameters or a forged sign', () => {
    expect(check({ secret: 'another-secret' })).toBe('mismatch');
    expect(check({ params: { ...params, phone: '13900139000' } })).toBe('mismatch');
    expect(check({ sign: 'F'.repeat(32) })).toBe('mismatch');
  });

  it('includes query and path variable of the path in the check', () => {
    const dictPath = '/sys/dict/loadDictItem/sys_user,realname,username?key=admin';
    const dictSign = expectedSign('{"key":"admin","x-path-variable":"sys_user,realname,username"}');
    expect(check({ path: dictPath, params: {}, sign: dictSign })).toBe('ok');
    expect(check({ path: dictPath.replace('admin', 'root'), params: {}, sign: dictSign })).toBe('mismatch');
  });
});
