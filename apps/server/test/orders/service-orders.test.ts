import { DEFAULT_PRIMER_PRICES, type PrimerPriceTable, type PrimerPrices, SERVICES, type ServiceRowKind } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetBuffer } from '../../src/modules/uploads/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { multipart } from '../uploads/multipart.js';
import { type Client, DESK, ORDER, deskClient, ordersApp, signedInClient } from './orders-helpers.js';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await ordersApp();
  client = await signedInClient(t);
});
afterAll(() => t.close());

const VH = 'EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS';
const VL = 'DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK';

/** One row a lab would send for each kind of service row, as typed (numbers as text, choices left out). */
const VALID_ROWS: Record<ServiceRowKind, Record<string, unknown>> = {
  protein: { proteinName: 'Trastuzumab biosimilar', scale: '5', sequence1: VH, sequence2: VL, concentration: 2, packingTubeCount: 4 },
  antibody: { antibodyName: 'mAb-7', heavyChain: VH, lightChain: VL, target: 'HER2', goal: '10x lower KD' },
  target: { targetName: 'PD-L1', uniprotId: 'Q9NZQ7', leads: 3 },
  hybridoma: { cloneName: '3F8-H2', hostSpecies: 'rat', cellCount: 5 },
  sample: { sampleName: 'Lot 24-117', analyte: 'Human HER2-His', concentration: '1.5', volume: 200, parameters: '6-point titration, 25 °C' },
  well: { well: 'a01', sampleName: 'pUC19-clone3', templateType: 'plasmid', expectedLength: 900, primer: 'M13F' },
  primer: { primerName: 'GAPDH-F', sequence: 'GGAGCGAGATCCCTCCAAAAT', scale: '100nmol', purification: 'page' },
};

const submit = (who: Client, body: Record<string, unknown>, language?: string) =>
  who.call('POST', `${ORDER}/inquiry/add`, body, language ? { 'accept-language': language } : {});

const serviceOrder = (service: string, lines: Record<string, unknown>[], who: Client) => ({
  orderType: 'service',
  service,
  addressId: who.addressId,
  contactPhone: 'NA',
  agreement: true,
  lines,
});

