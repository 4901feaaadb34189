import { describe, expect, it } from 'vitest';
import { seamlessInsert } from '../src/plasmids/plasmid-assembly.js';
import { type ConstructCheck, constructChecks } from '../src/plasmids/plasmid-checks.js';
import { restrictionClone } from '../src/plasmids/plasmid-cloning.js';
import type { Plasmid } from '../src/plasmids/plasmid-model.js';
import { reverseComplement } from '../src/sequences/translation.js';
import { PUC19 } from './fixtures/puc19.js';

/** 24 bases that read on in lacZα's frame when put between pUC19's EcoRI and HindIII sites. */
const MIDDLE = 'ATGAAAGCTGGCGGTAAACCGCTG';

function cloneIntoMcs(middle: string): Plasmid {
  const result = restrictionClone({ vector: PUC19, insert: { name: 'tag', sequence: `CCGGAATTC${middle}AAGCTTGG` }, enzymes: ['EcoRI', 'HindIII'] });
  if (!result.ok) throw new Error(result.problem.code);
  return result.plasmid;
}

function checksOf(checks: ConstructCheck[], feature: string): ConstructCheck[] {
  return checks.filter((check) => check.params.feature === feature);
}

function siteChecks(checks: ConstructCheck[]): ConstructCheck[] {
  return checks.filter((check) => !('feature' in check.params));
}

/** A small circle whose one CDS, on the bottom strand, runs through the origin: its last 10 bases come first. */
function ring(orf: string): Plasmid {
  const bottom = reverseComplement(orf);
  const sequence = bottom.slice(10) + 'T'.repeat(12) + bottom.slice(0, 10);
  return { name: 'ring', sequence, circular: true, features: [{ name: 'orf', type: 'CDS', start: sequence.length - 10, end: orf.length - 10, strand: -1 }] };
}

