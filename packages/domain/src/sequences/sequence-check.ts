import { type ProteinOptions, STOP, type SequenceAlphabet, alphabetIssues, cleanPastedSequence, fastaRecordCount } from './sequence-alphabet.js';
import type { SequenceIssue } from './sequence-issues.js';

/** Below this length a run of A, C, G and T may be a real peptide; from it on, no protein is only those letters. */
export const DNA_LOOKALIKE_MIN_LENGTH = 30;

/** Whether a sequence given as a protein is really nucleotides: a lab's first check of a pasted chain. */
export function looksLikeDna(sequence: string): boolean {
  return sequence.length >= DNA_LOOKALIKE_MIN_LENGTH && /^[ACGTUN]+$/.test(sequence);
}

/** The length a product accepts, in residues or bases; each product sets its own. */
export type LengthRule = { min: number; max: number };

export type SequenceRule = LengthRule & ProteinOptions & { alphabet: SequenceAlphabet };

export type CheckedSequence = { sequence: string; issues: SequenceIssue[] };

/** Whether a cleaned sequence's length is within the rule; an empty one is its own issue, not "too short". */
export function lengthIssues(sequence: string, rule: LengthRule): SequenceIssue[] {
  const length = Array.from(sequence).length;
  if (length === 0) return [{ code: 'emptySequence' }];
  if (length < rule.min) return [{ code: 'tooShort', length, min: rule.min }];
  if (length > rule.max) return [{ code: 'tooLong', length, max: rule.max }];
  return [];
}

/**
 * A pasted sequence cleaned and checked against its product's rule, the same way in the browser and on the
 * server: more than one FASTA record, every character outside the alphabet, then the length. A protein's
 * final stop is not a residue, so it does not count towards the length.
 */
export function checkSequence(pasted: string, rule: SequenceRule): CheckedSequence {
  const sequence = cleanPastedSequence(pasted);
  const records = fastaRecordCount(pasted);
  const residues = rule.alphabet === 'protein' && sequence.endsWith(STOP) ? sequence.slice(0, -1) : sequence;
  const issues: SequenceIssue[] = records > 1 ? [{ code: 'multipleRecords', count: records }] : [];
  if (rule.alphabet === 'protein' && looksLikeDna(sequence)) issues.push({ code: 'looksLikeDna', length: Array.from(sequence).length });
  issues.push(...alphabetIssues(sequence, rule.alphabet, rule), ...lengthIssues(residues, rule));
  return { sequence, issues };
}
