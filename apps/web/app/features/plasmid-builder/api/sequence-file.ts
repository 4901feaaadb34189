import { DESIGN_MAX_BASES, type PlasmidFeature } from '@portal/domain';

/** A sequence to insert, as pasted or read from a file, with the features the file annotates (counted from its first base). */
export type InsertFragment = { name: string; sequence: string; features: PlasmidFeature[] };

/** The files the builder reads: GenBank, FASTA and SnapGene's own format. */
export const SEQUENCE_FILE_TYPES = '.gb,.gbk,.genbank,.fa,.fasta,.fas,.fna,.txt,.dna';

export type SequenceFileProblem = 'unreadable' | 'notDna' | 'tooLong';

/**
 * The first sequence of a file, read with the map library's maintained parser (seqparse), which knows SnapGene's
 * binary `.dna` as well as GenBank and FASTA; loaded with the builder only. A protein or an empty file is refused.
 */
export async function readSequenceFile(file: File): Promise<InsertFragment | { problem: SequenceFileProblem }> {
  const { parseFile } = await import('seqparse');
  const source = /\.dna$/i.test(file.name) ? await file.arrayBuffer() : undefined;
  let parsed;
  try {
    [parsed] = parseFile(source ? '' : await file.text(), { fileName: file.name, source });
  } catch {
    return { problem: 'unreadable' };
  }
  if (!parsed?.seq) return { problem: 'unreadable' };
  const sequence = parsed.seq.toUpperCase();
  if (parsed.type !== 'dna' || !/^[ACGTRYSWKMBDHVN]+$/.test(sequence)) return { problem: 'notDna' };
  if (sequence.length > DESIGN_MAX_BASES) return { problem: 'tooLong' };
  const features = parsed.annotations
    .filter((annotation) => annotation.start >= 0 && annotation.end <= sequence.length && annotation.end > annotation.start)
    .map((annotation) => ({
      name: annotation.name || 'feature',
      type: annotation.type || 'misc_feature',
      start: annotation.start,
      end: annotation.end,
      strand: annotation.direction === -1 ? (-1 as const) : (1 as const),
    }));
  return { name: parsed.name || file.name.replace(/\.[^.]+$/, ''), sequence, features };
}
