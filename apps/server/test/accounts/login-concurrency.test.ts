import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/modules/accounts/login-throttle.service.js';
import { createCustomer, randomAddress, solvedCaptcha } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import type { DatabaseHandle } from '../../src/db/client.js';

/** Shorter than in production so the burst stays quick; the schedule's shape is the same. */
const DELAYS = { stepMs: 100, maxMs: 400 };
const GUESSES = 20;

/** What GUESSES wrong passwords one after another wait in all: nothing for the free ones, then a growing delay. */
const SEQUENTIAL_WAIT_MS = Array.from({ length: GUESSES }, (_, index) => index + 1 - LOGIN_THROTTLE.freeAccountFailures)
  .filter((extra) => extra > 0)
  .reduce((total, extra) => total + Math.min(extra * DELAYS.stepMs, DELAYS.maxMs), 0);

let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  // Two instances on one database, as behind a load balancer.
  database = await openTestDatabase();
  first = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, database, loginDelays: DELAYS });
  second = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, database, loginDelays: DELAYS });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

type Attempt = { instance: TestApp; username: string; password: string; from: string };

/** The attempts' requests, captchas solved beforehand, then all sent at once; their statuses and the time taken. */
async function burst(attempts: Attempt[]): Promise<{ statuses: number[]; elapsedMs: number }> {
  const prepared = await Promise.all(
    attempts.map(async ({ instance, username, password, from }) => ({
      instance,
      from,
      payload: { username, password, ...(await solvedCaptcha(instance.app)) },
    })),
  );
  const started = performance.now();
  const replies = await Promise.all(
    prepared.map(({ instance, from, payload }) =>
      instance.app.inject({ method: 'POST', url: '/jeecg-boot/by-order-client/customer/login', headers: { 'x-forwarded-for': from }, payload }),
    ),
  );
  return { statuses: replies.map((reply) => reply.statusCode), elapsedMs: performance.now() - started };
}

const guesses = (username: string, instances: TestApp[]): Attempt[] =>
  Array.from({ length: GUESSES }, (_, index) => ({
    instance: instances[index % instances.length] as TestApp,
    username,
    password: `Wrong#Guess${index}`,
    from: randomAddress(),
  }));

describe('the account-wide slow-down against parallel guesses (S4)', () => {
  it('makes guesses sent all at once from many addresses, to two instances, take as long as one after another', async () => {
    const user = await createCustomer(first);
    const { statuses, elapsedMs } = await burst(guesses(user.username, [first, second]));
    expect(statuses).toEqual(Array(GUESSES).fill(400));
    expect(SEQUENTIAL_WAIT_MS).toBe(3_400);
    expect(elapsedMs).toBeGreaterThanOrEqual(SEQUENTIAL_WAIT_MS);
  });

  it('still lets the real user in from another address while the guesses run', async () => {
    const user = await createCustomer(first);
    const realUser: Attempt = { instance: second, username: user.username, password: user.password, from: randomAddress() };
    const { statuses } = await burst([...guesses(user.username, [first, second]), realUser]);
    expect(statuses.slice(0, GUESSES)).toEqual(Array(GUESSES).fill(400));
    expect(statuses[GUESSES]).toBe(200);
  });

  it('lets one address check no more than its free failures at once', async () => {
    const user = await createCustomer(first);
    const from = randomAddress();
    const { statuses } = await burst(
      guesses(user.username, [first, second])
        .slice(0, 12)
        .map((attempt) => ({ ...attempt, from })),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(LOGIN_THROTTLE.freePairFailures);
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(true);
  });
});
