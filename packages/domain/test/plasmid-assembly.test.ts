import { describe, expect, it } from 'vitest';
import { ANNEALING_MAX_BASES, ANNEALING_MIN_BASES, SEAMLESS_OVERLAP_BASES, seamlessInsert } from '../src/plasmids/plasmid-assembly.js';
import type { Plasmid } from '../src/plasmids/plasmid-model.js';
import { reverseComplement } from '../src/sequences/translation.js';
import { PUC19, PUC19_SEQUENCE } from './fixtures/puc19.js';

/** The start and end of EGFP's coding sequence around a stretch of filler. */
const EGFP_START = 'ATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCC';
const EGFP_END = 'CACATGGTCCTGCTGGAGTTCGTGACCGCCGCCGGGATCACTCTCGGCATGGACGAGCTGTACAAGTAA';
const EGFP = { name: 'EGFP', sequence: EGFP_START + 'GCC'.repeat(20) + EGFP_END };

describe('seamlessInsert', () => {
  const gibson = seamlessInsert({ vector: PUC19, insert: EGFP, at: 396, method: 'gibson' });
  const [forward, reverse] = gibson.primers;

  it('overlaps 20 bases for Gibson and 15 for In-Fusion', () => {
    expect(SEAMLESS_OVERLAP_BASES).toEqual({ gibson: 20, infusion: 15 });
    const inFusion = seamlessInsert({ vector: PUC19, insert: EGFP, at: 396, method: 'infusion' });
    expect(inFusion.overlaps).toEqual({ left: PUC19_SEQUENCE.slice(381, 396), right: PUC19_SEQUENCE.slice(396, 411) });
  });

  it('takes the vector’s bases either side of the insertion point as overlaps', () => {
    expect(gibson.overlaps).toEqual({ left: PUC19_SEQUENCE.slice(376, 396), right: PUC19_SEQUENCE.slice(396, 416) });
    expect(gibson.overlaps.right.startsWith('AATTC')).toBe(true);
  });

  it('inserts the sequence and marks it, moving the features after it', () => {
    const length = EGFP.sequence.length;
    expect(gibson.plasmid.sequence).toBe(PUC19_SEQUENCE.slice(0, 396) + EGFP.sequence + PUC19_SEQUENCE.slice(396));
    expect(gibson.plasmid.features).toContainEqual({ name: 'EGFP', type: 'misc_feature', start: 396, end: 396 + length, strand: 1 });
    expect(gibson.plasmid.features).toContainEqual({ name: 'AmpR', type: 'CDS', start: 1625 + length, end: 2486 + length, strand: -1 });
  });

  it('designs a forward primer of the left overlap and the insert’s start', () => {
    expect(forward.name).toBe('EGFP-F');
    expect(forward.sequence.startsWith(gibson.overlaps.left)).toBe(true);
    const annealing = forward.sequence.slice(20);
    expect(EGFP.sequence.startsWith(annealing)).toBe(true);
    expect(annealing.length).toBeGreaterThanOrEqual(ANNEALING_MIN_BASES);
    expect(annealing.length).toBeLessThanOrEqual(ANNEALING_MAX_BASES);
  });

  it('designs a reverse primer that is the reverse complement of the insert’s end and the right overlap', () => {
    expect(reverse.name).toBe('EGFP-R');
    const template = reverseComplement(reverse.sequence);
    expect(template.endsWith(gibson.overlaps.right)).toBe(true);
    expect(EGFP.sequence.endsWith(template.slice(0, -20))).toBe(true);
  });

  it('gives each primer’s length and G+C, and an annealing Tm from 58 to 72 °C', () => {
    for (const primer of gibson.primers) {
      expect(primer.length).toBe(primer.sequence.length);
      expect(primer.gcPercent).toBeGreaterThan(40);
      expect(primer.gcPercent).toBeLessThan(70);
      expect(primer.tm).toBeGreaterThanOrEqual(58);
      expect(primer.tm).toBeLessThanOrEqual(72);
    }
  });

  it('stops lengthening the annealing part at 30 bases when an AT-rich insert never melts at 58 °C', () => {
    const atRich = { name: 'AT', sequence: 'ATTATAAATTTATATAATTAAATATTTATAAATATTAATTA'.repeat(2) };
    const [atForward] = seamlessInsert({ vector: PUC19, insert: atRich, at: 396, method: 'infusion' }).primers;
    expect(atForward.sequence).toHaveLength(15 + 30);
    expect(atForward.tm).toBeLessThan(58);
  });

  it('reads the overlaps through the origin of a circular vector', () => {
    const nearOrigin = seamlessInsert({ vector: PUC19, insert: EGFP, at: 5, method: 'gibson' });
    expect(nearOrigin.overlaps).toEqual({ left: PUC19_SEQUENCE.slice(2671) + PUC19_SEQUENCE.slice(0, 5), right: PUC19_SEQUENCE.slice(5, 25) });
    expect(nearOrigin.primers[0].sequence.startsWith(nearOrigin.overlaps.left)).toBe(true);
    expect(nearOrigin.plasmid.sequence).toBe(PUC19_SEQUENCE.slice(0, 5) + EGFP.sequence + PUC19_SEQUENCE.slice(5));
    const atEnd = seamlessInsert({ vector: PUC19, insert: EGFP, at: 2686, method: 'gibson' }).overlaps;
    expect(atEnd).toEqual({ left: PUC19_SEQUENCE.slice(2666), right: PUC19_SEQUENCE.slice(0, 20) });
    expect(seamlessInsert({ vector: PUC19, insert: EGFP, at: 0, method: 'gibson' }).overlaps).toEqual(atEnd);
  });

  it('shortens an overlap at the end of a linear vector', () => {
    const linear: Plasmid = { ...PUC19, circular: false };
    expect(seamlessInsert({ vector: linear, insert: EGFP, at: 5, method: 'gibson' }).overlaps).toEqual({
      left: PUC19_SEQUENCE.slice(0, 5),
      right: PUC19_SEQUENCE.slice(5, 25),
    });
  });

  it('refuses an empty insert or a point outside the vector', () => {
    expect(() => seamlessInsert({ vector: PUC19, insert: { name: 'none', sequence: '' }, at: 396, method: 'gibson' })).toThrow(RangeError);
    expect(() => seamlessInsert({ vector: PUC19, insert: EGFP, at: 2687, method: 'gibson' })).toThrow(RangeError);
  });
});
