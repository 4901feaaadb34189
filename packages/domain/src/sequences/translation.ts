import { IUPAC_CODES } from './sequence-alphabet.js';
import type { SequenceIssue } from './sequence-issues.js';

/**
 * The standard genetic code (NCBI translation table 1): the amino acid of each codon, codons ordered by
 * their bases in T, C, A, G order (TTT, TTC, TTA, TTG, TCT, …), stops as `*`.
 */
export const STANDARD_GENETIC_CODE = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';
const CODON_BASES = 'TCAG';

/** The complement of each IUPAC code: the code for the complements of the bases it stands for. */
const IUPAC_COMPLEMENT: Record<string, string> = {
  A: 'T',
  C: 'G',
  G: 'C',
  T: 'A',
  R: 'Y',
  Y: 'R',
  S: 'S',
  W: 'W',
  K: 'M',
  M: 'K',
  B: 'V',
  V: 'B',
  D: 'H',
  H: 'D',
  N: 'N',
};

function plainCodonAminoAcid(codon: string): string {
  return STANDARD_GENETIC_CODE.charAt(Array.from(codon).reduce((index, base) => index * 4 + CODON_BASES.indexOf(base), 0));
}

/**
 * A codon's amino acid. A degenerate codon gets the one amino acid all the codons it stands for share
 * (GCN is always Ala, TRA always a stop), and `X` when they differ (RAT is Asn or Asp: the portal's protein
 * alphabet has no B) or a character is not an IUPAC code.
 */
function codonAminoAcid(codon: string): string {
  let meanings = [''];
  for (const code of codon) meanings = meanings.flatMap((prefix) => Array.from(IUPAC_CODES[code] ?? '', (base) => prefix + base));
  const aminoAcids = new Set(meanings.map(plainCodonAminoAcid));
  const [only] = aminoAcids;
  return aminoAcids.size === 1 && only ? only : 'X';
}

export type Translation = { protein: string; issues: SequenceIssue[] };

/**
 * A cleaned DNA sequence translated in frame 0 with the standard code, stops included as `*` and not ending
 * the protein, so the customer sees every stop in the reading frame. Bases after the last whole codon are
 * left out and reported as an incomplete codon.
 */
export function translateDna(dna: string): Translation {
  const wholeCodons = Math.floor(dna.length / 3);
  let protein = '';
  for (let codon = 0; codon < wholeCodons; codon += 1) protein += codonAminoAcid(dna.slice(codon * 3, codon * 3 + 3));
  return { protein, issues: dna.length % 3 === 0 ? [] : [{ code: 'incompleteCodon', length: dna.length }] };
}

/** The other strand of a cleaned DNA sequence, read 5′ to 3′; characters that are not IUPAC codes stay as they are. */
export function reverseComplement(dna: string): string {
  return Array.from(dna, (base) => IUPAC_COMPLEMENT[base] ?? base)
    .reverse()
    .join('');
}
