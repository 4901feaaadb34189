import { describe, expect, it } from 'vitest';
import { alphabetIssues, cleanPastedSequence, fastaRecordCount } from '../src/sequences/sequence-alphabet.js';
import { checkSequence, lengthIssues } from '../src/sequences/sequence-check.js';
import { duplicateNameRows } from '../src/sequences/sequence-names.js';

describe('cleanPastedSequence', () => {
  it('drops a FASTA header, white space and the numbering of a listing, and upper-cases', () => {
    expect(cleanPastedSequence('>sp|P0CG48|UBC_HUMAN Polyubiquitin-C\r\n1 mqifvktltg ktitlevep\n  21 sdtienv\n')).toBe('MQIFVKTLTGKTITLEVEPSDTIENV');
  });

  it('drops every header line, so a second header cannot pass for residues', () => {
    const pasted = '>one\nACGT\n>two human kinase\nTTGA';
    expect(cleanPastedSequence(pasted)).toBe('ACGTTTGA');
    expect(fastaRecordCount(pasted)).toBe(2);
    expect(fastaRecordCount('ACGT')).toBe(0);
  });

  it('keeps a ">" inside a line, to be reported as a wrong character', () => {
    expect(cleanPastedSequence('AC>GT')).toBe('AC>GT');
  });
});

describe('alphabetIssues', () => {
  it('finds every character that is not A, C, G or T in DNA, by 1-based position', () => {
    expect(alphabetIssues('ACGTACGTACGUN', 'dna')).toEqual([
      { code: 'invalidBase', position: 12, char: 'U' },
      { code: 'invalidBase', position: 13, char: 'N' },
    ]);
    expect(alphabetIssues('ACGT', 'dna')).toEqual([]);
  });

  it('accepts the IUPAC codes in degenerate DNA and nothing else', () => {
    expect(alphabetIssues('ACGTRYSWKMBDHVN', 'dnaDegenerate')).toEqual([]);
    expect(alphabetIssues('ACGXU-', 'dnaDegenerate')).toEqual([
      { code: 'invalidIupacBase', position: 4, char: 'X' },
      { code: 'invalidIupacBase', position: 5, char: 'U' },
      { code: 'invalidIupacBase', position: 6, char: '-' },
    ]);
  });

  it('accepts the 20 amino acids, and X and a final stop only when allowed', () => {
    expect(alphabetIssues('ACDEFGHIKLMNPQRSTVWY', 'protein')).toEqual([]);
    expect(alphabetIssues('MKXB*', 'protein')).toEqual([
      { code: 'unknownResidueNotAllowed', position: 3 },
      { code: 'invalidResidue', position: 4, char: 'B' },
      { code: 'stopNotAllowed', position: 5 },
    ]);
    expect(alphabetIssues('MKX*', 'protein', { allowUnknownResidue: true, allowTerminalStop: true })).toEqual([]);
    expect(alphabetIssues('MK*W*', 'protein', { allowTerminalStop: true })).toEqual([{ code: 'internalStop', position: 3 }]);
  });

  it('counts a character outside the basic plane as one position', () => {
    expect(alphabetIssues('A😀C', 'dna')).toEqual([{ code: 'invalidBase', position: 2, char: '😀' }]);
  });
});

describe('lengthIssues', () => {
  const rule = { min: 10, max: 20 };

  it('compares the length with the caller’s bounds, inclusive', () => {
    expect(lengthIssues('A'.repeat(10), rule)).toEqual([]);
    expect(lengthIssues('A'.repeat(20), rule)).toEqual([]);
    expect(lengthIssues('A'.repeat(9), rule)).toEqual([{ code: 'tooShort', length: 9, min: 10 }]);
    expect(lengthIssues('A'.repeat(21), rule)).toEqual([{ code: 'tooLong', length: 21, max: 20 }]);
  });

  it('reports an empty sequence as such rather than as too short', () => {
    expect(lengthIssues('', rule)).toEqual([{ code: 'emptySequence' }]);
    expect(lengthIssues('', { min: 0, max: 5 })).toEqual([{ code: 'emptySequence' }]);
  });
});

describe('checkSequence', () => {
  it('cleans a paste, then reports records, characters and length together', () => {
    expect(checkSequence('>a\nacgu\n>b\nac', { alphabet: 'dna', min: 10, max: 100 })).toEqual({
      sequence: 'ACGUAC',
      issues: [
        { code: 'multipleRecords', count: 2 },
        { code: 'invalidBase', position: 4, char: 'U' },
        { code: 'tooShort', length: 6, min: 10 },
      ],
    });
  });

  it("does not count a protein's final stop towards its length", () => {
    const rule = { alphabet: 'protein', min: 5, max: 5, allowTerminalStop: true } as const;
    expect(checkSequence('MKWVT*', rule).issues).toEqual([]);
    expect(checkSequence('MKWV*', rule).issues).toEqual([{ code: 'tooShort', length: 4, min: 5 }]);
  });

  it('passes a clean sequence with no issues', () => {
    expect(checkSequence('>P1\nmkwv tfisllfl\n', { alphabet: 'protein', min: 5, max: 50, allowTerminalStop: true })).toEqual({
      sequence: 'MKWVTFISLLFL',
      issues: [],
    });
  });
});

describe('duplicateNameRows', () => {
  it('marks each row whose name an earlier row has, ignoring case and surrounding spaces', () => {
    expect(duplicateNameRows(['Fwd-1', 'Rev-1', ' fwd-1 ', 'FWD-1', 'Rev-2'])).toEqual([2, 3]);
  });

  it('leaves blank names to the required rule', () => {
    expect(duplicateNameRows(['', '  ', 'a', ''])).toEqual([]);
  });
});
