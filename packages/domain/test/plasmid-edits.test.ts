import { describe, expect, it } from 'vitest';
import { deleteRange, insertSequence } from '../src/plasmids/plasmid-edits.js';
import { findOrfs } from '../src/plasmids/plasmid-orfs.js';
import { gcContent } from '../src/sequences/gc-content.js';
import type { Plasmid } from '../src/plasmids/plasmid-model.js';
import { enzymeByName, findRestrictionSites } from '../src/plasmids/restriction-sites.js';
import { reverseComplement, translateDna } from '../src/sequences/translation.js';
import { PUC19, PUC19_SEQUENCE } from './fixtures/puc19.js';

function featureNamed(plasmid: Plasmid, name: string) {
  return plasmid.features.find((feature) => feature.name === name);
}

function span(plasmid: Plasmid, name: string): [number, number] | undefined {
  const feature = featureNamed(plasmid, name);
  return feature && [feature.start, feature.end];
}

function ecoRiTopStrandCut(): number {
  const ecoRi = enzymeByName('EcoRI');
  const cut = ecoRi && findRestrictionSites(PUC19_SEQUENCE, [ecoRi], { circular: true })[0]?.sites[0]?.topStrandCut;
  if (cut === undefined) throw new Error('pUC19 has an EcoRI site');
  return cut;
}

describe('gcContent', () => {
  it('is about 50.6 % for pUC19', () => {
    expect(PUC19_SEQUENCE).toHaveLength(2686);
    expect(gcContent(PUC19_SEQUENCE)).toBeCloseTo(50.63, 2);
  });

  it('counts G and C in per cent, a degenerate code by its share', () => {
    expect(gcContent('GGCC')).toBe(100);
    expect(gcContent('ATAT')).toBe(0);
    expect(gcContent('SN')).toBe(75);
    expect(gcContent('')).toBe(0);
  });
});

describe('findOrfs', () => {
  const puc19Orfs = findOrfs(PUC19_SEQUENCE, { minAminoAcids: 100, circular: true });

  it('finds lacZα and bla on the bottom strand of pUC19 at their L09137 coordinates', () => {
    // L09137: lacZα complement(146..469), bla complement(1626..2486).
    expect(puc19Orfs).toContainEqual({ start: 145, end: 469, strand: -1, aminoAcids: 107 });
    expect(puc19Orfs).toContainEqual({ start: 1625, end: 2486, strand: -1, aminoAcids: 286 });
  });

  it('reads them as the proteins GenBank gives', () => {
    const lacZAlpha = translateDna(reverseComplement(PUC19_SEQUENCE.slice(145, 469))).protein;
    const bla = translateDna(reverseComplement(PUC19_SEQUENCE.slice(1625, 2486))).protein;
    expect(lacZAlpha).toMatch(/^MTMITPSLHACRSTLEDPRVPSSNSLAVVLQRRDWENPGVTQLNR.*HRIWCTLSTICSDAA\*$/);
    expect(bla).toMatch(/^MSIQHFRVALIPFFAAFCLPVFAHPETLVKVKDAEDQLGARVGYI.*SRIVVIYTTGSQATMDERNRQIAEIGASLIKHW\*$/);
  });

  it('drops ORFs shorter than the minimum', () => {
    expect(puc19Orfs.every((orf) => orf.aminoAcids >= 100)).toBe(true);
    expect(findOrfs(PUC19_SEQUENCE, { minAminoAcids: 200, circular: true })).toEqual([{ start: 1625, end: 2486, strand: -1, aminoAcids: 286 }]);
  });

  it('takes the first ATG after a stop, so nested ATGs give one ORF, and needs a stop to end it', () => {
    expect(findOrfs('CCATGATGGCCTAACC', { minAminoAcids: 1, circular: false })).toEqual([{ start: 2, end: 14, strand: 1, aminoAcids: 3 }]);
    expect(findOrfs('CCATGGCCGCC', { minAminoAcids: 1, circular: false })).toEqual([]);
  });

  const orf = `ATG${'GCC'.repeat(5)}TAA`;
  const filler = 'T'.repeat(12);

  it('reads through the origin of a circular sequence, on either strand', () => {
    const throughOrigin = orf.slice(10) + filler + orf.slice(0, 10);
    const length = throughOrigin.length;
    expect(findOrfs(throughOrigin, { minAminoAcids: 1, circular: true })).toEqual([{ start: length - 10, end: 11, strand: 1, aminoAcids: 6 }]);
    expect(findOrfs(throughOrigin, { minAminoAcids: 1, circular: false })).toEqual([]);
    expect(findOrfs(reverseComplement(throughOrigin), { minAminoAcids: 1, circular: true })).toEqual([
      { start: length - 11, end: 10, strand: -1, aminoAcids: 6 },
    ]);
  });

  it('reports a circle’s ORF once, from its first ATG before the origin rather than a later one after it', () => {
    // The ATG at 0 is inside the ORF that starts before the origin at the end of the sequence.
    const sequence = `${orf.slice(0, 3)}${orf}${filler}ATG`;
    const orfs = findOrfs(sequence, { minAminoAcids: 1, circular: true }).filter((found) => found.strand === 1);
    expect(orfs).toEqual([{ start: sequence.length - 3, end: 24, strand: 1, aminoAcids: 8 }]);
  });
});

