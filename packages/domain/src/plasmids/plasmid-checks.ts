import { reverseComplement, translateDna } from '../sequences/translation.js';
import { type Plasmid, type PlasmidFeature, featureLength, wrapsOrigin } from './plasmid-model.js';
import { COMMON_ENZYMES, findRestrictionSites } from './restriction-sites.js';

export const CONSTRUCT_CHECK_KEYS = ['codingStart', 'codingStop', 'internalStops', 'inFrame', 'uniqueSitesKept', 'uniqueSitesLost', 'sitesCreated'] as const;
export type ConstructCheckKey = (typeof CONSTRUCT_CHECK_KEYS)[number];
export type CheckStatus = 'pass' | 'warn' | 'fail';

/** One line of the check list: its key names the message, its params fill the message's placeholders. */
export type ConstructCheck = { key: ConstructCheckKey; status: CheckStatus; params: Record<string, string | number> };

export type ConstructCheckInput = {
  /** The backbone or the previous design the construct was made from. */
  before: Plasmid;
  after: Plasmid;
};

/** A feature's bases read 5′→3′ on its own strand. */
function featureBases({ sequence }: Plasmid, feature: PlasmidFeature): string {
  const top = wrapsOrigin(feature) ? sequence.slice(feature.start) + sequence.slice(0, feature.end) : sequence.slice(feature.start, feature.end);
  return feature.strand === 1 ? top : reverseComplement(top);
}

function passOrFail(passes: boolean): CheckStatus {
  return passes ? 'pass' : 'fail';
}

/** A CDS read in the frame of its first base: its start and stop codons, stops before its end, whole codons. */
function codingChecks(plasmid: Plasmid, cds: PlasmidFeature): ConstructCheck[] {
  const bases = featureBases(plasmid, cds);
  const protein = translateDna(bases).protein;
  const feature = cds.name;
  const lastCodon = protein.length === 0 ? '' : bases.slice(3 * protein.length - 3, 3 * protein.length);
  const internalStops = Array.from(protein.slice(0, -1)).flatMap((aminoAcid, index) => (aminoAcid === '*' ? [index + 1] : []));
  const [firstStop] = internalStops;
  return [
    { key: 'codingStart', status: passOrFail(protein.startsWith('M')), params: { feature, codon: bases.slice(0, 3) } },
    { key: 'codingStop', status: passOrFail(protein.endsWith('*')), params: { feature, codon: lastCodon } },
    firstStop === undefined
      ? { key: 'internalStops', status: 'pass', params: { feature, stops: 0 } }
      : { key: 'internalStops', status: 'fail', params: { feature, stops: internalStops.length, codonNumber: firstStop } },
    { key: 'inFrame', status: passOrFail(bases.length % 3 === 0), params: { feature, cds: feature, length: bases.length } },
  ];
}

/** Whether `inner` lies wholly within `outer`, either of them possibly through the origin. */
function liesWithin(inner: PlasmidFeature, outer: PlasmidFeature, length: number): boolean {
  const offset = (inner.start - outer.start + length) % length;
  return offset + featureLength(inner, length) <= featureLength(outer, length);
}

/**
 * An added stretch inside a CDS, a tag fused to it, keeps the frame only in whole codons. Added stretches are
 * the `misc_feature`s of `after` that `before` has no feature of the same name and type for, which is how
 * the cloning and assembly functions mark an insert.
 */
function insertFrameChecks(before: Plasmid, after: Plasmid, cdsFeatures: PlasmidFeature[]): ConstructCheck[] {
  const length = after.sequence.length;
  const inserts = after.features.filter(
    (feature) => feature.type === 'misc_feature' && !before.features.some((earlier) => earlier.type === feature.type && earlier.name === feature.name),
  );
  return inserts.flatMap((insert) =>
    cdsFeatures
      .filter((cds) => liesWithin(insert, cds, length))
      .map((cds): ConstructCheck => {
        const insertLength = featureLength(insert, length);
        return { key: 'inFrame', status: passOrFail(insertLength % 3 === 0), params: { feature: insert.name, cds: cds.name, length: insertLength } };
      }),
  );
}

function siteCounts({ sequence, circular }: Plasmid): Map<string, number> {
  return new Map(findRestrictionSites(sequence, COMMON_ENZYMES, { circular }).map(({ enzyme, sites }) => [enzyme.name, sites.length]));
}

/** A list of enzymes as one param: names joined by a comma in the order of `COMMON_ENZYMES`, and their count. */
function enzymeList(names: string[]): Record<string, string | number> {
  return { enzymes: names.join(', '), count: names.length };
}

/** The common enzymes' sites: unique ones of `before` kept or lost, and enzymes that cut only `after`. */
function siteChecks(before: Plasmid, after: Plasmid): ConstructCheck[] {
  const earlier = siteCounts(before);
  const now = siteCounts(after);
  const unique = COMMON_ENZYMES.map(({ name }) => name).filter((name) => earlier.get(name) === 1);
  const kept = unique.filter((name) => now.get(name) === 1);
  const lost = unique.filter((name) => now.get(name) !== 1);
  const created = COMMON_ENZYMES.map(({ name }) => name).filter((name) => earlier.get(name) === 0 && (now.get(name) ?? 0) > 0);
  return [
    { key: 'uniqueSitesKept', status: 'pass', params: enzymeList(kept) },
    { key: 'uniqueSitesLost', status: lost.length > 0 ? 'warn' : 'pass', params: enzymeList(lost) },
    { key: 'sitesCreated', status: created.length > 0 ? 'warn' : 'pass', params: enzymeList(created) },
  ];
}

/**
 * The checks a cloner runs on a finished construct, in list order: for each CDS of `after` its start codon,
 * stop codon, internal stops and whole codons; for each insert inside a CDS whether it keeps the frame; then
 * the restriction sites against `before`. Params of the CDS checks: `feature` (its name), `codon` (the bases
 * of the start or stop codon read), `stops` and, when there are any, `codonNumber` (from 1, the first internal
 * stop), `length` in bases and `cds` (the CDS whose frame is at stake, the feature itself for a CDS).
 */
export function constructChecks({ before, after }: ConstructCheckInput): ConstructCheck[] {
  const cdsFeatures = after.features.filter((feature) => feature.type === 'CDS');
  return [...cdsFeatures.flatMap((cds) => codingChecks(after, cds)), ...insertFrameChecks(before, after, cdsFeatures), ...siteChecks(before, after)];
}
