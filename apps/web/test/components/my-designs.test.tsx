import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyDesigns } from '../../app/features/plasmid-shop/components/my-designs';
import { renderInPortal } from './portal-harness';

const ON_BACKBONE = { id: '0b7c1f7e-2f55-4f0e-8a53-6c1d2e3f4a5b', name: 'pET-28a GFP', backboneId: 'pet-28a', length: 6089, updatedAt: '2026-03-04T23:30:00Z' };
const FROM_SCRATCH = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Synthetic insert', backboneId: '', length: 1200, updatedAt: '2026-02-01T08:00:00Z' };

describe("the customer's designs on the design list", () => {
  it('reopens each design in the builder on its backbone (0 without one) and shows its result', async () => {
    await renderInPortal(<MyDesigns designs={[ON_BACKBONE, FROM_SCRATCH]} language="en" />, { path: '/designList' });
    const [first, second] = await screen.findAllByTestId('my-design');
    const links = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(links(first)).toEqual([`/design/pet-28a/${ON_BACKBONE.id}`, `/plasmidResult/${ON_BACKBONE.id}`]);
    expect(links(second)).toEqual([`/design/0/${FROM_SCRATCH.id}`, `/plasmidResult/${FROM_SCRATCH.id}`]);
    // The day is read in UTC, so the server's page and the browser's agree whatever their zones.
    expect(within(first as HTMLElement).getByText('6089 bp · updated Mar 4, 2026')).toBeTruthy();
  });

  it('invites a visitor to sign in and come back to the design list', async () => {
    await renderInPortal(<MyDesigns designs={null} language="ja" />, { path: '/designList', language: 'ja' });
    expect((await screen.findByRole('link', { name: 'ログイン' })).getAttribute('href')).toBe('/user/login?redirect=%2FdesignList');
  });

  it('points a customer without designs to the empty editor', async () => {
    await renderInPortal(<MyDesigns designs={[]} language="en" />, { path: '/designList' });
    expect((await screen.findByRole('link', { name: 'Start one in the plasmid editor' })).getAttribute('href')).toBe('/design/0/0');
  });
});
