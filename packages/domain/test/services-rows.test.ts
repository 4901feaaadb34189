import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMER_PRICES,
  PLATE_WELLS,
  SERVICE_ROW_FIELDS,
  normalizeWell,
  pastedSheetRows,
  primerPriceMinor,
  serviceRowText,
  describeIssue,
  serviceRowsSchema,
  translate,
} from '../src/index.js';

const primers = serviceRowsSchema(SERVICE_ROW_FIELDS.primer, 999);
const wells = serviceRowsSchema(SERVICE_ROW_FIELDS.well, 96);
const messages = (result: ReturnType<typeof primers.safeParse>) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('service rows', () => {
  it('fill defaults, clean pasted sequences and keep numbers as numbers', () => {
    expect(primers.parse([{ primerName: ' F1 ', sequence: '>F1\nacgt acgt 10 acgt' }])).toEqual([
      { primerName: 'F1', sequence: 'ACGTACGTACGT', scale: '25nmol', purification: 'desalt', fivePrime: 'none', threePrime: 'none', note: '' },
    ]);
    expect(wells.parse([{ well: 'b07', sampleName: 'S', primer: 'T7', expectedLength: '900' }])[0]).toMatchObject({
      well: 'B7',
      expectedLength: 900,
      templateType: 'plasmid',
    });
  });

  it('name every bad cell by its row and field, and each repeated name on the row that repeats it', () => {
    const result = primers.safeParse([
      { primerName: 'A', sequence: 'ACGTACGTACGT' },
      { primerName: 'a ', sequence: 'ACGTAZGTACGT', scale: 'huge' },
      { primerName: '', sequence: '' },
    ]);
    expect(messages(result)).toEqual([
      ['1.sequence', 'sequences.invalidIupacBase'],
      ['1.scale', 'errors.serviceChoiceInvalid'],
      ['2.primerName', 'errors.serviceFieldRequired'],
      ['2.sequence', 'errors.serviceFieldRequired'],
    ]);
    const repeated = primers.safeParse([
      { primerName: 'A', sequence: 'ACGTACGTACGT' },
      { primerName: ' a', sequence: 'ACGTACGTACGT' },
    ]);
    expect(messages(repeated)).toEqual([['1.primerName', 'errors.serviceValueRepeats']]);
    expect((primers.safeParse([{ primerName: 'x', sequence: 'ACGTACGTACGTX' }]).error?.issues[0] as { params?: unknown } | undefined)?.params).toEqual({
      code: 'invalidIupacBase',
      position: 13,
      char: 'X',
    });
  });

  it('hold a plate to 96 wells from A1 to H12, each once', () => {
    expect(PLATE_WELLS.slice(0, 9)).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'A2']);
    expect(PLATE_WELLS).toHaveLength(96);
    expect(normalizeWell(' h012 ')).toBe('H12');
    const base = { sampleName: 'S', primer: 'M13F' };
    expect(messages(wells.safeParse([{ ...base, well: 'I1' }]))).toEqual([['0.well', 'errors.wellInvalid']]);
    expect(messages(wells.safeParse([{ ...base, well: 'A13' }]))).toEqual([['0.well', 'errors.wellInvalid']]);
    expect(
      messages(
        wells.safeParse([
          { ...base, well: 'A1' },
          { sampleName: 'T', primer: 'T7', well: 'a01' },
        ]),
      ),
    ).toEqual([['1.well', 'errors.serviceValueRepeats']]);
    expect(
      messages(wells.safeParse(Array.from({ length: 97 }, (_, index) => ({ ...base, sampleName: `S${index}`, well: PLATE_WELLS[index % 96] })))),
    ).toContainEqual(['', 'errors.serviceRowsTooMany']);
  });

  it('refuse DNA pasted where a protein belongs, and take a short peptide of the same letters', () => {
    const proteins = serviceRowsSchema(SERVICE_ROW_FIELDS.protein, 999);
    const dna = 'ATGGAAGTGCAGCTGGTGGAGTCTGGGGGA';
    const result = proteins.safeParse([{ proteinName: 'p', scale: 1, sequence1: dna }]);
    expect(messages(result)).toEqual([['0.sequence1', 'sequences.looksLikeDna']]);
    expect((result.error?.issues[0] as { params?: unknown } | undefined)?.params).toEqual({ code: 'looksLikeDna', length: 30 });
    expect(proteins.safeParse([{ proteinName: 'p', scale: 1, sequence1: 'GATTACAGATTACA' }]).success).toBe(true);
  });

  it('check numbers against their range and wholeness', () => {
    const samples = serviceRowsSchema(SERVICE_ROW_FIELDS.sample, 999);
    const result = samples.safeParse([{ sampleName: 'S', analyte: 'HER2', volume: '0', runs: 2.5, concentration: 'lots' }]);
    expect(messages(result)).toEqual([
      ['0.concentration', 'errors.serviceNumberRange'],
      ['0.volume', 'errors.serviceNumberRange'],
      ['0.runs', 'errors.serviceWholeNumber'],
    ]);
    expect((result.error?.issues[1] as { params?: unknown } | undefined)?.params).toEqual({ min: 1, max: 100_000 });
  });
});

