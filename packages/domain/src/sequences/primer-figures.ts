import { gcContent } from './gc-content.js';
import { DNA_BASES } from './sequence-alphabet.js';
import type { SequenceIssue } from './sequence-issues.js';
import { reverseComplement } from './translation.js';

type Thermo = { dH: number; dS: number };

/**
 * Watson–Crick nearest-neighbour enthalpy (kcal/mol) and entropy (cal/(K·mol)) at 1 M NaCl: the unified set of
 * SantaLucia (1998, PNAS 95:1460), which is Allawi & SantaLucia (1997) and Biopython's `DNA_NN3`. Keyed by the
 * top strand 5′→3′; the six other pairs are these read on the other strand (TT is AA, TG is CA, …).
 */
export const NEAREST_NEIGHBOURS: Readonly<Record<string, Thermo>> = {
  AA: { dH: -7.9, dS: -22.2 },
  AT: { dH: -7.2, dS: -20.4 },
  TA: { dH: -7.2, dS: -21.3 },
  CA: { dH: -8.5, dS: -22.7 },
  GT: { dH: -8.4, dS: -22.4 },
  CT: { dH: -7.8, dS: -21.0 },
  GA: { dH: -8.2, dS: -22.2 },
  CG: { dH: -10.6, dS: -27.2 },
  GC: { dH: -9.8, dS: -24.4 },
  GG: { dH: -8.0, dS: -19.9 },
};
/** Initiation, counted once per duplex end by the pair there: the A·T one carries the terminal A·T penalty. */
export const INITIATION_TERMINAL_GC: Thermo = { dH: 0.1, dS: -2.8 };
export const INITIATION_TERMINAL_AT: Thermo = { dH: 2.3, dS: 4.1 };
/** A self-complementary strand pairs with itself: its duplex has a twofold symmetry that costs entropy. */
export const SYMMETRY_CORRECTION: Thermo = { dH: 0, dS: -1.4 };
/** cal/(K·mol), the value the parameters were fitted with. */
export const GAS_CONSTANT = 1.987;
/** SantaLucia 1998: ΔS([Na⁺]) = ΔS(1 M) + 0.368 × (N − 1) × ln[Na⁺], N the length, [Na⁺] in mol/L. */
export const SALT_ENTROPY_PER_PHOSPHATE = 0.368;
const KELVIN = 273.15;

/** PCR buffer salt. */
export const DEFAULT_SODIUM_MM = 50;
/** A typical primer concentration in PCR. */
export const DEFAULT_PRIMER_NM = 250;
/** Template in PCR is scarce next to the primer, so by default it does not lower the primer's free share. */
export const DEFAULT_TARGET_NM = 0;

/**
 * Solution conditions: monovalent salt in mM, the primer and its complementary strand (target) in nM. At Tm half
 * of the scarcer strand is paired, which leaves the other free at its concentration less half the scarcer one's:
 * that is the concentration term of Tm, C_T / 4 for two strands at equal concentration (C_T their total), the
 * primer's own concentration when the target is scarce (PCR).
 */
export type TmConditions = { sodiumMm: number; primerNm: number; targetNm: number };

export type PrimerFigures = {
  length: number;
  /** Expected G+C share in per cent: a degenerate position counts by its share of G and C (S 1, N ½, B ⅔, …). */
  gcPercent: number;
  /** Nearest-neighbour melting temperature in °C; null with an issue when it cannot be computed. */
  tmCelsius: number | null;
  issues: SequenceIssue[];
};

function endInitiation(base: string): Thermo {
  return base === 'G' || base === 'C' ? INITIATION_TERMINAL_GC : INITIATION_TERMINAL_AT;
}

function stack(pair: string): Thermo {
  return NEAREST_NEIGHBOURS[pair] ?? NEAREST_NEIGHBOURS[reverseComplement(pair)] ?? { dH: 0, dS: 0 };
}

/** Tm of a plain-base primer of two or more bases against its perfect complement. */
function meltingTemperature(primer: string, conditions: TmConditions): number {
  const selfComplementary = primer === reverseComplement(primer);
  const terms = [endInitiation(primer.charAt(0)), endInitiation(primer.charAt(primer.length - 1))];
  for (let index = 0; index < primer.length - 1; index += 1) terms.push(stack(primer.slice(index, index + 2)));
  if (selfComplementary) terms.push(SYMMETRY_CORRECTION);
  const dH = terms.reduce((sum, term) => sum + term.dH, 0);
  const dS = terms.reduce((sum, term) => sum + term.dS, 0) + SALT_ENTROPY_PER_PHOSPHATE * (primer.length - 1) * Math.log(conditions.sodiumMm / 1000);
  // A self-complementary primer is its own target: every strand counts.
  const higher = Math.max(conditions.primerNm, conditions.targetNm);
  const lower = Math.min(conditions.primerNm, conditions.targetNm);
  const strandNm = selfComplementary ? conditions.primerNm : higher - lower / 2;
  return (1000 * dH) / (dS + GAS_CONSTANT * Math.log(strandNm * 1e-9)) - KELVIN;
}

/**
 * Length, G+C and melting temperature of a cleaned primer sequence. Tm needs plain bases: a degenerate primer
 * is a mixture of oligos with different Tm, so none is given for it.
 */
export function primerFigures(primer: string, conditions: Partial<TmConditions> = {}): PrimerFigures {
  const solution: TmConditions = { sodiumMm: DEFAULT_SODIUM_MM, primerNm: DEFAULT_PRIMER_NM, targetNm: DEFAULT_TARGET_NM, ...conditions };
  if (!(solution.sodiumMm > 0 && solution.primerNm > 0 && solution.targetNm >= 0)) throw new RangeError('Tm needs positive salt and primer concentrations');
  const bases = Array.from(primer);
  const length = bases.length;
  const gcPercent = gcContent(primer);
  const degenerate = bases.findIndex((base) => !DNA_BASES.includes(base));
  let issue: SequenceIssue | null = null;
  if (degenerate >= 0) issue = { code: 'tmNeedsPlainBases', position: degenerate + 1, char: bases[degenerate] ?? '' };
  else if (length < 2) issue = { code: 'tmTooShort' };
  return { length, gcPercent, tmCelsius: issue ? null : meltingTemperature(primer, solution), issues: issue ? [issue] : [] };
}
