import { IUPAC_CODES } from '../sequences/sequence-alphabet.js';
import { reverseComplement } from '../sequences/translation.js';
import type { Strand } from './plasmid-model.js';

/**
 * A restriction enzyme: its recognition site 5′→3′ (IUPAC codes allowed) and where it cuts each strand, both
 * counted in bases from the start of the site on the top strand, as REBASE writes them: EcoRI, G^AATTC, cuts
 * the top strand after 1 base and the bottom strand after 5. A type IIS enzyme cuts outside its site: BsaI,
 * GGTCTC(1/5), cuts after 7 and 11.
 */
export type RestrictionEnzyme = { name: string; site: string; topCut: number; bottomCut: number };

/** Enzymes of the usual suppliers' catalogues, cut positions from REBASE. */
export const COMMON_ENZYMES: readonly RestrictionEnzyme[] = [
  { name: 'AatII', site: 'GACGTC', topCut: 5, bottomCut: 1 },
  { name: 'AgeI', site: 'ACCGGT', topCut: 1, bottomCut: 5 },
  { name: 'ApaI', site: 'GGGCCC', topCut: 5, bottomCut: 1 },
  { name: 'AvaI', site: 'CYCGRG', topCut: 1, bottomCut: 5 },
  { name: 'AvrII', site: 'CCTAGG', topCut: 1, bottomCut: 5 },
  { name: 'BamHI', site: 'GGATCC', topCut: 1, bottomCut: 5 },
  { name: 'BglII', site: 'AGATCT', topCut: 1, bottomCut: 5 },
  { name: 'BsaI', site: 'GGTCTC', topCut: 7, bottomCut: 11 },
  { name: 'BsmBI', site: 'CGTCTC', topCut: 7, bottomCut: 11 },
  { name: 'ClaI', site: 'ATCGAT', topCut: 2, bottomCut: 4 },
  { name: 'EcoRI', site: 'GAATTC', topCut: 1, bottomCut: 5 },
  { name: 'EcoRV', site: 'GATATC', topCut: 3, bottomCut: 3 },
  { name: 'HincII', site: 'GTYRAC', topCut: 3, bottomCut: 3 },
  { name: 'HindIII', site: 'AAGCTT', topCut: 1, bottomCut: 5 },
  { name: 'KpnI', site: 'GGTACC', topCut: 5, bottomCut: 1 },
  { name: 'MluI', site: 'ACGCGT', topCut: 1, bottomCut: 5 },
  { name: 'NcoI', site: 'CCATGG', topCut: 1, bottomCut: 5 },
  { name: 'NdeI', site: 'CATATG', topCut: 2, bottomCut: 4 },
  { name: 'NheI', site: 'GCTAGC', topCut: 1, bottomCut: 5 },
  { name: 'NotI', site: 'GCGGCCGC', topCut: 2, bottomCut: 6 },
  { name: 'NsiI', site: 'ATGCAT', topCut: 5, bottomCut: 1 },
  { name: 'PstI', site: 'CTGCAG', topCut: 5, bottomCut: 1 },
  { name: 'SacI', site: 'GAGCTC', topCut: 5, bottomCut: 1 },
  { name: 'SalI', site: 'GTCGAC', topCut: 1, bottomCut: 5 },
  { name: 'ScaI', site: 'AGTACT', topCut: 3, bottomCut: 3 },
  { name: 'SmaI', site: 'CCCGGG', topCut: 3, bottomCut: 3 },
  { name: 'SpeI', site: 'ACTAGT', topCut: 1, bottomCut: 5 },
  { name: 'SphI', site: 'GCATGC', topCut: 5, bottomCut: 1 },
  { name: 'XbaI', site: 'TCTAGA', topCut: 1, bottomCut: 5 },
  { name: 'XhoI', site: 'CTCGAG', topCut: 1, bottomCut: 5 },
  { name: 'XmaI', site: 'CCCGGG', topCut: 1, bottomCut: 5 },
];

/** One of the common enzymes by its name as REBASE spells it (`EcoRI`, `HindIII`). */
export function enzymeByName(name: string): RestrictionEnzyme | undefined {
  return COMMON_ENZYMES.find((enzyme) => enzyme.name === name);
}

export type RestrictionSite = {
  /** Where the recognition site starts on the top strand, from 0. */
  position: number;
  /** 1 when the site reads 5′→3′ on the top strand, -1 when it reads so on the bottom strand; a palindromic site is 1. */
  strand: Strand;
  /**
   * The cuts, each as the top-strand position of the base just after it. On a circular molecule they are taken
   * round the origin; on a linear one a type IIS cut may fall outside the sequence, where the enzyme binds but
   * cannot cut.
   */
  topStrandCut: number;
  bottomStrandCut: number;
};

