/** The strand a feature reads on: 1 the top strand as written, -1 its reverse complement. */
export type Strand = 1 | -1;

/**
 * An annotated stretch of a plasmid. Coordinates count from 0 with the end exclusive, like `String.slice`,
 * on the top strand whatever the feature's strand. On a circular molecule a feature may run through the
 * origin: its end is then at or before its start, and it covers `start` to the end of the sequence and then
 * 0 to `end` (end equal to start is the whole circle).
 */
export type PlasmidFeature = {
  name: string;
  /** The GenBank feature key: 'CDS', 'promoter', 'rep_origin', 'misc_feature', 'primer_bind', … */
  type: string;
  start: number;
  end: number;
  strand: Strand;
};

export type Plasmid = {
  name: string;
  /** Upper-case DNA, top strand 5′→3′. */
  sequence: string;
  circular: boolean;
  features: PlasmidFeature[];
};

/** Whether a feature runs through the origin of its circular molecule. */
export function wrapsOrigin(feature: Pick<PlasmidFeature, 'start' | 'end'>): boolean {
  return feature.end <= feature.start;
}

/** The number of bases a feature covers on a molecule of the given length. */
export function featureLength(feature: Pick<PlasmidFeature, 'start' | 'end'>, sequenceLength: number): number {
  return wrapsOrigin(feature) ? sequenceLength - feature.start + feature.end : feature.end - feature.start;
}
