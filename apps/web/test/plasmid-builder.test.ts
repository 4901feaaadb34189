import { COMMON_ENZYMES, findRestrictionSites } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PUC19 } from '../../../packages/domain/test/fixtures/puc19';
import { mapPropsOf } from '../app/components/plasmids/map-props';
import { HISTORY_LIMIT, applyEdit, historyOf, redo, undo } from '../app/features/plasmid-builder/state/design-history';
import { parseVectorOrder } from '../app/features/vector-order/api/vector-input';

describe('the builder history', () => {
  it('undoes and redoes edits in order, and a new edit after an undo drops what could be redone', () => {
    let history = historyOf('a');
    history = applyEdit(applyEdit(history, 'b'), 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = applyEdit(history, 'd');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('b');
  });

  it('keeps at most its limit of earlier states, so a long session stays bounded', () => {
    let history = historyOf(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) history = applyEdit(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
  });

  it('takes an unchanged plasmid as no edit', () => {
    const history = historyOf(PUC19);
    expect(applyEdit(history, PUC19)).toBe(history);
  });
});

describe('the map of pUC19', () => {
  const props = mapPropsOf(PUC19);

  it('marks only the unique cutters, with their cuts as the enzyme makes them', () => {
    const names = props.enzymes.map((enzyme) => enzyme.name);
    expect(names).toEqual(expect.arrayContaining(['EcoRI', 'HindIII', 'BamHI', 'KpnI', 'SacI', 'XbaI', 'SalI', 'PstI', 'SphI']));
    const cutsOtherThanOnce = findRestrictionSites(PUC19.sequence, COMMON_ENZYMES, { circular: true }).filter(({ sites }) => sites.length !== 1);
    expect(cutsOtherThanOnce.length).toBeGreaterThan(0);
    for (const { enzyme } of cutsOtherThanOnce) expect(names).not.toContain(enzyme.name);
    expect(props.enzymes.find((enzyme) => enzyme.name === 'EcoRI')).toEqual({ name: 'EcoRI', rseq: 'GAATTC', fcut: 1, rcut: 5 });
  });

  it('draws every feature on its strand and translates the coding ones', () => {
    expect(props.annotations).toHaveLength(PUC19.features.length);
    expect(props.translations.map((translation) => translation.name)).toEqual(
      PUC19.features.filter((feature) => feature.type === 'CDS').map((feature) => feature.name),
    );
    expect(props.annotations.find((annotation) => annotation.name === 'lacZ-alpha')?.direction).toBe(-1);
  });
});

describe('the vector order', () => {
  const line = {
    id: '6a1c1f3e-2b55-4d0e-9a1f-6c8e0e4b7d21',
    catalog: 'EGFP in pET-28a(+)',
    projectName: 'pet-28a',
    orderNo: 'PD-1A2B3C4D',
    orderType: 'vector',
    productId: null,
    packId: null,
    designId: '1a2b3c4d-0000-4000-8000-000000000001',
    packLabel: '',
    quantity: 1,
    unitPriceMinor: 15_000,
    currency: 'USD' as const,
    productPath: null,
    createdAt: '2026-11-26T10:00:00Z',
  };
  const details = { addressId: '0d8e0c4a-3a3b-4c55-8f6e-1b2a3c4d5e6f', contactPhone: 'NA', agreement: true };

  it('sends each design of the cart with the preparation and verification chosen, or the defaults', () => {
    const parsed = parseVectorOrder([line], { ...details, rows: { [line.id]: { prep: 'maxiprep' } } });
    expect(parsed.success && parsed.data).toMatchObject({
      orderType: 'vector',
      cart: 'carrier',
      cartLineIds: [line.id],
      lines: [{ designId: line.designId, prep: 'maxiprep', verification: 'wholePlasmid' }],
    });
  });

  it('refuses an order without the ordering terms accepted, naming the field', () => {
    const parsed = parseVectorOrder([line], { ...details, agreement: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain('agreement');
  });
});