export type EnzymeSites = { enzyme: RestrictionEnzyme; sites: RestrictionSite[] };

export type TopologyOptions = { circular: boolean };

/** A search for a site, overlapping matches included; a sequence's own IUPAC codes match nothing but themselves. */
function sitePattern(site: string): RegExp {
  return new RegExp(`(?=${Array.from(site, (code) => `[${IUPAC_CODES[code] ?? ''}]`).join('')})`, 'g');
}

function enzymeSites(sequence: string, enzyme: RestrictionEnzyme, circular: boolean): RestrictionSite[] {
  const length = sequence.length;
  const siteLength = enzyme.site.length;
  // A site through the origin starts near the end and finishes at the start: the start, repeated after the end, holds it.
  const searched = circular ? sequence + sequence.slice(0, siteLength - 1) : sequence;
  const onCircle = (cut: number) => (circular ? ((cut % length) + length) % length : cut);
  const reverse = reverseComplement(enzyme.site);
  const orientations: [string, Strand][] = [[enzyme.site, 1]];
  if (reverse !== enzyme.site) orientations.push([reverse, -1]);
  const sites = orientations.flatMap(([site, strand]) =>
    Array.from(searched.matchAll(sitePattern(site)), (match) => match.index)
      .filter((position) => position < length)
      .map((position) => {
        // On the bottom strand the enzyme reads right to left, so its top-strand cut is the bottom one mirrored.
        const top = strand === 1 ? position + enzyme.topCut : position + siteLength - enzyme.bottomCut;
        const bottom = strand === 1 ? position + enzyme.bottomCut : position + siteLength - enzyme.topCut;
        return { position, strand, topStrandCut: onCircle(top), bottomStrandCut: onCircle(bottom) };
      }),
  );
  return sites.sort((a, b) => a.position - b.position || b.strand - a.strand);
}

/**
 * Every site of each enzyme in a cleaned DNA sequence, in sequence order, enzymes in the order given. A
 * site that is not its own reverse complement is looked for on both strands; on a circular molecule a site
 * may run through the origin.
 */
export function findRestrictionSites(sequence: string, enzymes: readonly RestrictionEnzyme[], options: TopologyOptions): EnzymeSites[] {
  return enzymes.map((enzyme) => ({ enzyme, sites: enzymeSites(sequence, enzyme, options.circular) }));
}

/** The enzymes that have exactly one site in the sequence, with that site: those that open a plasmid in one place. */
export function uniqueCutters(sequence: string, enzymes: readonly RestrictionEnzyme[], options: TopologyOptions): EnzymeSites[] {
  return findRestrictionSites(sequence, enzymes, options).filter((found) => found.sites.length === 1);
}

export type OverhangKind = 'blunt' | 'fivePrime' | 'threePrime';

/**
 * The single strand a cut leaves, read on the top strand between the two cuts: EcoRI leaves a 5′ AATT, PstI
 * a 3′ TGCA, SmaI none. Bases outside the recognition site are `N`: they are whatever the sequence has there.
 */
export type Overhang = { kind: OverhangKind; sequence: string };

export function enzymeOverhang(enzyme: RestrictionEnzyme): Overhang {
  const from = Math.min(enzyme.topCut, enzyme.bottomCut);
  const to = Math.max(enzyme.topCut, enzyme.bottomCut);
  const sequence = Array.from({ length: to - from }, (_, offset) => enzyme.site.charAt(from + offset) || 'N').join('');
  if (enzyme.topCut === enzyme.bottomCut) return { kind: 'blunt', sequence };
  return { kind: enzyme.topCut < enzyme.bottomCut ? 'fivePrime' : 'threePrime', sequence };
}

/**
 * Whether the ends two enzymes leave ligate to each other: both blunt, or overhangs of the same kind and the
 * same bases (BamHI and BglII both leave 5′ GATC). An overhang with a degenerate base depends on the site
 * cut, not on the enzyme, so its ends are not taken as compatible.
 */
export function compatibleEnds(enzymeA: RestrictionEnzyme, enzymeB: RestrictionEnzyme): boolean {
  const a = enzymeOverhang(enzymeA);
  const b = enzymeOverhang(enzymeB);
  return a.kind === b.kind && a.sequence === b.sequence && /^[ACGT]*$/.test(a.sequence);
}
