import { reverseComplement } from '../sequences/translation.js';
import { deleteRange, insertSequence } from './plasmid-edits.js';
import type { Plasmid, Strand } from './plasmid-model.js';
import {
  COMMON_ENZYMES,
  type RestrictionEnzyme,
  type RestrictionSite,
  compatibleEnds,
  enzymeByName,
  findRestrictionSites,
  uniqueCutters,
} from './restriction-sites.js';

export type CloningSide = 'left' | 'right';

/**
 * Why a restriction cloning cannot be done, with the figures its message needs. Cut positions count the bases
 * before the cut on the top strand: EcoRI in pUC19 cuts at 396, after base 396.
 */
export type CloningProblem =
  | { code: 'enzymeUnknown'; enzyme: string }
  | { code: 'notUniqueInVector'; enzyme: string; sites: number }
  | { code: 'notInInsert'; enzyme: string }
  | { code: 'cutsInsideInsert'; enzyme: string; sites: number }
  | { code: 'incompatibleEnds'; enzyme: string; side: CloningSide }
  | { code: 'wrongOrder'; left: string; right: string; leftCut: number; rightCut: number };

export type CloningProblemCode = CloningProblem['code'];

export type CloningInput = {
  vector: Plasmid;
  insert: { name: string; sequence: string };
  /** The enzymes cutting on each side of the insert, left first along the vector's top strand; both may be one enzyme. */
  enzymes: [left: string, right: string];
};

export type CloningResult =
  | {
      ok: true;
      plasmid: Plasmid;
      /** Where the ligated insert fragment lies in the new plasmid, from 0 with the end exclusive. */
      insertStart: number;
      insertEnd: number;
    }
  | { ok: false; problem: CloningProblem };

/** A site of an enzyme, with the enzyme so the bases it leaves can be read. */
type Cut = { enzyme: RestrictionEnzyme; site: RestrictionSite };

/** An enzyme binding near the end of a linear molecule may cut outside it, which cuts nothing. */
function cutsWithin(site: RestrictionSite, length: number, circular: boolean): boolean {
  return circular || [site.topStrandCut, site.bottomStrandCut].every((cut) => cut > 0 && cut < length);
}

function cuttingSites(sequence: string, enzyme: RestrictionEnzyme, circular: boolean): RestrictionSite[] {
  const sites = findRestrictionSites(sequence, [enzyme], { circular })[0]?.sites ?? [];
  return sites.filter((site) => cutsWithin(site, sequence.length, circular));
}

/**
 * The end a cut leaves, as an enzyme whose site is just the bases between its two cuts: `compatibleEnds` then
 * compares the bases really cut, so AvaI (CYCGRG) or BsaI (overhang outside its site) ends ligate exactly
 * where their overhangs match.
 */
function cutEnd(sequence: string, { enzyme, site }: Cut): RestrictionEnzyme {
  const width = Math.abs(enzyme.topCut - enzyme.bottomCut);
  const from = enzyme.topCut < enzyme.bottomCut ? site.topStrandCut : site.bottomStrandCut;
  // Doubled, the sequence holds an overhang a circle has through its origin.
  const bases = (sequence + sequence).slice(from, from + width);
  const lowest = Math.min(enzyme.topCut, enzyme.bottomCut);
  return { ...enzyme, site: bases, topCut: enzyme.topCut - lowest, bottomCut: enzyme.bottomCut - lowest };
}

/** Both cuts of the left site before both of the right one: the fragment between them has two separate ends. */
function inOrder(left: RestrictionSite, right: RestrictionSite): boolean {
  return Math.max(left.topStrandCut, left.bottomStrandCut) <= Math.min(right.topStrandCut, right.bottomStrandCut);
}

function vectorCut(vector: Plasmid, enzyme: RestrictionEnzyme): Cut | CloningProblem {
  const sites = cuttingSites(vector.sequence, enzyme, vector.circular);
  const [site] = sites;
  return sites.length === 1 && site ? { enzyme, site } : { code: 'notUniqueInVector', enzyme: enzyme.name, sites: sites.length };
}

type InsertCuts = { sequence: string; strand: Strand; left: Cut; right: Cut };

/**
 * The insert's sites for the two enzymes, the insert read on whichever strand has the left site first: the
 * double-stranded fragment ligates the way its ends fit, so an insert typed right site first goes in as its
 * reverse complement.
 */