describe('constructChecks on pUC19', () => {
  it('passes lacZα and bla as they are, with every unique site kept', () => {
    const checks = constructChecks({ before: PUC19, after: PUC19 });
    expect(checksOf(checks, 'lacZ-alpha')).toEqual([
      { key: 'codingStart', status: 'pass', params: { feature: 'lacZ-alpha', codon: 'ATG' } },
      { key: 'codingStop', status: 'pass', params: { feature: 'lacZ-alpha', codon: 'TAG' } },
      { key: 'internalStops', status: 'pass', params: { feature: 'lacZ-alpha', stops: 0 } },
      { key: 'inFrame', status: 'pass', params: { feature: 'lacZ-alpha', cds: 'lacZ-alpha', length: 324 } },
    ]);
    expect(checksOf(checks, 'AmpR').map(({ status }) => status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(siteChecks(checks)).toEqual([
      {
        key: 'uniqueSitesKept',
        status: 'pass',
        params: { enzymes: 'AatII, AvaI, BamHI, BsaI, EcoRI, HincII, HindIII, KpnI, NdeI, PstI, SacI, SalI, ScaI, SmaI, SphI, XbaI, XmaI', count: 17 },
      },
      { key: 'uniqueSitesLost', status: 'pass', params: { enzymes: '', count: 0 } },
      { key: 'sitesCreated', status: 'pass', params: { enzymes: '', count: 0 } },
    ]);
  });

  it('passes an EcoRI–HindIII insert that keeps lacZα’s frame, and warns of the polylinker sites it took out', () => {
    const checks = constructChecks({ before: PUC19, after: cloneIntoMcs(MIDDLE) });
    expect(checks.filter((check) => check.status !== 'pass')).toEqual([
      { key: 'uniqueSitesLost', status: 'warn', params: { enzymes: 'AvaI, BamHI, HincII, KpnI, PstI, SacI, SalI, SmaI, SphI, XbaI, XmaI', count: 11 } },
    ]);
    expect(checks).toContainEqual({ key: 'inFrame', status: 'pass', params: { feature: 'tag', cds: 'lacZ-alpha', length: 30 } });
    expect(checks).toContainEqual({ key: 'uniqueSitesKept', status: 'pass', params: { enzymes: 'AatII, BsaI, EcoRI, HindIII, NdeI, ScaI', count: 6 } });
  });

  it('fails internalStops for an insert with a stop in lacZα’s frame, naming the codon', () => {
    // TTA on the top strand is TAA on lacZα's strand; at 403–406 it is codon 15 counted from lacZα's ATG at 448.
    const withStop = `AT${'TTA'}${MIDDLE.slice(5)}`;
    const checks = constructChecks({ before: PUC19, after: cloneIntoMcs(withStop) });
    expect(checks).toContainEqual({ key: 'internalStops', status: 'fail', params: { feature: 'lacZ-alpha', stops: 1, codonNumber: 15 } });
    expect(checks).toContainEqual({ key: 'codingStop', status: 'pass', params: { feature: 'lacZ-alpha', codon: 'TAG' } });
  });

  it('fails inFrame for the CDS and the insert when the insert shifts the frame', () => {
    const checks = constructChecks({ before: PUC19, after: cloneIntoMcs(`${MIDDLE}G`) });
    expect(checks).toContainEqual({ key: 'inFrame', status: 'fail', params: { feature: 'lacZ-alpha', cds: 'lacZ-alpha', length: 304 } });
    expect(checks).toContainEqual({ key: 'inFrame', status: 'fail', params: { feature: 'tag', cds: 'lacZ-alpha', length: 31 } });
  });

  it('warns of a site the insert brings in and of a unique site it doubles', () => {
    // Between the lac promoter and the replication origin, outside every CDS.
    const after = seamlessInsert({ vector: PUC19, insert: { name: 'linker', sequence: 'GCGGCCGCAAGCTT' }, at: 700, method: 'gibson' }).plasmid;
    const checks = constructChecks({ before: PUC19, after });
    expect(checks).toContainEqual({ key: 'sitesCreated', status: 'warn', params: { enzymes: 'NotI', count: 1 } });
    expect(checks).toContainEqual({ key: 'uniqueSitesLost', status: 'warn', params: { enzymes: 'HindIII', count: 1 } });
    expect(checks.filter((check) => check.key === 'inFrame' && check.params.feature === 'linker')).toEqual([]);
  });
});

describe('constructChecks on a bottom-strand CDS through the origin', () => {
  const orf = `ATG${'GCC'.repeat(5)}TAA`;

  it('reads it on its own strand across the origin', () => {
    const plasmid = ring(orf);
    expect(plasmid.features[0]?.start).toBeGreaterThan(plasmid.features[0]?.end ?? 0);
    expect(constructChecks({ before: plasmid, after: plasmid }).slice(0, 4)).toEqual([
      { key: 'codingStart', status: 'pass', params: { feature: 'orf', codon: 'ATG' } },
      { key: 'codingStop', status: 'pass', params: { feature: 'orf', codon: 'TAA' } },
      { key: 'internalStops', status: 'pass', params: { feature: 'orf', stops: 0 } },
      { key: 'inFrame', status: 'pass', params: { feature: 'orf', cds: 'orf', length: 21 } },
    ]);
  });

  it('fails a missing start, a missing stop and stops inside, giving the codons', () => {
    const plasmid = ring(`GTG${'GCC'}TAG${'GCC'}TGA${'GCC'.repeat(2)}`);
    expect(constructChecks({ before: plasmid, after: plasmid }).slice(0, 3)).toEqual([
      { key: 'codingStart', status: 'fail', params: { feature: 'orf', codon: 'GTG' } },
      { key: 'codingStop', status: 'fail', params: { feature: 'orf', codon: 'GCC' } },
      { key: 'internalStops', status: 'fail', params: { feature: 'orf', stops: 2, codonNumber: 3 } },
    ]);
  });

  it('checks the frame of an insert inside it, through the origin', () => {
    const before = ring(orf);
    const length = before.sequence.length;
    const after = { ...before, features: [...before.features, { name: 'tag', type: 'misc_feature', start: length - 5, end: 2, strand: 1 as const }] };
    expect(constructChecks({ before, after })).toContainEqual({ key: 'inFrame', status: 'fail', params: { feature: 'tag', cds: 'orf', length: 7 } });
  });
});
