import { describe, expect, it } from 'vitest';
import { type DosePack, doseInputSchema, doseTotalUg, planDose } from '../src/catalog/dose-calculator.js';

const MG = 1000;
const packs: DosePack[] = [
  { id: '1mg', amountUg: 1 * MG, price: 150_00 },
  { id: '5mg', amountUg: 5 * MG, price: 450_00 },
  { id: '25mg', amountUg: 25 * MG, price: 1_500_00 },
  { id: '100mg', amountUg: 100 * MG, price: 4_000_00 },
];
const study = (doseMgPerKg: number, animalWeightG: number, animals: number, doses: number) => ({ doseMgPerKg, animalWeightG, animals, doses });

describe('doseTotalUg', () => {
  it('multiplies mg/kg by grams into micrograms', () => {
    expect(doseTotalUg(study(10, 20, 1, 1))).toBe(200);
    expect(doseTotalUg(study(10, 20, 10, 5))).toBe(10_000);
  });

  it('rounds fractions up and ignores floating-point drift', () => {
    expect(doseTotalUg(study(0.1, 3, 1, 1))).toBe(1);
    expect(doseTotalUg(study(2.5, 18.5, 3, 2))).toBe(278);
    expect(doseTotalUg(study(0.3, 10, 1, 1))).toBe(3);
  });
});

describe('doseInputSchema', () => {
  it('accepts a study in range and refuses zero, fractions of animals and absurd sizes', () => {
    expect(doseInputSchema.safeParse(study(10, 20, 10, 5)).success).toBe(true);
    expect(doseInputSchema.safeParse(study(0, 20, 10, 5)).success).toBe(false);
    expect(doseInputSchema.safeParse(study(10, 20, 1.5, 5)).success).toBe(false);
    expect(doseInputSchema.safeParse(study(10, 20, 10, 0)).success).toBe(false);
    expect(doseInputSchema.safeParse(study(2000, 20, 10, 5)).success).toBe(false);
  });
});

describe('planDose', () => {
  it('takes the one pack that covers a small study', () => {
    expect(planDose(study(10, 20, 1, 1), packs)).toEqual({ totalUg: 200, packs: [{ id: '1mg', count: 1 }], totalPrice: 150_00, quoteRequired: false });
  });

  it('picks the cheapest combination rather than the least left over', () => {
    // 4 mg: four 1 mg packs cost 600, one 5 mg pack 450.
    expect(planDose(study(10, 20, 10, 2), packs)).toMatchObject({ totalUg: 4 * MG, packs: [{ id: '5mg', count: 1 }], totalPrice: 450_00 });
    // 11 mg: two 5 mg and one 1 mg (1050) beat three 5 mg (1350) and one 25 mg (1500).
    expect(planDose(study(11, 100, 10, 1), packs)).toMatchObject({
      packs: [
        { id: '5mg', count: 2 },
        { id: '1mg', count: 1 },
      ],
      totalPrice: 1_050_00,
    });
  });

  it('mixes sizes when several small packs beat a bigger one', () => {
    // 12 mg: two 5 mg and two 1 mg (1200) beat three 5 mg (1350) and one 25 mg (1500).
    expect(planDose(study(12, 100, 10, 1), packs)).toMatchObject({
      packs: [
        { id: '5mg', count: 2 },
        { id: '1mg', count: 2 },
      ],
      totalPrice: 1_200_00,
    });
  });

  it('prefers less left over, then fewer tubes, at the same price', () => {
    const tiers: DosePack[] = [
      { id: '2mg', amountUg: 2 * MG, price: 200_00 },
      { id: '1mg', amountUg: MG, price: 100_00 },
      { id: '3mg', amountUg: 3 * MG, price: 300_00 },
    ];
    expect(planDose(study(10, 100, 3, 1), tiers)).toMatchObject({ totalUg: 3 * MG, packs: [{ id: '3mg', count: 1 }], totalPrice: 300_00 });
  });

  it('works in micrograms when pack sizes share no milligram', () => {
    const tiers: DosePack[] = [
      { id: '100ug', amountUg: 100, price: 50_00 },
      { id: '250ug', amountUg: 250, price: 100_00 },
      { id: '500ug', amountUg: 500, price: 180_00 },
    ];
    expect(planDose(study(5, 10, 7, 1), tiers)).toMatchObject({
      totalUg: 350,
      packs: [
        { id: '250ug', count: 1 },
        { id: '100ug', count: 1 },
      ],
      totalPrice: 150_00,
    });
  });

  it('covers exactly the largest pack without a quote', () => {
    expect(planDose(study(10, 20, 50, 10), packs)).toMatchObject({ totalUg: 100 * MG, packs: [{ id: '100mg', count: 1 }], quoteRequired: false });
  });

  it('asks for a quote above the largest pack', () => {
    expect(planDose(study(10, 20, 50, 11), packs)).toEqual({ totalUg: 110 * MG, packs: [], totalPrice: null, quoteRequired: true });
  });

  it('asks for a quote when no pack has a mass', () => {
    expect(planDose(study(1, 20, 1, 1), [{ id: 'vial', amountUg: null, price: 100_00 }])).toMatchObject({ packs: [], quoteRequired: true });
  });

  it('prefers packs with a price over a quote-only pack of the same cover', () => {
    const tiers: DosePack[] = [
      { id: '1mg', amountUg: MG, price: 100_00 },
      { id: '5mg', amountUg: 5 * MG, price: null },
    ];
    expect(planDose(study(10, 90, 5, 1), tiers)).toMatchObject({ totalUg: 4500, packs: [{ id: '1mg', count: 5 }], totalPrice: 500_00 });
  });

  it('reports no total when only a quote-only pack covers the study', () => {
    const tiers: DosePack[] = [{ id: '5mg', amountUg: 5 * MG, price: null }];
    expect(planDose(study(10, 20, 1, 1), tiers)).toMatchObject({ packs: [{ id: '5mg', count: 1 }], totalPrice: null, quoteRequired: false });
  });
});