function insertCuts(typed: string, [left, right]: [RestrictionEnzyme, RestrictionEnzyme]): InsertCuts | CloningProblem {
  const needed = left === right ? 2 : 1;
  for (const enzyme of left === right ? [left] : [left, right]) {
    const sites = cuttingSites(typed, enzyme, false).length;
    if (sites < needed) return { code: 'notInInsert', enzyme: enzyme.name };
    if (sites > needed) return { code: 'cutsInsideInsert', enzyme: enzyme.name, sites };
  }
  const strands: [string, Strand][] = [
    [typed, 1],
    [reverseComplement(typed), -1],
  ];
  for (const [sequence, strand] of strands) {
    const leftSites = cuttingSites(sequence, left, false);
    const rightSites = cuttingSites(sequence, right, false);
    const leftSite = leftSites[0];
    const rightSite = rightSites[rightSites.length - 1];
    if (leftSite && rightSite && inOrder(leftSite, rightSite))
      return { sequence, strand, left: { enzyme: left, site: leftSite }, right: { enzyme: right, site: rightSite } };
  }
  // Overlapping sites: one cut spoils the other, so the right enzyme has no site of its own to cut.
  return { code: 'notInInsert', enzyme: right.name };
}

/**
 * Directional restriction cloning: the vector cut at its single site of each enzyme and the fragment between
 * the cuts replaced by the insert's fragment between its own sites. The rule for order: the vector's left
 * site must lie wholly before its right site along the top strand, so the replaced fragment never runs
 * through the numbering origin; the other way round it would replace the rest of the plasmid instead, its
 * replication origin and marker with it. With one enzyme for both sides, the vector is opened at its one
 * site and nothing is removed. Vector features follow `deleteRange` and `insertSequence`; the insert
 * becomes a `misc_feature` named after it, on the strand it went in on.
 */
export function restrictionClone({ vector, insert, enzymes }: CloningInput): CloningResult {
  const [leftName, rightName] = enzymes;
  const left = enzymeByName(leftName);
  const right = enzymeByName(rightName);
  if (!left) return { ok: false, problem: { code: 'enzymeUnknown', enzyme: leftName } };
  if (!right) return { ok: false, problem: { code: 'enzymeUnknown', enzyme: rightName } };

  const vectorLeft = vectorCut(vector, left);
  if ('code' in vectorLeft) return { ok: false, problem: vectorLeft };
  const vectorRight = left === right ? vectorLeft : vectorCut(vector, right);
  if ('code' in vectorRight) return { ok: false, problem: vectorRight };
  if (left !== right && !inOrder(vectorLeft.site, vectorRight.site)) {
    const [leftCut, rightCut] = [vectorLeft.site.topStrandCut, vectorRight.site.topStrandCut];
    return { ok: false, problem: { code: 'wrongOrder', left: left.name, right: right.name, leftCut, rightCut } };
  }

  const cuts = insertCuts(insert.sequence.toUpperCase(), [left, right]);
  if ('code' in cuts) return { ok: false, problem: cuts };
  const sides: [CloningSide, Cut, Cut][] = [
    ['left', vectorLeft, cuts.left],
    ['right', vectorRight, cuts.right],
  ];
  for (const [side, inVector, inInsert] of sides) {
    if (!compatibleEnds(cutEnd(vector.sequence, inVector), cutEnd(cuts.sequence, inInsert))) {
      return { ok: false, problem: { code: 'incompatibleEnds', enzyme: inVector.enzyme.name, side } };
    }
  }

  // The top-strand cuts place the joins: each overhang's bases are the same on both partners, so either holds them.
  const fragment = cuts.sequence.slice(cuts.left.site.topStrandCut, cuts.right.site.topStrandCut);
  const insertStart = vectorLeft.site.topStrandCut;
  const opened = left === right ? vector : deleteRange(vector, insertStart, vectorRight.site.topStrandCut);
  const feature = { name: insert.name, type: 'misc_feature', start: 0, end: fragment.length, strand: cuts.strand };
  const plasmid = insertSequence(opened, insertStart, fragment, [feature]);
  return { ok: true, plasmid, insertStart, insertEnd: insertStart + fragment.length };
}

export type CloningSite = { enzyme: RestrictionEnzyme; site: RestrictionSite };

/** The common enzymes that cut the vector once, each with its site, in the order of the sites along the top strand. */
export function cloningSitesFor(vector: Plasmid): CloningSite[] {
  return uniqueCutters(vector.sequence, COMMON_ENZYMES, { circular: vector.circular })
    .flatMap(({ enzyme, sites }) => sites.filter((site) => cutsWithin(site, vector.sequence.length, vector.circular)).map((site) => ({ enzyme, site })))
    .sort((a, b) => a.site.position - b.site.position);
}
