import { describe, expect, it } from 'vitest';
import { type ProteinFigures, proteinFigures } from '../src/sequences/protein-figures.js';

function figuresOf(sequence: string): ProteinFigures {
  const { figures, issues } = proteinFigures(sequence);
  expect(issues).toEqual([]);
  if (!figures) throw new Error(`no figures for ${sequence}`);
  return figures;
}

/** A result as ProtParam prints it: MW and pI to two decimals, absorbance to three. */
function asProtParamShows(figures: ProteinFigures) {
  return {
    length: figures.length,
    molecularWeight: figures.molecularWeight.toFixed(2),
    isoelectricPoint: figures.isoelectricPoint.toFixed(2),
    extinction: figures.extinction,
    absorbance: { cystines: figures.absorbance.cystines.toFixed(3), reduced: figures.absorbance.reduced.toFixed(3) },
  };
}

/**
 * Published ProtParam reports:
 * - human ubiquitin (UniProt P0CG48, residues 1–76): MW 8564.84, pI 6.56, ext. coefficient 1490 (one Tyr, no Trp
 *   or Cys), so Abs 0.1 % = 1490 / 8564.84 = 0.174;
 * - an antibody VL and its VH: ExPASy ProtParam reports saved verbatim in github.com/20240807-YR/Developability_Data,
 *   data_csv/curieus/antibody_C/CExPASy_ProtParam_VL.md and …_VH.md.
 */
const PUBLISHED = [
  {
    name: 'human ubiquitin',
    sequence: 'MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQQRLIFAGKQLEDGRTLSDYNIQKESTLHLVLRLRGG',
    shown: {
      length: 76,
      molecularWeight: '8564.84',
      isoelectricPoint: '6.56',
      extinction: { cystines: 1490, reduced: 1490 },
      absorbance: { cystines: '0.174', reduced: '0.174' },
    },
  },
  {
    name: 'an antibody light-chain variable domain with two Trp and one disulfide',
    sequence: 'QIVLSQSPAILSASPGEKVTMTCRASSSVSYIHWFQQKPGSSPKPWIYATSNLASGVPVRFEGSGSGTDYSLTISRVEAEDDATYYCQQETEDPPTFGGGTKLEIK',
    shown: {
      length: 106,
      molecularWeight: '11409.65',
      isoelectricPoint: '4.97',
      extinction: { cystines: 18575, reduced: 18450 },
      absorbance: { cystines: '1.628', reduced: '1.617' },
    },
  },
  {
    name: 'the matching heavy-chain variable domain, four Trp and one disulfide',
    sequence: 'QVQLQQPGAELVKPGASVKMSCKASGYTFTSYNMHWVRQAPGRGLEWIGAIYPGNGDTSYDQKFKGKATLTADKSSSTAYMQLSSLTSEDSAVYYCARKTEDGGDWYFNVWGAGTTVTVS',
    shown: {
      length: 120,
      molecularWeight: '13041.49',
      isoelectricPoint: '7.92',
      extinction: { cystines: 34045, reduced: 33920 },
      absorbance: { cystines: '2.611', reduced: '2.601' },
    },
  },
];

describe('proteinFigures against published ExPASy ProtParam results', () => {
  it.each(PUBLISHED)('$name', ({ sequence, shown }) => {
    expect(asProtParamShows(figuresOf(sequence))).toEqual(shown);
  });

  it('counts only whole pairs of an odd number of Cys as cystines', () => {
    // Biopython's ProtParam docstring (Bio/SeqUtils/ProtParam.py): 17420 reduced, 17545 with disulfide
    // bridges for this 152-residue sequence with one Trp, eight Tyr and three Cys.
    const sequence =
      'MAEGEITTFTALTEKFNLPPGNYKKPKLLYCSNGGHFLRILPDGTVDGTRDRSDQHIQLQLSAESVGEVYIKSTETGQYLAMDTSGLLYGSQTPSEECLFLERLEENHYNTYTSKKHAEKNWFVGLKKNGSCKRGPRTHYGQKAILFLPLPV';
    expect(figuresOf(sequence).extinction).toEqual({ cystines: 17545, reduced: 17420 });
  });
});

describe('proteinFigures', () => {
  it('leaves out a stop that ends a translated reading frame', () => {
    expect(figuresOf('MKWC*')).toEqual(figuresOf('MKWC'));
  });

  it('computes nothing for a residue without a mass or pK, and says which', () => {
    expect(proteinFigures('MKXW')).toEqual({ figures: null, issues: [{ code: 'figuresNeedStandardResidues', position: 3, char: 'X' }] });
    expect(proteinFigures('MK*W')).toEqual({ figures: null, issues: [{ code: 'figuresNeedStandardResidues', position: 3, char: '*' }] });
  });

  it('reports an empty sequence, even one that is only a stop', () => {
    expect(proteinFigures('')).toEqual({ figures: null, issues: [{ code: 'emptySequence' }] });
    expect(proteinFigures('*')).toEqual({ figures: null, issues: [{ code: 'emptySequence' }] });
  });

  it('gives zero extinction to a protein without Trp, Tyr or Cys', () => {
    const figures = figuresOf('GGG');
    expect(figures.extinction).toEqual({ cystines: 0, reduced: 0 });
    expect(figures.absorbance).toEqual({ cystines: 0, reduced: 0 });
    // Three glycine residues and one water.
    expect(figures.molecularWeight).toBeCloseTo(3 * 57.0519 + 18.01524, 10);
  });
});
