import { AMINO_ACIDS, STOP } from './sequence-alphabet.js';
import type { SequenceIssue } from './sequence-issues.js';

/**
 * Average residue masses in daltons, the ones ExPASy ProtParam and Compute pI/Mw add up (ExPASy's table of
 * amino-acid residue masses); a chain weighs their sum plus one water for its free ends.
 */
export const AVERAGE_RESIDUE_MASS: Readonly<Record<string, number>> = {
  A: 71.0788,
  R: 156.1875,
  N: 114.1038,
  D: 115.0886,
  C: 103.1388,
  E: 129.1155,
  Q: 128.1307,
  G: 57.0519,
  H: 137.1411,
  I: 113.1594,
  L: 113.1594,
  K: 128.1741,
  M: 131.1926,
  F: 147.1766,
  P: 97.1167,
  S: 87.0782,
  T: 101.1051,
  W: 186.2132,
  Y: 163.176,
  V: 99.1326,
};
export const WATER_AVERAGE_MASS = 18.01524;

/** Molar extinction at 280 nm in water, M⁻¹ cm⁻¹, per chromophore (Pace et al. 1995, Protein Sci 4:2411). */
export const TRP_EXTINCTION_280 = 5500;
export const TYR_EXTINCTION_280 = 1490;
export const CYSTINE_EXTINCTION_280 = 125;

/**
 * pK values of Bjellqvist et al. (Electrophoresis 1993, 14:1023; 1994, 15:529) as ExPASy tabulates them: the
 * termini's pK depends on the terminal residue, side chains count wherever they are.
 */
const N_TERMINUS_PK = 7.5;
const N_TERMINUS_PK_BY_RESIDUE: Readonly<Record<string, number>> = { A: 7.59, M: 7.0, S: 6.93, P: 8.36, T: 6.82, V: 7.44, E: 7.7 };
const C_TERMINUS_PK = 3.55;
const C_TERMINUS_PK_BY_RESIDUE: Readonly<Record<string, number>> = { D: 4.55, E: 4.75 };
const BASIC_SIDE_CHAIN_PK: Readonly<Record<string, number>> = { K: 10.0, R: 12.0, H: 5.98 };
const ACIDIC_SIDE_CHAIN_PK: Readonly<Record<string, number>> = { D: 4.05, E: 4.45, C: 9.0, Y: 10.0 };

/** ExPASy's search for the pI: halve the pH range 0–14 until it is narrower than 0.0001. */
const PI_SEARCH_LOW = 0;
const PI_SEARCH_HIGH = 14;
const PI_SEARCH_PRECISION = 0.0001;

export type ProteinFigures = {
  length: number;
  /** Average molecular weight in daltons. */
  molecularWeight: number;
  /** Theoretical pI, to within 0.0001; ProtParam shows it to two decimals. */
  isoelectricPoint: number;
  /** Molar extinction at 280 nm in water, M⁻¹ cm⁻¹: with every pair of Cys forming a cystine, and with all Cys reduced. */
  extinction: { cystines: number; reduced: number };
  /** Absorbance at 280 nm of a 0.1 % (1 g/L) solution over 1 cm, for the same two cases. */
  absorbance: { cystines: number; reduced: number };
};

export type ProteinFiguresResult = { figures: ProteinFigures | null; issues: SequenceIssue[] };

function countResidues(protein: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const residue of protein) counts.set(residue, (counts.get(residue) ?? 0) + 1);
  return counts;
}

function chargeAt(pH: number, protein: string, counts: Map<string, number>): number {
  const positive = (pK: number) => 1 / (1 + 10 ** (pH - pK));
  const negative = (pK: number) => 1 / (1 + 10 ** (pK - pH));
  let charge = positive(N_TERMINUS_PK_BY_RESIDUE[protein.charAt(0)] ?? N_TERMINUS_PK);
  charge -= negative(C_TERMINUS_PK_BY_RESIDUE[protein.charAt(protein.length - 1)] ?? C_TERMINUS_PK);
  for (const [residue, pK] of Object.entries(BASIC_SIDE_CHAIN_PK)) charge += (counts.get(residue) ?? 0) * positive(pK);
  for (const [residue, pK] of Object.entries(ACIDIC_SIDE_CHAIN_PK)) charge -= (counts.get(residue) ?? 0) * negative(pK);
  return charge;
}

/** The pH of zero net charge, found by bisection exactly as ExPASy's Compute pI/Mw does, so both agree to the digit. */
function isoelectricPoint(protein: string, counts: Map<string, number>): number {
  let low = PI_SEARCH_LOW;
  let high = PI_SEARCH_HIGH;
  let middle = (low + high) / 2;
  while (high - low > PI_SEARCH_PRECISION) {
    middle = (low + high) / 2;
    if (chargeAt(middle, protein, counts) > 0) low = middle;
    else high = middle;
  }
  return middle;
}

/**
 * Length, molecular weight, pI and extinction of a cleaned protein sequence, as ExPASy ProtParam computes them.
 * A stop ending the sequence (as a translated reading frame has) is not part of the chain; any other
 * character than the 20 amino acids (X, an internal stop) has no mass or pK, so nothing is computed.
 */
export function proteinFigures(sequence: string): ProteinFiguresResult {
  const protein = sequence.endsWith(STOP) ? sequence.slice(0, -1) : sequence;
  if (protein === '') return { figures: null, issues: [{ code: 'emptySequence' }] };
  const residues = Array.from(protein);
  const unknown = residues.findIndex((residue) => !AMINO_ACIDS.includes(residue));
  if (unknown >= 0) return { figures: null, issues: [{ code: 'figuresNeedStandardResidues', position: unknown + 1, char: residues[unknown] ?? '' }] };
  const counts = countResidues(protein);
  const count = (residue: string) => counts.get(residue) ?? 0;
  const molecularWeight = [...counts].reduce((sum, [residue, n]) => sum + n * (AVERAGE_RESIDUE_MASS[residue] ?? 0), WATER_AVERAGE_MASS);
  const reduced = count('W') * TRP_EXTINCTION_280 + count('Y') * TYR_EXTINCTION_280;
  // An odd cysteine has no partner, so only whole pairs count as cystines.
  const cystines = reduced + Math.floor(count('C') / 2) * CYSTINE_EXTINCTION_280;
  return {
    figures: {
      length: protein.length,
      molecularWeight,
      isoelectricPoint: isoelectricPoint(protein, counts),
      extinction: { cystines, reduced },
      absorbance: { cystines: cystines / molecularWeight, reduced: reduced / molecularWeight },
    },
    issues: [],
  };
}
