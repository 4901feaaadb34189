import { eq } from 'drizzle-orm';
import { parseGenBank } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plasmidDesigns } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { type Client, ordersApp, signedInClient } from '../orders/orders-helpers.js';

const BASE = '/jeecg-boot/by-plasmid/design';
let t: TestApp;
beforeAll(async () => {
  t = await ordersApp();
});
afterAll(() => t.close());

/** A small circular construct with a feature across its origin, as the builder saves one. */
const DESIGN = {
  name: 'pUC-GFP draft',
  backboneId: 'puc19',
  circular: true,
  sequence: 'gaattc ATGGTGAGCAAGGGCGAGGAG CTGTTCACC GGGGTGGTGCCCATC taa AAGCTT',
  features: [
    { name: 'GFP fragment', type: 'CDS', start: 6, end: 54, strand: 1 },
    { name: 'Across origin', type: 'misc_feature', start: 56, end: 4, strand: -1 },
  ],
};

const save = (client: Client, body: unknown) => client.call('POST', `${BASE}/save`, body);

describe('plasmid designs', () => {
  it("saves, lists, opens, updates and deletes a customer's own design, sequence cleaned as stored", async () => {
    const client = await signedInClient(t);
    const created = await save(client, DESIGN);
    expect(created.statusCode, created.body).toBe(200);
    const design = created.json().result;
    expect(design).toMatchObject({ name: 'pUC-GFP draft', backboneId: 'puc19', circular: true, length: 60 });
    expect(design.sequence).toBe('GAATTCATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCTAAAAGCTT');
    expect(design.features).toEqual(DESIGN.features);

    expect((await client.call('GET', `${BASE}/list`)).json().result).toEqual([
      { id: design.id, name: 'pUC-GFP draft', backboneId: 'puc19', length: design.sequence.length, updatedAt: design.updatedAt },
    ]);
    const opened = (await client.call('GET', `${BASE}/queryById?id=${design.id}`)).json().result;
    expect(opened).toEqual(design);

    const renamed = await save(client, { ...DESIGN, id: design.id, name: 'pUC-GFP v2' });
    expect(renamed.json().result).toMatchObject({ id: design.id, name: 'pUC-GFP v2' });
    expect((await client.call('POST', `${BASE}/delete`, { id: design.id })).statusCode).toBe(200);
    expect((await client.call('GET', `${BASE}/queryById?id=${design.id}`)).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another customer's design", async () => {
    const owner = await signedInClient(t);
    const id = (await save(owner, DESIGN)).json().result.id as string;
    const other = await signedInClient(t);
    const message = 'This design does not exist or is not yours.';
    const read = await other.call('GET', `${BASE}/queryById?id=${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(message);
    expect((await save(other, { ...DESIGN, id, name: 'taken' })).json().message).toBe(message);
    expect((await other.call('POST', `${BASE}/delete`, { id })).statusCode).toBe(404);
    expect((await other.call('GET', `${BASE}/list`)).json().result).toEqual([]);
    expect((await owner.call('GET', `${BASE}/queryById?id=${id}`)).json().result.name).toBe('pUC-GFP draft');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list` })).statusCode).toBe(401);
  });

  it('refuses a design a cloner would not save, naming the fault, and stores nothing', async () => {
    const client = await signedInClient(t);
    const cases: [unknown, string][] = [
      [{ ...DESIGN, name: ' ' }, 'Give the design a name.'],
      [{ ...DESIGN, sequence: 'GAATTCATGGXGAGCAAG' }, 'Position 11: “X” is neither a DNA base nor an IUPAC code'],
      [{ ...DESIGN, sequence: '' }, 'A design needs its sequence.'],
      [{ ...DESIGN, features: [{ ...DESIGN.features[0], end: 500 }] }, 'The feature “GFP fragment” does not lie within the sequence (60 bp).'],
      [{ ...DESIGN, circular: false }, 'The feature “Across origin” does not lie within the sequence'],
    ];
    for (const [body, message] of cases) {
      const reply = await save(client, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    expect((await client.call('GET', `${BASE}/list`)).json().result).toEqual([]);
  });

  it("are in the customer's data export and go with the account (security.md S19)", async () => {
    const client = await signedInClient(t);
    const id = (await save(client, DESIGN)).json().result.id as string;
    const data = (await client.call('GET', '/jeecg-boot/by-order-client/customer/exportData')).json();
    expect(data.plasmidDesigns.map((design: { id: string; sequence: string }) => [design.id, design.sequence.length])).toEqual([[id, 60]]);
    expect(data.orders).toEqual([]);
    expect((await client.call('POST', '/jeecg-boot/by-order-client/customer/deleteAccount', { password: client.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(plasmidDesigns).where(eq(plasmidDesigns.customerId, client.id))).toEqual([]);
  });

  it('exports the design as GenBank with its features, or as FASTA, for the owner only', async () => {
    const client = await signedInClient(t);
    const id = (await save(client, DESIGN)).json().result.id as string;
    const genbank = await client.call('GET', `${BASE}/export?id=${id}&format=genbank`);
    expect(genbank.statusCode).toBe(200);
    expect(genbank.headers['content-disposition']).toContain("filename*=UTF-8''pUC-GFP%20draft.gb");
    const parsed = parseGenBank(genbank.body);
    expect(parsed).toMatchObject({ sequence: 'GAATTCATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCTAAAAGCTT', circular: true });
    expect(parsed.features.map(({ start, end, strand }) => ({ start, end, strand }))).toEqual(
      DESIGN.features.map(({ start, end, strand }) => ({ start, end, strand })),
    );
    const fasta = await client.call('GET', `${BASE}/export?id=${id}&format=fasta`);
    expect(fasta.body).toBe('>pUC-GFP draft\nGAATTCATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCTAAAAGCTT\n');
    expect((await client.call('GET', `${BASE}/export?id=${id}&format=dna`)).json().message).toContain('Choose GenBank or FASTA.');
    const other = await signedInClient(t);
    expect((await other.call('GET', `${BASE}/export?id=${id}&format=genbank`)).statusCode).toBe(404);
  });
});
