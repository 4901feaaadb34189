import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/modules/accounts/index.js';
import { type Operation, leafPaths } from '../helpers/open-api-routes.js';
import { type RequestParts, exampleRequest, injectOptions, withValueAt } from './example-requests.js';
import { targetFiller } from './references.js';
import { isStaffOnly } from './route-access.js';
import { type TwoCustomers, problemWith, twoCustomers } from './two-customers.js';

let world: TwoCustomers;
beforeAll(async () => {
  world = await twoCustomers();
});
afterAll(() => world.t.close());

/**
 * What an attacker puts in a field: injections of every kind the portal's stores and pages could fall for, each other
 * JSON type in place of the one the field takes, and values far beyond any limit. A NUL byte is left to
 * nul-characters.test.ts, which sends one in every parameter and body field already (and expects it named).
 */
const HOSTILE_VALUES: [string, unknown][] = [
  ['SQL in a quote', "' OR 1=1--"],
  ['a stacked SQL statement', '"; DROP TABLE orders;--'],
  ['a script', '<script>alert(1)</script>'],
  ['a path out of the upload folder', '../../etc/passwd'],
  ['a template expression', '${7*7}'],
  ['a NoSQL operator as text', '{"$gt":""}'],
  ['a NoSQL operator as an object', { $gt: '' }],
  ['a number', -1],
  ['text for a number', 'NaN'],
  ['a list', ['a', 'b']],
  ['null', null],
  ['100 kB of text', 'x'.repeat(100_000)],
  ['a 10,000-item list', Array.from({ length: 10_000 }, () => 'x')],
];

/** A place in a request a caller controls: a path or query parameter by name, or a body field by its path. */
type Field = { where: 'path' | 'query'; name: string } | { where: 'body'; path: string[] };

/** Every field of the operation: its parameters, each leaf of its body, and each list of the body as a whole. */
function fieldsOf(operation: Operation): Field[] {
  const parameters = operation.parameters.flatMap((parameter): Field[] => (parameter.in === 'header' ? [] : [{ where: parameter.in, name: parameter.name }]));
  const bodyPaths = new Map<string, string[]>();
  for (const leaf of operation.jsonBody ? leafPaths(operation.jsonBody) : []) {
    bodyPaths.set(leaf.join('.'), leaf);
    leaf.forEach((key, at) => /^\d+$/.test(key) && bodyPaths.set(leaf.slice(0, at).join('.'), leaf.slice(0, at)));
  }
  return [...parameters, ...[...bodyPaths.values()].map((path): Field => ({ where: 'body', path }))];
}

function withHostile(parts: RequestParts, field: Field, value: unknown): RequestParts {
  if (field.where === 'body') return { ...parts, body: withValueAt(parts.body, field.path, value) };
  return { ...parts, [field.where]: { ...parts[field.where], [field.name]: value } };
}

const nameOf = (field: Field) => (field.where === 'body' ? `body ${field.path.join('.')}` : `${field.where} ${field.name}`);

describe('hostile values in every parameter of every public and customer operation (issue 19, item 5)', () => {
  it("answers each with the envelope's 4xx or a normal reply: never a server error, never customer A's data", async () => {
    const { t, operations, other, secrets, otherValues } = world;
    // Customer B calls, every other field holding a valid value, and every reference one of customer A's objects.
    const fill = targetFiller(secrets, 0, otherValues);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations.filter((candidate) => !isStaffOnly(candidate))) {
      const parts = exampleRequest(operation, fill);
      for (const field of fieldsOf(operation)) {
        // A session of B's own per field: some writes are limited per session (20 inquiries a minute), and the
        // limit would answer in place of the check under test.
        const token = await startSession(t.database.db, other.client.id);
        for (const [valueName, value] of HOSTILE_VALUES) {
          const reply = await t.app.inject(injectOptions(operation, withHostile(parts, field, value), token));
          sent += 1;
          const problem = problemWith(reply, secrets);
          if (problem) failures.push(`${operation.method} ${operation.path} ${nameOf(field)} = ${valueName} → ${reply.statusCode} ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    // Over three thousand requests, one after another: a bound for a loaded two-core machine, not a speed check.
  }, 180_000);
});
