import { primerFigures } from '../sequences/primer-figures.js';
import { reverseComplement } from '../sequences/translation.js';
import { insertSequence } from './plasmid-edits.js';
import type { Plasmid } from './plasmid-model.js';

export const SEAMLESS_METHODS = ['gibson', 'infusion'] as const;
export type SeamlessMethod = (typeof SEAMLESS_METHODS)[number];

/** The vector homology each primer carries: NEB's Gibson protocol asks for 20 bp, Takara's In-Fusion for 15. */
export const SEAMLESS_OVERLAP_BASES: Readonly<Record<SeamlessMethod, number>> = { gibson: 20, infusion: 15 };

/** The part of a primer that anneals to the insert grows from the shorter length until it melts at the target, or reaches the longer. */
export const ANNEALING_MIN_BASES = 18;
export const ANNEALING_MAX_BASES = 30;
export const ANNEALING_TARGET_TM = 58;

export type AssemblyPrimer = {
  name: string;
  /** 5′→3′: the vector overlap, then the part that anneals to the insert. */
  sequence: string;
  /** Of the whole oligo, as it is ordered. */
  length: number;
  gcPercent: number;
  /** °C, of the annealing part alone: it alone pairs in the first cycles, which set the annealing temperature. Null for degenerate bases. */
  tm: number | null;
};

export type SeamlessInput = {
  vector: Plasmid;
  insert: { name: string; sequence: string };
  /** Where the insert goes: before the vector's base at this position on the top strand, 0 to the vector's length. */
  at: number;
  method: SeamlessMethod;
};

export type SeamlessAssembly = {
  plasmid: Plasmid;
  /** The vector's top-strand bases just before and just after the insertion point. */
  overlaps: { left: string; right: string };
  primers: [forward: AssemblyPrimer, reverse: AssemblyPrimer];
};

/**
 * The bases from `from` (which may be negative) for `count` bases: on a circle they run on through the origin,
 * on a linear molecule they stop at its ends, so an overlap there is shorter.
 */
function stretch(vector: Plasmid, from: number, count: number): string {
  const { sequence, circular } = vector;
  const length = sequence.length;
  if (!circular) return sequence.slice(Math.max(0, from), Math.max(0, from + count));
  const bases = Math.min(count, length);
  const start = ((from % length) + length) % length;
  return (sequence + sequence).slice(start, start + bases);
}

/** The shortest start of `strand` that melts at the target, within the annealing lengths. */
function annealingPart(strand: string): { bases: string; tm: number | null } {
  let bases = strand.slice(0, ANNEALING_MIN_BASES);
  let tm = primerFigures(bases).tmCelsius;
  while ((tm === null || tm < ANNEALING_TARGET_TM) && bases.length < Math.min(ANNEALING_MAX_BASES, strand.length)) {
    bases = strand.slice(0, bases.length + 1);
    tm = primerFigures(bases).tmCelsius;
  }
  return { bases, tm };
}

function primer(name: string, overlap: string, strand: string): AssemblyPrimer {
  const annealing = annealingPart(strand);
  const sequence = overlap + annealing.bases;
  const figures = primerFigures(sequence);
  return { name, sequence, length: figures.length, gcPercent: figures.gcPercent, tm: annealing.tm };
}

/**
 * A Gibson or In-Fusion insertion: the insert put in at `at`, and the two primers that amplify it with the
 * vector's ends on their 5′ tails. The forward primer is the left overlap and the insert's start; the reverse
 * primer the reverse complement of the insert's end and the right overlap. The vector, opened at `at` by
 * digestion or inverse PCR, is left to the cloner.
 */
export function seamlessInsert({ vector, insert, at, method }: SeamlessInput): SeamlessAssembly {
  const insertBases = insert.sequence.toUpperCase();
  // An empty insert would make a feature with its end at its start, which reads as the whole circle.
  if (insertBases === '') throw new RangeError('insertEmpty');
  const feature = { name: insert.name, type: 'misc_feature', start: 0, end: insertBases.length, strand: 1 as const };
  const plasmid = insertSequence(vector, at, insertBases, [feature]);
  const overlapBases = SEAMLESS_OVERLAP_BASES[method];
  const left = stretch(vector, at - overlapBases, overlapBases);
  const right = stretch(vector, at, overlapBases);
  const forward = primer(`${insert.name}-F`, left, insertBases);
  const reverse = primer(`${insert.name}-R`, reverseComplement(right), reverseComplement(insertBases));
  return { plasmid, overlaps: { left, right }, primers: [forward, reverse] };
}
