import { describe, expect, it } from 'vitest';
import {
  COMMON_ENZYMES,
  type RestrictionEnzyme,
  compatibleEnds,
  enzymeByName,
  enzymeOverhang,
  findRestrictionSites,
  uniqueCutters,
} from '../src/plasmids/restriction-sites.js';
import { PUC19_SEQUENCE } from './fixtures/puc19.js';

function enzyme(name: string): RestrictionEnzyme {
  const found = enzymeByName(name);
  if (!found) throw new Error(`No enzyme ${name}`);
  return found;
}

function sitesOf(sequence: string, name: string, circular: boolean) {
  return findRestrictionSites(sequence, [enzyme(name)], { circular })[0]?.sites;
}

describe('findRestrictionSites on pUC19 (L09137)', () => {
  it('finds each multiple cloning site enzyme once, at its L09137 position', () => {
    const mcs = ['EcoRI', 'SacI', 'KpnI', 'SmaI', 'XmaI', 'BamHI', 'XbaI', 'SalI', 'PstI', 'SphI', 'HindIII'];
    const unique = uniqueCutters(PUC19_SEQUENCE, COMMON_ENZYMES, { circular: true });
    const firstBase = Object.fromEntries(unique.map(({ enzyme, sites }) => [enzyme.name, (sites[0]?.position ?? -1) + 1]));
    // 1-based, as GenBank numbers them: GAATTC at 396 and AAGCTT at 447 frame the polylinker.
    expect(mcs.map((name) => firstBase[name])).toEqual([396, 402, 408, 412, 412, 417, 423, 429, 435, 441, 447]);
  });

  it('cuts EcoRI and HindIII once each, G^AATTC and A^AGCTT', () => {
    expect(sitesOf(PUC19_SEQUENCE, 'EcoRI', true)).toEqual([{ position: 395, strand: 1, topStrandCut: 396, bottomStrandCut: 400 }]);
    expect(sitesOf(PUC19_SEQUENCE, 'HindIII', true)).toEqual([{ position: 446, strand: 1, topStrandCut: 447, bottomStrandCut: 451 }]);
  });

  it('finds no site for enzymes pUC19 lacks', () => {
    for (const name of ['NotI', 'XhoI', 'BglII', 'EcoRV', 'NcoI', 'SpeI']) expect(sitesOf(PUC19_SEQUENCE, name, true)).toEqual([]);
  });

  it('finds a non-palindromic site on the bottom strand and mirrors its cuts', () => {
    // GAGACC at 1766 is BsaI's GGTCTC read on the other strand: it cuts 5 and 1 bases before it on the top strand.
    expect(sitesOf(PUC19_SEQUENCE, 'BsaI', true)).toEqual([{ position: 1765, strand: -1, topStrandCut: 1760, bottomStrandCut: 1764 }]);
  });

  it('finds pUC19’s BsmBI site through the origin only when the molecule is circular', () => {
    expect(PUC19_SEQUENCE.slice(-4) + PUC19_SEQUENCE.slice(0, 2)).toBe('CGTCTC');
    expect(sitesOf(PUC19_SEQUENCE, 'BsmBI', true)).toEqual([
      { position: 50, strand: -1, topStrandCut: 45, bottomStrandCut: 49 },
      { position: 2682, strand: 1, topStrandCut: 3, bottomStrandCut: 7 },
    ]);
    expect(sitesOf(PUC19_SEQUENCE, 'BsmBI', false)).toEqual([{ position: 50, strand: -1, topStrandCut: 45, bottomStrandCut: 49 }]);
  });
});