describe('primer prices', () => {
  const prices = DEFAULT_PRIMER_PRICES.USD;
  it('charge the bases at the scale price, mixed bases, the purification and each modification', () => {
    const row = { primerName: 'p', sequence: 'ACGTNNRYAC', scale: '100nmol', purification: 'page', fivePrime: 'biotin', threePrime: 'none' };
    expect(primerPriceMinor(row, prices)).toBe(10 * 60 + 4 * 100 + 4_000 + 3_500);
    expect(primerPriceMinor({ ...row, sequence: '' }, prices)).toBe(4_000 + 3_500);
    expect(primerPriceMinor({ ...row, scale: 'unknown' }, prices)).toBe(4 * 100 + 4_000 + 3_500);
  });
});

describe('pasted sheets and row text', () => {
  it('split tab-separated lines on tabs only, typed lines on commas', () => {
    expect(pastedSheetRows('a\tb, c\td\n\nx, y')).toEqual([
      { number: 1, cells: ['a', 'b, c', 'd'] },
      { number: 3, cells: ['x', 'y'] },
    ]);
  });

  it('words a row for documents with its labels and the sequences by length', () => {
    const row = {
      primerName: 'GAPDH-F',
      sequence: 'GGAGCGAGATCCCTCCAAAAT',
      scale: '25nmol',
      purification: 'hplc',
      fivePrime: 'none',
      threePrime: 'none',
      note: '',
    };
    expect(serviceRowText('primerSynthesis', row, 'en')).toBe(
      "Primer synthesis · GAPDH-F — Sequence 5'→3': 21 nt; Scale: 25 nmol; Purification: HPLC; 5' modification: None; 3' modification: None",
    );
  });
});

describe('a refused order row', () => {
  it('is named by its row and its column in the reader language, for catalogue rows as for service rows', () => {
    const issue = { code: 'custom', path: ['lines', '1', 'quantity'], message: 'errors.cartQuantityRequired' };
    expect(describeIssue(issue, 'en')).toBe(`Row 2, Order quantity: ${translate('en', 'errors', 'cartQuantityRequired')}`);
    expect(describeIssue({ ...issue, path: ['lines', 0, 'catalog'] }, 'zh')).toBe(`第 1 行，货号：${translate('zh', 'errors', 'cartQuantityRequired')}`);
    expect(describeIssue({ ...issue, path: ['lines', 0, 'sequence'], message: 'sequences.tooShort', params: { length: 4, min: 10 } }, 'en')).toBe(
      "Row 1, Sequence 5'→3': The sequence has 4 letters; at least 10 are needed.",
    );
  });
});
