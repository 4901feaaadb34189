import { IUPAC_CODES } from './sequence-alphabet.js';

/** The G+C share of a cleaned DNA sequence in per cent; a degenerate code counts by its share of G and C (S 1, N ½). */
export function gcContent(sequence: string): number {
  if (sequence.length === 0) return 0;
  let gc = 0;
  for (const code of sequence) {
    const bases = IUPAC_CODES[code] ?? '';
    if (bases !== '') gc += Array.from(bases).filter((base) => base === 'G' || base === 'C').length / bases.length;
  }
  return (100 * gc) / sequence.length;
}
