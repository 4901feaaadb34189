import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMER_NM, DEFAULT_SODIUM_MM, DEFAULT_TARGET_NM, primerFigures } from '../src/sequences/primer-figures.js';

const tmOf = (primer: string, conditions = {}) => primerFigures(primer, conditions).tmCelsius;

describe('primerFigures melting temperature against published values', () => {
  // Biopython's MeltingTemp docs (Bio/SeqUtils/MeltingTemp.py and the Tutorial): Tm_NN of this primer is 60.32
  // with its defaults, table DNA_NN3 (Allawi & SantaLucia 1997), Na+ 50 mM, dnac1 = dnac2 = 25 nM and saltcorr 5
  // (ΔS + 0.368 × (N − 1) × ln[Na+], SantaLucia 1998).
  const biopythonPrimer = 'CGTTCCAAAGATGTGGGCATGAGCTTAC';
  const equalStrands = { sodiumMm: 50, primerNm: 25, targetNm: 25 };

  it('reproduces Biopython Tm_NN for two strands at 25 nM each', () => {
    expect(tmOf(biopythonPrimer, equalStrands)?.toFixed(2)).toBe('60.32');
  });

  it('reproduces Biopython Tm_NN at another salt concentration', () => {
    // Same docs: Tm_NN(myseq, Na=50, Tris=10) is 60.79. Biopython counts Tris as half a monovalent ion
    // (von Ahsen et al. 2001), so that is 55 mM Na+ in the 0.368 entropy correction.
    expect(tmOf(biopythonPrimer, { ...equalStrands, sodiumMm: 55 })?.toFixed(2)).toBe('60.79');
  });

  it("reproduces the SantaLucia-parameter example of Biopython's earlier Tm_staluc", () => {
    // Biopython ≤ 1.64 Bio/SeqUtils/MeltingTemp.py, Tm_staluc doctest: 59.87 (59.865612727457972) for this
    // primer with dnac = 50 nM total (k = dnac / 4), saltc = 50 mM, the same table, initiation and salt terms.
    expect(tmOf('CAGTCAGTACGTACGTGTACTGCCGTA', equalStrands)?.toFixed(2)).toBe('59.87');
  });
});

describe('primerFigures', () => {
  it('defaults to PCR conditions: 50 mM Na+, 250 nM primer in excess over its template', () => {
    expect([DEFAULT_SODIUM_MM, DEFAULT_PRIMER_NM, DEFAULT_TARGET_NM]).toEqual([50, 250, 0]);
    expect(tmOf('CGTTCCAAAGATGTGGGCATGAGCTTAC')).toBe(tmOf('CGTTCCAAAGATGTGGGCATGAGCTTAC', { sodiumMm: 50, primerNm: 250, targetNm: 0 }));
  });

  it('uses the higher strand less half the lower as the concentration term, whichever strand it is', () => {
    // 25 nM each and 12.5 nM of primer alone leave the same 12.5 nM free at Tm.
    expect(tmOf('CGTTCCAAAGATGTGGGCATGAGCTTAC', { primerNm: 12.5 })).toBeCloseTo(60.32, 2);
    expect(tmOf('CGTTCCAAAGATGTGGGCATGAGCTTAC', { primerNm: 10, targetNm: 250 })).toBe(tmOf('CGTTCCAAAGATGTGGGCATGAGCTTAC', { primerNm: 250, targetNm: 10 }));
  });

  it('melts higher with more primer and more salt', () => {
    const base = tmOf('ACGTACGTTGCAAGCT') ?? Number.NaN;
    expect(tmOf('ACGTACGTTGCAAGCT', { primerNm: 1000 })).toBeGreaterThan(base);
    expect(tmOf('ACGTACGTTGCAAGCT', { sodiumMm: 200 })).toBeGreaterThan(base);
  });

  it('adds the symmetry term and counts every strand for a self-complementary primer', () => {
    // GAATTC pairs with itself. By hand, its ends (G, C) and stacks (GA, AA, AT, TT = AA, TC = GA):
    // ΔH = 2 × 0.1 − 8.2 − 7.9 − 7.2 − 7.9 − 8.2 kcal/mol, ΔS = 2 × −2.8 − 22.2 − 22.2 − 20.4 − 22.2 − 22.2
    // cal/(K·mol), then −1.4 for symmetry and the salt term; all 250 nM of strands count, not a quarter.
    const dH = 2 * 0.1 - 8.2 - 7.9 - 7.2 - 7.9 - 8.2;
    const dS = 2 * -2.8 - 22.2 - 22.2 - 20.4 - 22.2 - 22.2 - 1.4 + 0.368 * 5 * Math.log(0.05);
    const expected = (1000 * dH) / (dS + 1.987 * Math.log(250e-9)) - 273.15;
    expect(tmOf('GAATTC')).toBeCloseTo(expected, 10);
  });

  it('gives length and G+C share, a degenerate position counting by its G+C share', () => {
    expect(primerFigures('CGTTCCAAAGATGTGGGCATGAGCTTAC')).toMatchObject({ length: 28, gcPercent: 50 });
    // S is always G or C, W never, N half the time: (1 + 0 + 0.5 + 1) / 4.
    expect(primerFigures('SWNG').gcPercent).toBe(62.5);
  });

  it('gives no Tm for a degenerate primer and names the first degenerate base', () => {
    expect(primerFigures('ACGTNACGTR')).toEqual({
      length: 10,
      gcPercent: 50,
      tmCelsius: null,
      issues: [{ code: 'tmNeedsPlainBases', position: 5, char: 'N' }],
    });
  });

  it('needs two bases for a nearest-neighbour Tm', () => {
    expect(primerFigures('A')).toEqual({ length: 1, gcPercent: 0, tmCelsius: null, issues: [{ code: 'tmTooShort' }] });
    expect(primerFigures('')).toEqual({ length: 0, gcPercent: 0, tmCelsius: null, issues: [{ code: 'tmTooShort' }] });
  });

  it('refuses conditions a Tm cannot be computed for', () => {
    expect(() => primerFigures('ACGT', { sodiumMm: 0 })).toThrow(RangeError);
    expect(() => primerFigures('ACGT', { primerNm: -1 })).toThrow(RangeError);
    expect(() => primerFigures('ACGT', { targetNm: Number.NaN })).toThrow(RangeError);
  });
});
