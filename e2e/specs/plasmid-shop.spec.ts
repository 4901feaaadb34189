import type { Page } from '@playwright/test';
import { DEMO_USER, apiLogin } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { apiCall } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expectIslandsOnly, expectScripts, waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { baseUrl as sharedPortal, expect, test } from '../support/test';

// The plasmid shop (system type 2) of the international edition.
const plasmidShop = usePortal({ SYSTEM_TYPE: '2' });

const header = (page: Page) => page.getByTestId('catalogue-header');
const backboneCard = (page: Page, name: string) => page.getByTestId('backbone-card').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('the plasmid shop', () => {
  test('leads from the root to its home: the plasmid header, the journey and featured backbones, from the server alone', async ({ open }) => {
    const { page, errors } = await open({ baseURL: plasmidShop() });
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/HomeView$/);
    await waitForAppReady(page, 'header');
    await expectIslandsOnly(page);
    await expect(header(page)).toHaveAttribute('data-variant', 'P');
    await expect(page).toHaveTitle(/Design your plasmid online, and we build it/);
    const menu = header(page).getByRole('navigation', { name: 'Catalogue' });
    await expect(menu.getByRole('link', { name: 'Vector design' })).toHaveAttribute('href', '/designList');
    await expect(menu.getByRole('link', { name: 'Vector construction' })).toHaveAttribute('href', '/plasmidBuilder/vectorOrder');
    await menu.getByRole('button', { name: 'Tools' }).hover();
    await expect(menu.getByRole('link', { name: 'Plasmid editor' })).toHaveAttribute('href', '/design/0/0');
    await expect(header(page).getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/plasmidOrder/Index');
    // Without a session the bell leads to the design list rather than a cart.
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('href', '/designList');
    await expect(page.getByRole('heading', { level: 1, name: 'Design your plasmid online, and we build it' })).toBeVisible();
    await expect(page.getByText('Choose a backbone', { exact: true })).toBeVisible();
    await expect(page.getByTestId('featured-backbones').getByTestId('backbone-card')).toHaveCount(4);
    await expect(backboneCard(page, 'pET-28a(+)').getByRole('link', { name: 'Open in builder' })).toHaveAttribute('href', '/design/pet-28a/0');
    await expect(page.getByTestId('hero-editor')).toHaveAttribute('href', '/design/0/0');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('searches the backbones from the header and opens one in the builder', async ({ open }) => {
    const { page, errors } = await open({ baseURL: plasmidShop() });
    await page.goto('/dashboard/HomeView');
    await waitForAppReady(page, 'header');
    const search = header(page).getByRole('search', { name: 'Plasmid search' });
    await search.getByLabel('Search backbones').fill('kan');
    await search.getByLabel('Search backbones').press('Enter');
    // The islands script adds a refresh time stamp, so a repeated search is never a cached page.
    await expect(page).toHaveURL(/\/designList\?k=kan&t=\d+$/);
    await waitForAppReady(page, 'main');
    await expect(page.getByRole('heading', { level: 2, name: '2 backbones match “kan”' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search the backbone library' }).getByLabel('Search backbones')).toHaveValue('kan');
    const pet = backboneCard(page, 'pET-28a(+)');
    await expect(pet).toContainText('Bacterial expression');
    await expect(pet).toContainText('5369 bp');
    await expect(pet).toContainText('Kanamycin');
    await expect(pet).toContainText('His-tagged proteins');
    await expect(pet.getByRole('link', { name: 'Open in builder' })).toHaveAttribute('href', '/design/pet-28a/0');
    await expect(backboneCard(page, 'pUC19')).toHaveCount(0);
    await expect(page.getByTestId('my-designs').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login?redirect=%2FdesignList');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('searches without scripts too, and says so in the reader language when nothing matches', async ({ open }) => {
    const { page } = await open({ baseURL: plasmidShop(), javaScriptEnabled: false });
    await page.goto('/designList');
    await expect(page.getByTestId('backbone-group')).toHaveCount(3);
    const search = page.getByRole('search', { name: 'Search the backbone library' });
    await search.getByLabel('Search backbones').fill('T7');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/designList\?k=T7$/);
    await expect(page.getByTestId('backbone-card')).toHaveCount(1);

    // The international edition's other language.
    const es = await open({ baseURL: plasmidShop(), locale: 'es-ES' });
    await es.page.goto('/designList?k=zeocin');
    await expect(es.page.getByTestId('backbones-empty')).toContainText('Ningún esqueleto coincide con «zeocin»');
    await expect(es.page.getByTestId('backbones-empty').getByRole('link', { name: 'Ver toda la biblioteca' })).toHaveAttribute('href', '/designList');
  });

  test("lists a signed-in customer's saved designs with the builder and result links", async ({ open }) => {
    const token = await apiLogin(plasmidShop(), DEMO_USER);
    const saved = await apiCall<{ id: string }>(plasmidShop(), token, '/by-plasmid/design/save', {
      name: 'pET-28a with GFP',
      backboneId: 'pet-28a',
      sequence: 'ATGGTGAGCAAGGGCGAGGAGCTGTTCACC',
    });
    const { context, page, errors } = await open({ baseURL: plasmidShop() });
    await signInContext(context, plasmidShop(), DEMO_USER);
    await page.goto('/designList');
    await waitForAppReady(page, '[data-testid="my-designs"]');
    await expectScripts(page, 'app');
    const design = page.getByTestId('my-design').filter({ hasText: 'pET-28a with GFP' });
    await expect(design.getByRole('link', { name: 'Edit in builder' })).toHaveAttribute('href', `/design/pet-28a/${saved.id}`);
    await expect(design.getByRole('link', { name: 'View result' })).toHaveAttribute('href', `/plasmidResult/${saved.id}`);
    await expect(header(page).getByTestId('user-menu')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('keeps its header on its own pages in a deployment of another type', async ({ open }) => {
    const { page } = await open({ baseURL: sharedPortal });
    await page.goto('/designList?k=pUC');
    await waitForAppReady(page, 'header');
    await expect(header(page)).toHaveAttribute('data-variant', 'P');
    await expect(page.getByTestId('backbone-card')).toHaveCount(1);
    await page.goto('/abinvivo/Home');
    await expect(header(page)).toHaveAttribute('data-variant', 'A');
  });
});
