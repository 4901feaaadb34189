import { COMMON_ENZYMES, type Backbone, type BackboneSummary, gcContent, uniqueCutters } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

const BASE = '/jeecg-boot/by-plasmid/backbone';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query = ''): Promise<BackboneSummary[]> => (await t.app.inject({ method: 'GET', url: `${BASE}/list${query}` })).json().result;

describe('the backbone library', () => {
  it('lists every backbone to a visitor, each with its real length, features and what it is for', async () => {
    const backbones = await list();
    expect(backbones.map((backbone) => backbone.id).sort()).toEqual(['pegfp-n1', 'pet-28a', 'pgex-4t-1', 'puc19']);
    const puc19 = backbones.find((backbone) => backbone.id === 'puc19');
    expect(puc19).toMatchObject({ name: 'pUC19', length: 2686, category: 'cloning' });
    for (const backbone of backbones) expect(backbone.featureNames.length, backbone.id).toBeGreaterThan(0);
  });

  it('opens a backbone with its whole sequence and features within it: pUC19 as GenBank L09137 has it', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `${BASE}/queryById?id=puc19` });
    expect(reply.statusCode).toBe(200);
    const puc19 = reply.json().result as Backbone;
    expect(puc19.sequence).toHaveLength(2686);
    expect(puc19.circular).toBe(true);
    expect(gcContent(puc19.sequence)).toBeCloseTo(50.63, 1);
    for (const feature of puc19.features) expect(feature.end).toBeLessThanOrEqual(2686);
    const unique = uniqueCutters(puc19.sequence, COMMON_ENZYMES, { circular: true }).map((found) => found.enzyme.name);
    expect(unique).toEqual(expect.arrayContaining(['EcoRI', 'BamHI', 'HindIII', 'XbaI', 'SalI', 'PstI', 'SphI', 'KpnI', 'SacI']));
    const missing = await t.app.inject({ method: 'GET', url: `${BASE}/queryById?id=pnothing` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such backbone in the library.');
  });

  it('finds backbones by every word of a keyword in name, resistance, promoter or features', async () => {
    expect((await list('?k=puc19')).map((backbone) => backbone.id)).toEqual(['puc19']);
    const ampicillin = await list('?k=ampicillin');
    expect(ampicillin.length).toBeGreaterThan(0);
    for (const backbone of ampicillin) expect(backbone.resistance.toLowerCase()).toContain('ampicillin');
    expect(await list('?k=ampicillin%20nothing-like-this')).toEqual([]);
    expect((await list('?k=PUC19&t=1764000000000')).map((backbone) => backbone.id)).toEqual(['puc19']);
  });
});