describe('service orders', () => {
  it.each(SERVICES.map((service) => [service.key, service.rows] as const))('takes a %s order and lists it on its page', async (key, rows) => {
    const reply = await submit(client, serviceOrder(key, [VALID_ROWS[rows]], client));
    expect(reply.statusCode, reply.body).toBe(200);
    const { id, orderNo } = reply.json().result as { id: string; orderNo: string };

    const listed = (await client.call('GET', `${ORDER}/list?service=${key}`)).json().result;
    expect(listed.records.map((order: { orderNo: string }) => order.orderNo)).toEqual([orderNo]);
    expect(listed.records[0]).toMatchObject({ orderType: 'service', service: key, status: 'inquirying' });

    const detail = (await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result;
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0].product).toBeNull();
    expect(detail.lines[0].service).toBeTypeOf('object');
  });

  it('stores each row as the lab reads it: numbers as numbers, defaults filled, wells and sequences normalised', async () => {
    const client = await signedInClient(t);
    const reply = await submit(client, serviceOrder('sequencing', [VALID_ROWS.well, { ...VALID_ROWS.well, well: ' h12', sampleName: 'PCR-2' }], client));
    const detail = (await client.call('GET', `${ORDER}/queryById?id=${reply.json().result.id}`)).json().result;
    expect(detail.lines.map((line: { service: Record<string, unknown> }) => line.service.well)).toEqual(['A1', 'H12']);
    expect(detail.lines[0].service).toEqual({ well: 'A1', sampleName: 'pUC19-clone3', templateType: 'plasmid', expectedLength: 900, primer: 'M13F', note: '' });

    const primer = await submit(client, serviceOrder('primerSynthesis', [{ primerName: 'deg-1', sequence: 'ggn nry tgg cat gca' }], client));
    const stored = (await client.call('GET', `${ORDER}/queryById?id=${primer.json().result.id}`)).json().result.lines[0].service;
    expect(stored).toMatchObject({ sequence: 'GGNNRYTGGCATGCA', scale: '25nmol', purification: 'desalt', fivePrime: 'none', threePrime: 'none' });
  });

  it('refuses bad rows with a message naming the row, the column and the fault, in the reader language, and stores nothing', async () => {
    const client = await signedInClient(t);
    const before = (await client.call('GET', `${ORDER}/list?service=primerSynthesis`)).json().result.total as number;
    const cases: [Record<string, unknown>[], string][] = [
      [[VALID_ROWS.primer, { primerName: 'bad', sequence: 'ACGTXACGTACGT' }], "Row 2, Sequence 5'→3': Position 5: “X” is neither a DNA base nor an IUPAC code"],
      [[{ primerName: 'short', sequence: 'ACGT' }], "Row 1, Sequence 5'→3': The sequence has 4 letters; at least 10 are needed."],
      [[{ primerName: 'empty' }], "Row 1, Sequence 5'→3': This field is required."],
      [[VALID_ROWS.primer, { ...VALID_ROWS.primer, primerName: ' gapdh-f ' }], 'Row 2, Primer name: This value is already used in another row.'],
      [[{ ...VALID_ROWS.primer, scale: '5umol' }], 'Row 1, Scale: Choose one of the listed options.'],
    ];
    for (const [lines, message] of cases) {
      const reply = await submit(client, serviceOrder('primerSynthesis', lines, client));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    const sample = await submit(client, serviceOrder('elisa', [{ ...VALID_ROWS.sample, runs: '2.5', volume: 0 }], client));
    expect(sample.json().message).toContain('Row 1, Volume (µl): Enter a number from 1 to 100000.');
    expect(sample.json().message).toContain('Row 1, Runs: Enter a whole number from 1 to 20.');
    const well = await submit(client, serviceOrder('sequencing', [{ ...VALID_ROWS.well, well: 'I1' }], client));
    expect(well.json().message).toContain('Row 1, Well: Enter a well of a 96-well plate, A1 to H12.');
    const protein = await submit(client, serviceOrder('antibodyDiscovery', [{ ...VALID_ROWS.protein, sequence2: 'EVQLVESGGJLVQPGG' }], client));
    expect(protein.json().message).toContain('Row 1, Sequence 2: Position 10: “J” is not a one-letter amino-acid code.');

    const chinese = await submit(client, serviceOrder('primerSynthesis', [{ primerName: 'x', sequence: 'ACGTXACGTACGT' }], client), 'zh');
    expect(chinese.json().message).toContain("第 1 行，序列 5'→3'：");
    expect((await client.call('GET', `${ORDER}/list?service=primerSynthesis`)).json().result.total).toBe(before);
  });

  it('holds a sequencing order to one 96-well plate', async () => {
    const client = await signedInClient(t);
    const wells = Array.from({ length: 97 }, (_, index) => ({ ...VALID_ROWS.well, well: 'A1', sampleName: `S${index}` }));
    const reply = await submit(client, serviceOrder('sequencing', wells, client));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain('An order of this service holds at most 96 rows.');
  });

  it("keeps one customer's service orders from another", async () => {
    const other = await signedInClient(t);
    const reply = await submit(other, serviceOrder('facs', [VALID_ROWS.sample], other));
    const { id } = reply.json().result as { id: string };
    expect((await client.call('GET', `${ORDER}/queryById?id=${id}`)).statusCode).toBe(404);
    const mine = (await client.call('GET', `${ORDER}/list?service=facs`)).json().result.records as { id: string }[];
    expect(mine.map((order) => order.id)).not.toContain(id);
    expect((await other.call('GET', `${ORDER}/list?service=facs`)).json().result.total).toBe(1);
  });
});

describe('the order desk', () => {
  it("lists one service's orders of every customer", async () => {
    const [first, second] = [await signedInClient(t), await signedInClient(t)];
    const ids = await Promise.all(
      [first, second].map(async (who) => (await submit(who, serviceOrder('icief', [VALID_ROWS.sample], who))).json().result.id as string),
    );
    const desk = await deskClient(t, ['orders:view']);
    const listed = (await desk.call('GET', `${DESK}/list?service=icief&pageSize=100`)).json().result;
    expect(listed.records.map((order: { id: string }) => order.id)).toEqual(expect.arrayContaining(ids));
    expect(listed.records.every((order: { service: string }) => order.service === 'icief')).toBe(true);
  });
});

