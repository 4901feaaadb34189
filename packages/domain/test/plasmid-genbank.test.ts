import { describe, expect, it } from 'vitest';
import { parseGenBank, toFasta, toGenBank } from '../src/plasmids/genbank.js';
import type { Plasmid } from '../src/plasmids/plasmid-model.js';
import { cleanPastedSequence } from '../src/sequences/sequence-alphabet.js';
import { PUC19, PUC19_SEQUENCE } from './fixtures/puc19.js';

const annotated: Plasmid = {
  ...PUC19,
  features: [
    ...PUC19.features,
    { name: 'across the origin', type: 'misc_feature', start: 2680, end: 20, strand: 1 },
    { name: 'back across the origin', type: 'primer_bind', start: 2600, end: 50, strand: -1 },
    { name: 'one base', type: 'misc_feature', start: 9, end: 10, strand: 1 },
    { name: 'a "quoted" name', type: 'misc_feature', start: 0, end: 2686, strand: 1 },
  ],
};

describe('toGenBank', () => {
  const text = toGenBank(annotated);
  const lines = text.split('\n');

  it('writes the LOCUS line with length and topology in their columns', () => {
    expect(lines[0]).toBe('LOCUS       pUC19                   2686 bp    DNA     circular SYN');
    expect(lines[0]?.slice(29, 40).trim()).toBe('2686');
    expect(lines[0]?.slice(55, 63)).toBe('circular');
  });

  it('writes 1-based locations, complement() for the bottom strand and join() through the origin', () => {
    expect(lines).toContain('     CDS             complement(146..469)');
    expect(lines).toContain('     CDS             complement(1626..2486)');
    expect(lines).toContain('     misc_feature    join(2681..2686,1..20)');
    expect(lines).toContain('     primer_bind     complement(join(2601..2686,1..50))');
    expect(lines).toContain('     misc_feature    10');
    expect(lines).toContain('                     /label="a ""quoted"" name"');
  });

  it('writes the sequence in numbered lines of six blocks of ten', () => {
    const origin = lines.indexOf('ORIGIN');
    expect(lines[origin + 1]).toBe('        1 tcgcgcgttt cggtgatgac ggtgaaaacc tctgacacat gcagctcccg gagacggtca');
    expect(lines[origin + 45]).toBe('     2641 atgacattaa cctataaaaa taggcgtatc acgaggccct ttcgtc');
    expect(lines.slice(-2)).toEqual(['//', '']);
  });
});

describe('parseGenBank', () => {
  it('reads back what toGenBank writes: name, topology, sequence and every feature', () => {
    expect(parseGenBank(toGenBank(annotated))).toEqual(annotated);
  });

  it('keeps a linear topology and turns white space in the name into _', () => {
    const linear: Plasmid = { name: 'my insert', sequence: 'ATGGCC', circular: false, features: [] };
    expect(parseGenBank(toGenBank(linear))).toEqual({ ...linear, name: 'my_insert' });
  });

  it('reads an NCBI-style record', () => {
    const record = [
      'LOCUS       SYNTEST                   40 bp    DNA     circular SYN 18-JUL-2012',
      'DEFINITION  A test vector.',
      'FEATURES             Location/Qualifiers',
      '     source          1..40',
      '                     /organism="synthetic DNA construct"',
      '     CDS             <3..>20',
      '                     /gene="tst"',
      '                     /product="a test',
      '                     protein"',
      '     promoter        join(complement(1..5),complement(36..40))',
      '                     /note="bottom-strand promoter through the origin"',
      '     misc_feature    complement(join(31..35,',
      '                     1..2))',
      '                     /note="a path, a',
      '                     /b/c"',
      '     exon            join(4..6,10..12)',
      '     misc_feature    J00194.1:100..202',
      'BASE COUNT       10 a     10 c     10 g     10 t',
      'ORIGIN      ',
      '        1 acgtacgtac gtacgtacgt acgtacgtac gtacgtacgt',
      '//',
      'LOCUS       SECOND                     4 bp    DNA     linear   SYN',
    ].join('\r\n');
    expect(parseGenBank(record)).toEqual({
      name: 'SYNTEST',
      sequence: 'ACGT'.repeat(10),
      circular: true,
      features: [
        { name: 'source', type: 'source', start: 0, end: 40, strand: 1 },
        { name: 'tst', type: 'CDS', start: 2, end: 20, strand: 1 },
        { name: 'bottom-strand promoter through the origin', type: 'promoter', start: 35, end: 5, strand: -1 },
        { name: 'a path, a /b/c', type: 'misc_feature', start: 30, end: 2, strand: -1 },
        { name: 'exon', type: 'exon', start: 3, end: 12, strand: 1 },
      ],
    });
  });

  it('refuses text with no LOCUS line', () => {
    expect(() => parseGenBank('>pUC19\nACGT\n')).toThrow(/LOCUS/);
  });
});

describe('toFasta', () => {
  it('writes the name as the header and the sequence in lines of 70', () => {
    const lines = toFasta(PUC19).split('\n');
    expect(lines[0]).toBe('>pUC19');
    expect(lines[1]).toHaveLength(70);
    expect(lines).toHaveLength(1 + Math.ceil(2686 / 70) + 1);
    expect(lines.at(-1)).toBe('');
    expect(cleanPastedSequence(lines.join('\n'))).toBe(PUC19_SEQUENCE);
  });
});
