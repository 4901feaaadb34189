import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafPaths } from '../helpers/open-api-routes.js';
import { viewOf } from './customer-objects.js';
import { exampleRequest, injectOptions } from './example-requests.js';
import { leakedIn, namesAReference, targetFiller } from './references.js';
import { type GuardedOperation, isStaffOnly } from './route-access.js';
import { type TwoCustomers, problemWith, twoCustomers } from './two-customers.js';

let world: TwoCustomers;
beforeAll(async () => {
  world = await twoCustomers();
});
afterAll(() => world.t.close());

/** Whether any parameter or body field of the operation points at a stored object or file. */
const takesReferences = (operation: GuardedOperation) =>
  operation.parameters.some((parameter) => parameter.in !== 'header' && namesAReference(parameter.name)) ||
  leafPaths(operation.jsonBody ?? {}).some((path) => path.some(namesAReference));

describe("customer B and every reference to customer A's objects (issue 19, item 5)", () => {
  it("reaches none of A's objects through any operation a customer may call, nor shows anything of A's", async () => {
    const { t, operations, other, secrets, otherValues } = world;
    // A's objects are really there to be reached: addresses, cart lines, designs, orders, invoices, parcels and files.
    expect(secrets.ids.length).toBeGreaterThan(10);
    expect(secrets.paths.length).toBeGreaterThan(0);
    const probed = operations.filter((operation) => !isStaffOnly(operation) && takesReferences(operation));
    const failures: string[] = [];
    const rounds = Math.max(secrets.ids.length, secrets.paths.length);
    for (const operation of probed) {
      for (let round = 0; round < rounds; round += 1) {
        const options = injectOptions(operation, exampleRequest(operation, targetFiller(secrets, round, otherValues), round), other.client.token);
        const problem = problemWith(await t.app.inject(options), secrets);
        if (problem) failures.push(`${options.method} ${options.url} ${JSON.stringify(options.payload ?? '')} → ${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probed.length).toBeGreaterThan(30);
  });

  it("leaves A's objects as they were, and none of them in B's own", async () => {
    const { t, operations, owner, other, ownerView, secrets } = world;
    expect(await viewOf(t, owner.client, operations)).toEqual(ownerView);
    const otherView = await viewOf(t, other.client, operations);
    expect(leakedIn(JSON.stringify([...otherView.values()]), secrets)).toBeUndefined();
  });

  it('refuses every staff operation to a customer, before reading anything', async () => {
    const { t, operations, other, secrets, otherValues } = world;
    const staffOnly = operations.filter(isStaffOnly);
    const answered = new Map<string, number>();
    for (const operation of staffOnly) {
      const options = injectOptions(operation, exampleRequest(operation, targetFiller(secrets, 0, otherValues)), other.client.token);
      answered.set(`${options.method} ${options.url}`, (await t.app.inject(options)).statusCode);
    }
    expect([...answered].filter(([, status]) => status !== 401 && status !== 403)).toEqual([]);
    expect(staffOnly.length).toBeGreaterThan(30);
  });
});
