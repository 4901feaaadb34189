import type { BackboneSummary } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackboneLibrary } from '../../app/features/plasmid-shop/components/backbone-library';
import { renderInPortal } from './portal-harness';

const PET: BackboneSummary = {
  id: 'pet-28a',
  name: 'pET-28a(+)',
  category: 'bacterialExpression',
  resistance: 'Kanamycin',
  promoter: 'T7',
  copyNumber: 'low',
  length: 5369,
  description: 'IPTG-inducible T7lac expression vector for producing N-terminally His-tagged proteins with a thrombin site in E. coli DE3 strains.',
  featureNames: ['T7 promoter', 'lac operator', '6xHis', 'KanR'],
};
/** A backbone the web's catalogues do not know yet: its words stay as the server wrote them. */
const NEWCOMER: BackboneSummary = {
  id: 'plenti-cmv',
  name: 'pLenti-CMV',
  category: 'lentiviral',
  resistance: 'Puromycin',
  promoter: 'CMV',
  copyNumber: 'medium',
  length: 7700,
  description: 'Lentiviral transfer vector.',
  featureNames: ['5′ LTR', 'WPRE'],
};

const card = (name: string) => screen.getByText(name, { selector: 'a' }).closest<HTMLElement>('[data-testid="backbone-card"]') as HTMLElement;

describe('the backbone library', () => {
  it('groups backbones by category in the library order, each opening a new design on it in the builder', async () => {
    await renderInPortal(<BackboneLibrary backbones={[NEWCOMER, PET]} keyword="" />, { path: '/designList' });
    expect((await screen.findAllByTestId('backbone-group')).map((group) => group.dataset.category)).toEqual(['bacterialExpression', 'lentiviral']);
    expect(screen.getByRole('navigation', { name: 'Backbone categories' }).textContent).toBe('Bacterial expression (1)Lentiviral (1)');
    const pet = within(card('pET-28a(+)'));
    expect(pet.getByRole('link', { name: 'Open in builder' }).getAttribute('href')).toBe('/design/pet-28a/0');
    expect(pet.getByText('5369 bp')).toBeTruthy();
    expect(pet.getByText('Kanamycin')).toBeTruthy();
    expect(pet.getByText('6xHis')).toBeTruthy();
  });

  it("speaks the reader's language, keeping the server's English for what the catalogues do not know", async () => {
    await renderInPortal(<BackboneLibrary backbones={[PET, NEWCOMER]} keyword="" />, { path: '/designList', language: 'zh' });
    const pet = within(card('pET-28a(+)'));
    expect(await pet.findByText(/IPTG 诱导的 T7lac 表达载体/)).toBeTruthy();
    expect(pet.getByText('原核表达')).toBeTruthy();
    expect(pet.getByText('卡那霉素')).toBeTruthy();
    expect(pet.getByText('低拷贝')).toBeTruthy();
    expect(pet.getByRole('link', { name: '在构建器中打开' })).toBeTruthy();
    const newcomer = within(card('pLenti-CMV'));
    expect(newcomer.getByText('Lentiviral transfer vector.')).toBeTruthy();
    expect(newcomer.getByText('Puromycin')).toBeTruthy();
    expect(newcomer.getByText('medium')).toBeTruthy();
  });

  it('says plainly when nothing matches the keyword', async () => {
    await renderInPortal(<BackboneLibrary backbones={[]} keyword="zeocin" />, { path: '/designList', language: 'es' });
    expect((await screen.findByTestId('backbones-empty')).textContent).toContain('Ningún esqueleto coincide con «zeocin»');
    expect(screen.getByRole('link', { name: 'Ver toda la biblioteca' }).getAttribute('href')).toBe('/designList');
  });
});