describe('primer prices', () => {
  const PRICES = '/jeecg-boot/by-order-client/services/primerPrices';
  const TABLE = '/jeecg-boot/staff/services/primerPrices';

  it('prices each primer from the staff table as the form does, and stores that price with the row', async () => {
    const client = await signedInClient(t);
    const quote = (await client.call('GET', PRICES)).json().result as { currency: string; prices: PrimerPrices };
    expect(quote).toEqual({ currency: 'USD', prices: DEFAULT_PRIMER_PRICES.USD });
    const rows = [
      { primerName: 'plain', sequence: 'GGAGCGAGATCCCTCCAAAAT' },
      { primerName: 'mixed', sequence: 'ACGTNNRYACGTAA', scale: '1umol', purification: 'hplc', fivePrime: 'fam', threePrime: 'bhq1' },
    ];
    const reply = await submit(client, serviceOrder('primerSynthesis', rows, client));
    const lines = (await client.call('GET', `${ORDER}/queryById?id=${reply.json().result.id}`)).json().result.lines as { catalogUnitPriceMinor: number }[];
    // 21 bases at 0.35; 14 bases at 2.20, four mixed at 1.00, HPLC 50.00, FAM 60.00, BHQ-1 75.00.
    expect(lines.map((line) => line.catalogUnitPriceMinor)).toEqual([21 * 35, 14 * 220 + 4 * 100 + 5_000 + 6_000 + 7_500]);
  });

  it('lets staff with the catalogue permission change the table, audited, and the next orders are priced by it', async () => {
    const staff = await deskClient(t, ['catalog:edit', 'audit:view']);
    const table = (await staff.call('GET', TABLE)).json().result as PrimerPriceTable;
    const cheaper = { ...table, USD: { ...table.USD, perBase: { ...table.USD.perBase, '25nmol': 20 } } };
    expect((await staff.call('POST', TABLE, cheaper)).statusCode).toBe(200);
    const client = await signedInClient(t);
    expect((await client.call('GET', PRICES)).json().result.prices.perBase['25nmol']).toBe(20);
    const reply = await submit(client, serviceOrder('primerSynthesis', [{ primerName: 'p', sequence: 'ACGTACGTACGT' }], client));
    const [line] = (await client.call('GET', `${ORDER}/queryById?id=${reply.json().result.id}`)).json().result.lines;
    expect(line.catalogUnitPriceMinor).toBe(12 * 20);
    const audit = (await staff.call('GET', '/jeecg-boot/staff/audit/list?objectType=primerPrices')).json().result.records;
    expect(audit[0]).toMatchObject({ action: 'primerPrices.update', objectType: 'primerPrices' });

    const negative = await staff.call('POST', TABLE, { ...table, CNY: { ...table.CNY, degenerateBase: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Enter an amount from 0 to 1,000,000 with at most two decimals.');
    const outsider = await deskClient(t, ['orders:view']);
    expect((await outsider.call('POST', TABLE, table)).statusCode).toBe(403);
    expect((await client.call('GET', TABLE)).statusCode).toBe(401);
  });
});

describe('rows from an uploaded sheet', () => {
  const SHEET = '/jeecg-boot/by-order-client/services/sheetRows';
  const upload = (client: Client, content: Buffer, filename = 'primers.xlsx') => {
    const { payload, headers } = multipart([
      { name: 'file', filename, content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    return client.call('POST', SHEET, payload, headers);
  };

  it("reads the first sheet's rows as text for the order form, header included", async () => {
    const client = await signedInClient(t);
    const workbook = await spreadsheetBuffer({
      name: 'Primers',
      header: ['Primer name', "Sequence 5'→3'", 'Scale'],
      rows: [
        ['GAPDH-F', 'GGAGCGAGATCCCTCCAAAAT', '25 nmol'],
        ['ACTB-R', 'CATGTACGTTGCTATCCAGGC', 100],
      ],
    });
    const reply = await upload(client, workbook);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().result.rows).toEqual([
      ['Primer name', "Sequence 5'→3'", 'Scale'],
      ['GAPDH-F', 'GGAGCGAGATCCCTCCAAAAT', '25 nmol'],
      ['ACTB-R', 'CATGTACGTTGCTATCCAGGC', '100'],
    ]);
  });

  it('refuses a sheet longer than an order and a file that is not a workbook', async () => {
    const client = await signedInClient(t);
    const long = await spreadsheetBuffer({ name: 'x', header: ['n'], rows: Array.from({ length: 1000 }, (_, index) => [`P${index}`]) });
    expect((await upload(client, long)).json().message).toBe('An order of this service holds at most 999 rows.');
    const text = await upload(client, Buffer.from('not a workbook'), 'primers.txt');
    expect(text.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'POST', url: SHEET })).statusCode).toBe(401);
  });
});