describe('insertSequence', () => {
  const insert = 'GGATCCAAAACCCCGGGGTTTTACGTACGT';
  const ecoRiCut = ecoRiTopStrandCut();
  const edited = insertSequence(PUC19, ecoRiCut, insert, [{ name: 'insert', type: 'misc_feature', start: 0, end: 30, strand: 1 }]);

  it('puts the insert at the EcoRI cut', () => {
    expect(ecoRiCut).toBe(396);
    expect(insert).toHaveLength(30);
    expect(edited.sequence).toHaveLength(2716);
    expect(edited.sequence.slice(390, 432)).toBe(`CCAGTG${insert}AATTCG`);
  });

  it('moves features after the insertion point by 30 and leaves those before it', () => {
    expect(span(edited, 'M13 fwd')).toEqual([378, 395]);
    expect(span(edited, 'M13 rev')).toEqual([494, 511]);
    expect(span(edited, 'AmpR')).toEqual([1655, 2516]);
    expect(span(edited, 'ori')).toEqual([896, 1485]);
  });

  it('grows a feature that contains the insertion point to take in the insert', () => {
    expect(span(edited, 'MCS')).toEqual([395, 482]);
    expect(span(edited, 'lacZ-alpha')).toEqual([145, 499]);
  });

  it('places the insert’s own features', () => {
    expect(featureNamed(edited, 'insert')).toEqual({ name: 'insert', type: 'misc_feature', start: 396, end: 426, strand: 1 });
  });

  it('moves a feature that starts at the point and leaves one that ends there', () => {
    const plasmid: Plasmid = {
      name: 'test',
      sequence: 'AAAACCCC',
      circular: false,
      features: [
        { name: 'A', type: 'misc_feature', start: 0, end: 4, strand: 1 },
        { name: 'C', type: 'misc_feature', start: 4, end: 8, strand: -1 },
      ],
    };
    expect(insertSequence(plasmid, 4, 'gg')).toEqual({
      ...plasmid,
      sequence: 'AAAAGGCCCC',
      features: [
        { name: 'A', type: 'misc_feature', start: 0, end: 4, strand: 1 },
        { name: 'C', type: 'misc_feature', start: 6, end: 10, strand: -1 },
      ],
    });
  });

  it('grows a feature through the origin when inserting at either end of a circle', () => {
    const plasmid: Plasmid = {
      name: 'ring',
      sequence: 'AACCCCTT',
      circular: true,
      features: [{ name: 'TTAA', type: 'misc_feature', start: 6, end: 2, strand: 1 }],
    };
    expect(insertSequence(plasmid, 8, 'GG').features).toEqual([{ name: 'TTAA', type: 'misc_feature', start: 6, end: 2, strand: 1 }]);
    expect(insertSequence(plasmid, 0, 'GG').features).toEqual([{ name: 'TTAA', type: 'misc_feature', start: 8, end: 4, strand: 1 }]);
    expect(insertSequence(plasmid, 4, 'GG').features).toEqual([{ name: 'TTAA', type: 'misc_feature', start: 8, end: 2, strand: 1 }]);
  });

  it('refuses a position outside the sequence', () => {
    expect(() => insertSequence(PUC19, 2687, 'A')).toThrow(RangeError);
    expect(() => insertSequence(PUC19, -1, 'A')).toThrow(RangeError);
  });
});

describe('deleteRange', () => {
  it('moves features after the deletion back by its length and leaves those before it', () => {
    const edited = deleteRange(PUC19, 600, 700);
    expect(edited.sequence).toBe(PUC19_SEQUENCE.slice(0, 600) + PUC19_SEQUENCE.slice(700));
    expect(span(edited, 'lacZ-alpha')).toEqual([145, 469]);
    expect(span(edited, 'ori')).toEqual([766, 1355]);
    expect(span(edited, 'AmpR')).toEqual([1525, 2386]);
  });

  it('drops a feature wholly inside the deletion', () => {
    const edited = deleteRange(PUC19, 500, 560);
    expect(featureNamed(edited, 'lac promoter')).toBeUndefined();
    expect(edited.features).toHaveLength(PUC19.features.length - 1);
  });

  it('trims features the deletion overlaps and closes one around it over the gap', () => {
    const edited = deleteRange(PUC19, 460, 470);
    expect(span(edited, 'lacZ-alpha')).toEqual([145, 460]);
    expect(span(edited, 'M13 rev')).toEqual([460, 471]);
    expect(span(deleteRange(PUC19, 200, 210), 'lacZ-alpha')).toEqual([145, 459]);
  });

  it('deletes through the origin of a circle, the bases after the deletion starting the new sequence', () => {
    const plasmid: Plasmid = {
      name: 'ring',
      sequence: 'AAAACCCCGGGGTTTT',
      circular: true,
      features: [
        { name: 'C', type: 'misc_feature', start: 4, end: 8, strand: 1 },
        { name: 'TA', type: 'misc_feature', start: 12, end: 4, strand: -1 },
        { name: 'T', type: 'misc_feature', start: 14, end: 16, strand: 1 },
      ],
    };
    expect(deleteRange(plasmid, 14, 2)).toEqual({
      ...plasmid,
      sequence: 'AACCCCGGGGTT',
      features: [
        { name: 'C', type: 'misc_feature', start: 2, end: 6, strand: 1 },
        { name: 'TA', type: 'misc_feature', start: 10, end: 2, strand: -1 },
      ],
    });
  });

  it('deletes through pUC19’s origin', () => {
    const edited = deleteRange(PUC19, 2680, 6);
    expect(edited.sequence).toBe(PUC19_SEQUENCE.slice(6, 2680));
    expect(span(edited, 'lacZ-alpha')).toEqual([139, 463]);
  });

  it('refuses an empty range and, on a linear molecule, one that wraps', () => {
    expect(() => deleteRange(PUC19, 5, 5)).toThrow(RangeError);
    expect(() => deleteRange({ ...PUC19, circular: false }, 2680, 6)).toThrow(RangeError);
    expect(() => deleteRange(PUC19, 0, 2687)).toThrow(RangeError);
  });
});
