import { type Plasmid, type PlasmidFeature, featureLength } from './plasmid-model.js';

function checkPosition(position: number, length: number): void {
  if (!Number.isInteger(position) || position < 0 || position > length) throw new RangeError(`Position ${position} is outside 0–${length}`);
}

/**
 * A plasmid with `insert` put in before the base at `position` (0 to the length; on a circle both ends are the
 * origin, and the insert goes where the number says). Features after the point move along by the insert's
 * length, and the insert's own features, counted from the start of the insert, are placed with it. A feature
 * that contains the point grows to take in the insert rather than being dropped, so its annotation stays in
 * view; it keeps its name even where the insert breaks what it was (a CDS out of frame). A feature that starts
 * at the point moves with the bases after it, and one that ends there stays where it is.
 */
export function insertSequence(plasmid: Plasmid, position: number, insert: string, insertFeatures: readonly PlasmidFeature[] = []): Plasmid {
  checkPosition(position, plasmid.sequence.length);
  const added = insert.length;
  const moved = plasmid.features.map((feature) => ({
    ...feature,
    start: feature.start >= position ? feature.start + added : feature.start,
    end: feature.end > position ? feature.end + added : feature.end,
  }));
  const placed = insertFeatures.map((feature) => ({ ...feature, start: feature.start + position, end: feature.end + position }));
  return {
    ...plasmid,
    sequence: plasmid.sequence.slice(0, position) + insert.toUpperCase() + plasmid.sequence.slice(position),
    features: [...moved, ...placed],
  };
}

/**
 * A plasmid with the bases from `start` to `end` (exclusive) taken out. On a circular molecule an end before
 * the start runs through the origin, and the bases after the deletion then begin the new sequence. A
 * feature wholly inside the deletion is dropped; one that overlaps it loses the deleted bases, and one around
 * it closes over the gap. Features after the deletion move back by its length.
 */
export function deleteRange(plasmid: Plasmid, start: number, end: number): Plasmid {
  const length = plasmid.sequence.length;
  checkPosition(start, length);
  checkPosition(end, length);
  if (start === end) throw new RangeError('An empty range deletes nothing; a whole circle is not a deletion');
  const wraps = end < start;
  if (wraps && !plasmid.circular) throw new RangeError(`A range on a linear molecule ends after it starts, not ${start}–${end}`);
  const removed = wraps ? length - start + end : end - start;
  const remaining = length - removed;
  // Kept bases are counted below from the end of the deletion. The new sequence begins `start` kept bases before
  // it, at the old origin, unless the deletion took the origin; then it begins right there.
  const offset = wraps ? 0 : start;
  const features = plasmid.features.flatMap((feature) => {
    // Counted from the deletion's start, the deleted bases are 0 to `removed` and the kept ones the rest.
    const from = (feature.start - start + length) % length;
    const covered = featureLength(feature, length);
    if (removed === length || from + covered <= removed) return [];
    const last = (from + covered - 1) % length;
    const firstKept = from < removed ? removed : from;
    // A feature whose end was deleted now ends at the last base before the deletion.
    const lastKept = last < removed ? length - 1 : last;
    return [{ ...feature, start: (firstKept - removed + offset) % remaining, end: ((lastKept - removed + offset) % remaining) + 1 }];
  });
  const sequence = wraps ? plasmid.sequence.slice(end, start) : plasmid.sequence.slice(0, start) + plasmid.sequence.slice(end);
  return { ...plasmid, sequence, features };
}
