import { describe, expect, it } from 'vitest';
import { cloningSitesFor, restrictionClone } from '../src/plasmids/plasmid-cloning.js';
import type { Plasmid } from '../src/plasmids/plasmid-model.js';
import { reverseComplement } from '../src/sequences/translation.js';
import { PUC19, PUC19_SEQUENCE } from './fixtures/puc19.js';

/** A PCR product with an EcoRI site near its start and a HindIII site near its end. */
const MIDDLE = 'ATGAAAGCTGGCGGTAAACCGCTG';
const INSERT = { name: 'tag', sequence: `CCG${'GAATTC'}${MIDDLE}${'AAGCTT'}GG` };
/** What ligates between G^AATTC and A^AGCTT: the top strand from one cut to the other. */
const FRAGMENT = `AATTC${MIDDLE}A`;

function span(plasmid: Plasmid, name: string): [number, number] | undefined {
  const feature = plasmid.features.find((candidate) => candidate.name === name);
  return feature && [feature.start, feature.end];
}

describe('restrictionClone', () => {
  const cloned = restrictionClone({ vector: PUC19, insert: INSERT, enzymes: ['EcoRI', 'HindIII'] });
  if (!cloned.ok) throw new Error(`EcoRI–HindIII cloning into pUC19 failed: ${cloned.problem.code}`);

  it('replaces pUC19’s EcoRI–HindIII fragment with the insert’s', () => {
    // EcoRI cuts after 396 and HindIII after 447: 51 bases go, the insert's 30 come in.
    expect(FRAGMENT).toHaveLength(30);
    expect(cloned.plasmid.sequence).toHaveLength(2686 - 51 + 30);
    expect(cloned.plasmid.sequence).toBe(PUC19_SEQUENCE.slice(0, 396) + FRAGMENT + PUC19_SEQUENCE.slice(447));
    expect([cloned.insertStart, cloned.insertEnd]).toEqual([396, 426]);
  });

  it('keeps the EcoRI and HindIII sites at the joins', () => {
    expect(cloned.plasmid.sequence.slice(395, 401)).toBe('GAATTC');
    expect(cloned.plasmid.sequence.slice(425, 431)).toBe('AAGCTT');
  });

  it('moves the features after the fragment back by 21, trims those it cut and marks the insert', () => {
    expect(span(cloned.plasmid, 'M13 fwd')).toEqual([378, 395]);
    expect(span(cloned.plasmid, 'M13 rev')).toEqual([443, 460]);
    expect(span(cloned.plasmid, 'AmpR')).toEqual([1604, 2465]);
    expect(span(cloned.plasmid, 'lacZ-alpha')).toEqual([145, 448]);
    expect(span(cloned.plasmid, 'MCS')).toEqual([395, 431]);
    expect(cloned.plasmid.features).toContainEqual({ name: 'tag', type: 'misc_feature', start: 396, end: 426, strand: 1 });
    expect(cloned.plasmid.features).toHaveLength(PUC19.features.length + 1);
  });

  it('puts in an insert typed on its other strand the way its ends fit, marking it on the bottom strand', () => {
    const flipped = restrictionClone({
      vector: PUC19,
      insert: { ...INSERT, sequence: reverseComplement(INSERT.sequence).toLowerCase() },
      enzymes: ['EcoRI', 'HindIII'],
    });
    expect(flipped.ok && flipped.plasmid.sequence).toBe(cloned.plasmid.sequence);
    expect(flipped.ok && flipped.plasmid.features.at(-1)).toEqual({ name: 'tag', type: 'misc_feature', start: 396, end: 426, strand: -1 });
  });

  it('opens the vector at its one site when both sides use one enzyme, removing nothing', () => {
    const insert = { name: 'ecoRiFragment', sequence: `TTGAATTC${MIDDLE}GAATTCTT` };
    const result = restrictionClone({ vector: PUC19, insert, enzymes: ['EcoRI', 'EcoRI'] });
    const fragment = `AATTC${MIDDLE}G`;
    expect(result.ok && result.plasmid.sequence).toBe(PUC19_SEQUENCE.slice(0, 396) + fragment + PUC19_SEQUENCE.slice(396));
    expect(result.ok && [result.insertStart, result.insertEnd]).toEqual([396, 396 + fragment.length]);
    expect(result.ok && span(result.plasmid, 'AmpR')).toEqual([1625 + fragment.length, 2486 + fragment.length]);
  });

  it('ligates AvaI ends by the bases really cut: CCGG from pUC19’s CCCGGG fits CCCGGG, not CTCGAG', () => {
    const fits = restrictionClone({ vector: PUC19, insert: { name: 'a', sequence: `AACCCGGG${MIDDLE}AAGCTTGG` }, enzymes: ['AvaI', 'HindIII'] });
    expect(fits.ok && fits.plasmid.sequence).toBe(`${PUC19_SEQUENCE.slice(0, 412)}CCGGG${MIDDLE}A${PUC19_SEQUENCE.slice(447)}`);
    const clashes = restrictionClone({ vector: PUC19, insert: { name: 'a', sequence: `AACTCGAG${MIDDLE}AAGCTTGG` }, enzymes: ['AvaI', 'HindIII'] });
    expect(clashes).toEqual({ ok: false, problem: { code: 'incompatibleEnds', enzyme: 'AvaI', side: 'left' } });
  });

  it('names an enzyme it does not know', () => {
    expect(restrictionClone({ vector: PUC19, insert: INSERT, enzymes: ['EcoRI', 'FooI'] })).toEqual({
      ok: false,
      problem: { code: 'enzymeUnknown', enzyme: 'FooI' },
    });
  });

  it('needs each enzyme to cut the vector exactly once', () => {
    expect(restrictionClone({ vector: PUC19, insert: INSERT, enzymes: ['EcoRI', 'NotI'] })).toEqual({
      ok: false,
      problem: { code: 'notUniqueInVector', enzyme: 'NotI', sites: 0 },
    });
    // BsmBI has two sites in pUC19, one of them through the origin.
    expect(restrictionClone({ vector: PUC19, insert: INSERT, enzymes: ['BsmBI', 'HindIII'] })).toEqual({
      ok: false,
      problem: { code: 'notUniqueInVector', enzyme: 'BsmBI', sites: 2 },
    });
  });

  it('refuses a left site after the right one along the vector’s top strand, giving both cuts', () => {
    expect(restrictionClone({ vector: PUC19, insert: INSERT, enzymes: ['HindIII', 'EcoRI'] })).toEqual({
      ok: false,
      problem: { code: 'wrongOrder', left: 'HindIII', right: 'EcoRI', leftCut: 447, rightCut: 396 },
    });
  });

  it('says which site the insert lacks', () => {
    const noHindIii = { name: 'x', sequence: `CCGGAATTC${MIDDLE}GG` };
    expect(restrictionClone({ vector: PUC19, insert: noHindIii, enzymes: ['EcoRI', 'HindIII'] })).toEqual({
      ok: false,
      problem: { code: 'notInInsert', enzyme: 'HindIII' },
    });
    // One enzyme for both sides needs a site at each end of the insert.
    expect(restrictionClone({ vector: PUC19, insert: noHindIii, enzymes: ['EcoRI', 'EcoRI'] })).toEqual({
      ok: false,
      problem: { code: 'notInInsert', enzyme: 'EcoRI' },
    });
  });

  it('does not count a site whose cut falls off the end of the insert', () => {
    // BsaI cuts 1 and 5 bases past GGTCTC: at the very end of the insert it binds but cuts nothing.
    const insert = { name: 'x', sequence: `GACGTCAA${MIDDLE}GGTCTC` };
    expect(restrictionClone({ vector: PUC19, insert, enzymes: ['BsaI', 'AatII'] })).toEqual({ ok: false, problem: { code: 'notInInsert', enzyme: 'BsaI' } });
  });

  it('refuses an insert an enzyme would also cut inside', () => {
    const insert = { name: 'x', sequence: `CCGAATTC${MIDDLE}GAATTCAAGCTTGG` };
    expect(restrictionClone({ vector: PUC19, insert, enzymes: ['EcoRI', 'HindIII'] })).toEqual({
      ok: false,
      problem: { code: 'cutsInsideInsert', enzyme: 'EcoRI', sites: 2 },
    });
  });
});

describe('cloningSitesFor', () => {
  const sites = cloningSitesFor(PUC19);

  it('lists pUC19’s single-cutting enzymes in the order of their sites', () => {
    expect(sites.map(({ enzyme }) => enzyme.name)).toEqual([
      'NdeI',
      'EcoRI',
      'SacI',
      'KpnI',
      'AvaI',
      'SmaI',
      'XmaI',
      'BamHI',
      'XbaI',
      'HincII',
      'SalI',
      'PstI',
      'SphI',
      'HindIII',
      'BsaI',
      'ScaI',
      'AatII',
    ]);
    const positions = sites.map(({ site }) => site.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(sites[1]?.site).toEqual({ position: 395, strand: 1, topStrandCut: 396, bottomStrandCut: 400 });
  });

  it('leaves out enzymes that cut more than once or not at all', () => {
    const names = sites.map(({ enzyme }) => enzyme.name);
    expect(names).not.toContain('BsmBI');
    expect(names).not.toContain('NotI');
  });
});
