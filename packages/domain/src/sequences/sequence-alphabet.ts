import type { SequenceIssue } from './sequence-issues.js';

export const SEQUENCE_ALPHABETS = ['dna', 'dnaDegenerate', 'protein'] as const;
export type SequenceAlphabet = (typeof SEQUENCE_ALPHABETS)[number];

export const DNA_BASES = 'ACGT';
/** The IUPAC nucleotide codes (Cornish-Bowden 1985), each with the plain bases it stands for. */
export const IUPAC_CODES: Readonly<Record<string, string>> = {
  A: 'A',
  C: 'C',
  G: 'G',
  T: 'T',
  R: 'AG',
  Y: 'CT',
  S: 'CG',
  W: 'AT',
  K: 'GT',
  M: 'AC',
  B: 'CGT',
  D: 'AGT',
  H: 'ACT',
  V: 'ACG',
  N: 'ACGT',
};
export const IUPAC_BASES = Object.keys(IUPAC_CODES).join('');
/** The 20 standard amino acids in one-letter code. */
export const AMINO_ACIDS = 'ACDEFGHIKLMNPQRSTVWY';
export const UNKNOWN_RESIDUE = 'X';
export const STOP = '*';

/** What a protein may contain besides the 20 amino acids; both are off unless the caller allows them. */
export type ProteinOptions = { allowUnknownResidue?: boolean; allowTerminalStop?: boolean };

const FASTA_HEADER = /^\s*>.*$/gm;

/**
 * A pasted sequence as the checks read it: FASTA header lines (`>…`) dropped, then white space and digits
 * (the numbering of GenBank or EMBL listings), upper-cased. Headers are dropped wherever they are, so the
 * words of a second record's header cannot pass for residues; `fastaRecordCount` tells that there were two.
 */
export function cleanPastedSequence(pasted: string): string {
  return pasted
    .replace(FASTA_HEADER, '')
    .replace(/[\s\d]/g, '')
    .toUpperCase();
}

/** The number of FASTA header lines in a paste. */
export function fastaRecordCount(pasted: string): number {
  return pasted.match(FASTA_HEADER)?.length ?? 0;
}

function proteinIssue(char: string, position: number, last: boolean, options: ProteinOptions): SequenceIssue | null {
  if (AMINO_ACIDS.includes(char)) return null;
  if (char === UNKNOWN_RESIDUE) return options.allowUnknownResidue ? null : { code: 'unknownResidueNotAllowed', position };
  if (char === STOP) {
    if (!options.allowTerminalStop) return { code: 'stopNotAllowed', position };
    return last ? null : { code: 'internalStop', position };
  }
  return { code: 'invalidResidue', position, char };
}

/** Every character of a cleaned sequence that its alphabet does not allow, in order. */
export function alphabetIssues(sequence: string, alphabet: SequenceAlphabet, options: ProteinOptions = {}): SequenceIssue[] {
  // Array.from walks code points, so a pasted emoji or other astral character is one position, as the user sees it.
  const chars = Array.from(sequence);
  return chars.flatMap((char, index) => {
    const position = index + 1;
    let issue: SequenceIssue | null;
    if (alphabet === 'dna') issue = DNA_BASES.includes(char) ? null : { code: 'invalidBase', position, char };
    else if (alphabet === 'dnaDegenerate') issue = IUPAC_BASES.includes(char) ? null : { code: 'invalidIupacBase', position, char };
    else issue = proteinIssue(char, position, position === chars.length, options);
    return issue ? [issue] : [];
  });
}
