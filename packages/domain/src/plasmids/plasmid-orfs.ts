import { reverseComplement, translateDna } from '../sequences/translation.js';
import type { Strand } from './plasmid-model.js';

/**
 * An open reading frame: ATG to stop, the stop included, as top-strand coordinates from 0 with the end
 * exclusive (through the origin when the end is at or before the start), and the length of its protein.
 */
export type OpenReadingFrame = { start: number; end: number; strand: Strand; aminoAcids: number };

export type OrfOptions = { minAminoAcids: number; circular: boolean };

type StrandSpan = { start: number; end: number };

/** The ORFs of one strand read 5′→3′, in its own coordinates; on a circle the end may pass the length. */
function strandOrfs(strand: string, circular: boolean): StrandSpan[] {
  const length = strand.length;
  // Read twice round, a circle's ORF may run through the origin. The first lap also meets such an ORF from an
  // ATG after the origin, so each stop keeps its longest ORF.
  const text = circular ? strand + strand : strand;
  const longestByStop = new Map<number, StrandSpan>();
  for (let frame = 0; frame < 3; frame += 1) {
    const protein = translateDna(text.slice(frame)).protein;
    let firstMethionine = -1;
    for (let residue = 0; residue < protein.length; residue += 1) {
      if (protein[residue] === 'M' && firstMethionine < 0) firstMethionine = residue;
      if (protein[residue] !== '*') continue;
      if (firstMethionine >= 0) {
        const span = { start: frame + 3 * firstMethionine, end: frame + 3 * residue + 3 };
        const bases = span.end - span.start;
        const known = longestByStop.get(span.end % length);
        if (span.start < length && bases <= length && (!known || bases > known.end - known.start)) longestByStop.set(span.end % length, span);
      }
      firstMethionine = -1;
    }
  }
  return [...longestByStop.values()];
}

/**
 * The open reading frames of a cleaned DNA sequence in all six frames, each from the first ATG after the
 * previous stop in its frame (so a frame's nested ATGs give one ORF, the longest) to a stop, with at least
 * `minAminoAcids` residues. An ATG with no stop before the end of a linear sequence opens no ORF; on a
 * circular one the frame reads on through the origin.
 */
export function findOrfs(sequence: string, options: OrfOptions): OpenReadingFrame[] {
  const length = sequence.length;
  const forward = strandOrfs(sequence, options.circular).map(({ start, end }) => ({
    start,
    end: end > length ? end - length : end,
    strand: 1 as const,
    bases: end - start,
  }));
  const reverse = strandOrfs(reverseComplement(sequence), options.circular).map(({ start, end }) => ({
    start: (((length - end) % length) + length) % length,
    end: length - start,
    strand: -1 as const,
    bases: end - start,
  }));
  return [...forward, ...reverse]
    .map(({ bases, ...span }) => ({ ...span, aminoAcids: bases / 3 - 1 }))
    .filter((orf) => orf.aminoAcids >= options.minAminoAcids)
    .sort((a, b) => a.start - b.start || b.strand - a.strand);
}