describe('findRestrictionSites', () => {
  it('finds a site split across the end and the start of a circle', () => {
    const sequence = 'ATTCCCCCCCCCGA';
    expect(sitesOf(sequence, 'EcoRI', true)).toEqual([{ position: 12, strand: 1, topStrandCut: 13, bottomStrandCut: 3 }]);
    expect(sitesOf(sequence, 'EcoRI', false)).toEqual([]);
  });

  it('reads IUPAC codes in a recognition site, and a degenerate base in the sequence matches only itself', () => {
    expect(sitesOf('CCGTTAACCCGTCGACCC', 'HincII', false)?.map((site) => site.position)).toEqual([2, 10]);
    expect(sitesOf('GANTTC', 'EcoRI', false)).toEqual([]);
  });

  it('finds overlapping sites', () => {
    expect(sitesOf('ATCGATCGAT', 'ClaI', false)?.map((site) => site.position)).toEqual([0, 4]);
  });

  it('returns the enzymes in the order given, each with its sites', () => {
    const found = findRestrictionSites('GGATCCGAATTC', [enzyme('EcoRI'), enzyme('BamHI'), enzyme('NotI')], { circular: false });
    expect(found.map(({ enzyme, sites }) => [enzyme.name, sites.length])).toEqual([
      ['EcoRI', 1],
      ['BamHI', 1],
      ['NotI', 0],
    ]);
  });

  it('leaves a linear sequence’s type IIS cut beyond its end as it is', () => {
    expect(sitesOf('AAGGTCTCA', 'BsaI', false)).toEqual([{ position: 2, strand: 1, topStrandCut: 9, bottomStrandCut: 13 }]);
  });
});

describe('uniqueCutters', () => {
  it('keeps only enzymes with exactly one site', () => {
    const names = uniqueCutters('GAATTCGGATCCGGATCC', [enzyme('EcoRI'), enzyme('BamHI'), enzyme('NotI')], { circular: false }).map(({ enzyme }) => enzyme.name);
    expect(names).toEqual(['EcoRI']);
  });
});

describe('enzyme ends', () => {
  it('computes the overhang from the cut positions', () => {
    expect(enzymeOverhang(enzyme('EcoRI'))).toEqual({ kind: 'fivePrime', sequence: 'AATT' });
    expect(enzymeOverhang(enzyme('PstI'))).toEqual({ kind: 'threePrime', sequence: 'TGCA' });
    expect(enzymeOverhang(enzyme('SmaI'))).toEqual({ kind: 'blunt', sequence: '' });
    expect(enzymeOverhang(enzyme('NdeI'))).toEqual({ kind: 'fivePrime', sequence: 'TA' });
    expect(enzymeOverhang(enzyme('BsaI'))).toEqual({ kind: 'fivePrime', sequence: 'NNNN' });
  });

  it('takes BamHI and BglII as compatible (5′ GATC), EcoRI and BamHI as not', () => {
    expect(enzymeOverhang(enzyme('BglII'))).toEqual({ kind: 'fivePrime', sequence: 'GATC' });
    expect(compatibleEnds(enzyme('BamHI'), enzyme('BglII'))).toBe(true);
    expect(compatibleEnds(enzyme('EcoRI'), enzyme('BamHI'))).toBe(false);
  });

  it('knows the other classic pairs', () => {
    expect(compatibleEnds(enzyme('XbaI'), enzyme('SpeI'))).toBe(true);
    expect(compatibleEnds(enzyme('NheI'), enzyme('AvrII'))).toBe(true);
    expect(compatibleEnds(enzyme('SalI'), enzyme('XhoI'))).toBe(true);
    expect(compatibleEnds(enzyme('PstI'), enzyme('NsiI'))).toBe(true);
    // Same site, different cuts: SmaI leaves blunt ends, XmaI a 5′ CCGG.
    expect(compatibleEnds(enzyme('SmaI'), enzyme('XmaI'))).toBe(false);
  });

  it('joins blunt ends to each other', () => {
    expect(compatibleEnds(enzyme('SmaI'), enzyme('EcoRV'))).toBe(true);
    expect(compatibleEnds(enzyme('SmaI'), enzyme('PstI'))).toBe(false);
  });

  it('does not vouch for overhangs that depend on the sequence cut', () => {
    expect(compatibleEnds(enzyme('BsaI'), enzyme('BsmBI'))).toBe(false);
    expect(compatibleEnds(enzyme('BsaI'), enzyme('BsaI'))).toBe(false);
  });
});
