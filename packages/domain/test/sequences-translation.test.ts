import { describe, expect, it } from 'vitest';
import { STANDARD_GENETIC_CODE, reverseComplement, translateDna } from '../src/sequences/translation.js';

describe('translateDna', () => {
  it('translates frame 0 with the standard code and keeps stops as *', () => {
    expect(translateDna('ATGGCCTGGTAAGGATGA')).toEqual({ protein: 'MAW*G*', issues: [] });
  });

  it('matches NCBI table 1 at its landmarks', () => {
    expect(STANDARD_GENETIC_CODE).toHaveLength(64);
    expect(translateDna('TTTATGTGGTAATAGTGAGGG').protein).toBe('FMW***G');
  });

  it('reports a length that is not a multiple of 3 and leaves the partial codon out', () => {
    expect(translateDna('ATGGCCTG')).toEqual({ protein: 'MA', issues: [{ code: 'incompleteCodon', length: 8 }] });
    expect(translateDna('AT')).toEqual({ protein: '', issues: [{ code: 'incompleteCodon', length: 2 }] });
    expect(translateDna('')).toEqual({ protein: '', issues: [] });
  });

  it('gives a degenerate codon the amino acid all its codons share, and X otherwise', () => {
    // GCN is Ala whatever N is; TRA is TAA or TGA, both stops; CTN is Leu; YTA is TTA or CTA, both Leu.
    expect(translateDna('GCNTRACTNYTA').protein).toBe('A*LL');
    // NNN, RAT (Asn or Asp) and TAN (Tyr or a stop) have no single meaning.
    expect(translateDna('NNNRATTAN').protein).toBe('XXX');
  });

  it('gives X to a codon with a character that is not an IUPAC code', () => {
    expect(translateDna('AT-GCC').protein).toBe('XA');
  });
});

describe('reverseComplement', () => {
  it('reads the other strand 5′ to 3′', () => {
    expect(reverseComplement('ATGGCCTGGTAA')).toBe('TTACCAGGCCAT');
  });

  it('complements IUPAC codes', () => {
    expect(reverseComplement('ACGTRYSWKMBDHVN')).toBe('NBDHVKMWSRYACGT');
    expect(reverseComplement(reverseComplement('GATTRYNBDACA'))).toBe('GATTRYNBDACA');
  });

  it('keeps characters that are not IUPAC codes', () => {
    expect(reverseComplement('AC-G')).toBe('C-GT');
  });
});
