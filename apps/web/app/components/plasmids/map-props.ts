import { COMMON_ENZYMES, type Plasmid, uniqueCutters } from '@portal/domain';

/** The feature types whose translation the sequence view shows under the bases. */
const CODING_TYPES = new Set(['CDS']);

export type MapAnnotation = { name: string; start: number; end: number; direction: 1 | -1; color?: string };
export type MapEnzyme = { name: string; rseq: string; fcut: number; rcut: number };

/**
 * What the plasmid map draws: the features as annotations (an origin-spanning one keeps its end before its start,
 * as the map library reads it), the coding features' translations, and the unique cutters only, so the map marks
 * the sites a cloner can use.
 */
export function mapPropsOf(plasmid: Plasmid): { annotations: MapAnnotation[]; translations: MapAnnotation[]; enzymes: MapEnzyme[] } {
  const annotations = plasmid.features.map((feature) => ({ name: feature.name, start: feature.start, end: feature.end, direction: feature.strand }));
  const translations = plasmid.features
    .filter((feature) => CODING_TYPES.has(feature.type) && feature.end > feature.start)
    .map((feature) => ({ name: feature.name, start: feature.start, end: feature.end, direction: feature.strand }));
  const enzymes = uniqueCutters(plasmid.sequence, COMMON_ENZYMES, { circular: plasmid.circular }).map(({ enzyme }) => ({
    name: enzyme.name,
    rseq: enzyme.site,
    fcut: enzyme.topCut,
    rcut: enzyme.bottomCut,
  }));
  return { annotations, translations, enzymes };
}
