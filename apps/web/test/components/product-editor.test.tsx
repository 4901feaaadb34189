import { STAFF_TEXT_LIMIT, type StaffProduct, type StaffProductInput, catalogStaffEndpoints, packSizeLabelSchema, staffSpecInputSchema } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductEditor } from '../../app/features/catalog-desk/components/product-editor';
import { type Answer, type SentRequest, apiDouble, renderInPortal } from './portal-harness';

const SAVE = catalogStaffEndpoints.saveProduct;
const EDIT_PATH = '/staff/products/edit';

function deskApi(save: (request: SentRequest) => Answer) {
  const api = apiDouble((request) => {
    if (request.method === SAVE.method && request.path === SAVE.path) return save(request);
    // After a save the editor opens on the stored product, with its documents below.
    if (request.path === catalogStaffEndpoints.documents.path) return { result: [] };
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const saves = (sent: SentRequest[]) => sent.filter((request) => request.path === SAVE.path);

/** The product as the server keeps it from what the editor sent. */
function stored(input: StaffProductInput): StaffProduct {
  const empty = { zh: '', en: '', es: '', ja: '' };
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
    catalogNo: input.catalogNo.toUpperCase(),
    line: input.line,
    categorySec: input.categorySec ?? '',
    name: { ...empty, ...input.name },
    description: { ...empty, ...input.description },
    target: input.target ?? '',
    geneSymbol: input.geneSymbol ?? '',
    clone: input.clone ?? '',
    isotype: input.isotype ?? '',
    reactivity: input.reactivity ?? '',
    host: input.host ?? '',
    format: input.format ?? '',
    applications: input.applications ?? [],
    specs: input.specs ?? [],
    packs: (input.packs ?? []).map((pack, index) => ({
      id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c1${index}`,
      sizeLabel: pack.sizeLabel,
      amountUg: null,
      prices: pack.prices,
    })),
    published: input.published ?? true,
    createdAt: '2026-11-20T09:30:00Z',
    updatedAt: '2026-11-20T09:30:00Z',
  };
}

// Whole names: a button's icon is hidden from assistive technology, so its own name ('plus') does not lead the label.
const ADD_PACK = 'Add pack';
const ADD_SPEC = 'Add specification';

const price = (pack: number, group: 'List' | 'Academic' | 'Industry', currency: 'USD' | 'CNY') =>
  screen.getByLabelText(`Pack ${pack} ${group} price in ${currency}`);

describe('the product editor', () => {
  it('names the catalogue number, English name, pack size and specification a product needs, and sends nothing', async () => {
    const api = deskApi((request) => ({ result: stored(request.body as StaffProductInput) }));
    await renderInPortal(<ProductEditor catalogNo="" />, { path: EDIT_PATH });
    const user = userEvent.setup();

    // The server's format, applied as typed: no space (lower case is taken as capitals).
    await user.type(screen.getByLabelText('Cat. No.'), 'be 0001');
    await user.click(screen.getByRole('button', { name: ADD_PACK }));
    await user.click(screen.getByRole('button', { name: ADD_SPEC }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A catalog number is 3 to 30 capital letters and digits in up to four parts joined by hyphens.')).toBeTruthy();
    // The catalogue number is checked as it is typed; the other messages come with the save.
    expect(await screen.findByText('Please write the English text; the other languages fall back to it.')).toBeTruthy();
    expect(within(screen.getByTestId('pack-prices')).getByText('Every pack needs a size, for example 1 mg.')).toBeTruthy();
    expect(screen.getByText('Choose a specification.')).toBeTruthy();
    expect(screen.getByText('Every specification row needs a value.')).toBeTruthy();
    expect(saves(api.sent)).toEqual([]);
  });

  it('refuses a price that is not an amount of at most two decimals within the limit, and takes its limits from the schema', async () => {
    const api = deskApi((request) => ({ result: stored(request.body as StaffProductInput) }));
    await renderInPortal(<ProductEditor catalogNo="" />, { path: EDIT_PATH });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Cat. No.'), 'BE0001');
    await user.type(screen.getByLabelText('Name (English)'), 'InVivoMAb anti-mouse CD3');
    await user.click(screen.getByRole('button', { name: ADD_PACK }));
    await user.type(screen.getByLabelText('Size of pack 1'), '1 mg');
    await user.type(price(1, 'List', 'USD'), '290.005');
    // Ten million and a cent: one cent above the largest price a pack may carry.
    await user.type(price(1, 'Academic', 'CNY'), '10000000.01');
    await user.type(price(1, 'Industry', 'USD'), '12,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const table = screen.getByTestId('pack-prices');
    await waitFor(() => expect(within(table).getAllByText('Enter an amount with at most two decimals.')).toHaveLength(3));
    expect(saves(api.sent)).toEqual([]);

    expect(screen.getByLabelText('Target')).toHaveProperty('maxLength', STAFF_TEXT_LIMIT);
    expect(screen.getByLabelText('Name (English)')).toHaveProperty('maxLength', STAFF_TEXT_LIMIT);
    expect(screen.getByLabelText('Size of pack 1')).toHaveProperty('maxLength', packSizeLabelSchema.maxLength);
    await user.click(screen.getByRole('button', { name: ADD_SPEC }));
    expect(screen.getByLabelText('Value of specification 1')).toHaveProperty('maxLength', staffSpecInputSchema.shape.value.maxLength);
  });

  it('keeps what was typed when refused, then sends every price as exact minor units per group and currency', async () => {
    let refuse = true;
    const api = deskApi((request) =>
      refuse ? { status: 409, message: 'Catalogue number BE0001 is already in use.' } : { result: stored(request.body as StaffProductInput) },
    );
    const { router } = await renderInPortal(<ProductEditor catalogNo="" />, { path: EDIT_PATH });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Cat. No.'), 'BE0001');
    await user.type(screen.getByLabelText('Name (English)'), 'InVivoMAb anti-mouse CD3');
    await user.type(screen.getByLabelText('Target'), 'CD3');
    await user.click(screen.getByRole('button', { name: ADD_SPEC }));
    // The list of keys is long; staff find one by typing its name.
    await user.type(screen.getByRole('combobox', { name: 'Specification 1' }), 'Purity');
    await user.click(await screen.findByTitle('Purity'));
    await user.type(screen.getByLabelText('Value of specification 1'), '> 95% by SDS-PAGE');
    await user.click(screen.getByRole('button', { name: ADD_PACK }));
    await user.type(screen.getByLabelText('Size of pack 1'), '1 mg');
    await user.type(price(1, 'List', 'USD'), '290');
    await user.type(price(1, 'List', 'CNY'), '1980.5');
    // 0.29 is 29 minor units exactly, where floating point would make 28.999….
    await user.type(price(1, 'Academic', 'USD'), '0.29');
    await user.click(screen.getByRole('button', { name: ADD_PACK }));
    await user.type(screen.getByLabelText('Size of pack 2'), '5 mg');
    await user.type(price(2, 'List', 'USD'), '1234.56');
    await user.type(price(2, 'Industry', 'CNY'), '10000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const refusal = await screen.findAllByText('Catalogue number BE0001 is already in use.');
    // Said once, on the form: no notification repeats it.
    expect(refusal).toHaveLength(1);
    expect(refusal[0]?.closest('form')).not.toBeNull();
    expect(screen.getByLabelText('Cat. No.')).toHaveProperty('value', 'BE0001');
    expect(price(1, 'List', 'CNY')).toHaveProperty('value', '1980.5');
    expect(price(2, 'Industry', 'CNY')).toHaveProperty('value', '10000000');
    expect(screen.getByLabelText('Value of specification 1')).toHaveProperty('value', '> 95% by SDS-PAGE');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?catalogNo=BE0001'));
    const [first, second] = saves(api.sent);
    const empty = { zh: '', en: '', es: '', ja: '' };
    const product = {
      catalogNo: 'BE0001',
      line: 'biosimilar',
      categorySec: '',
      name: { ...empty, en: 'InVivoMAb anti-mouse CD3' },
      description: empty,
      target: 'CD3',
      geneSymbol: '',
      clone: '',
      isotype: '',
      reactivity: '',
      host: '',
      format: '',
      applications: [],
      specs: [{ key: 'purity', value: '> 95% by SDS-PAGE' }],
      packs: [
        {
          sizeLabel: '1 mg',
          prices: [
            { priceGroup: 'list', currency: 'USD', amount: 29_000 },
            { priceGroup: 'list', currency: 'CNY', amount: 198_050 },
            { priceGroup: 'academic', currency: 'USD', amount: 29 },
          ],
        },
        {
          sizeLabel: '5 mg',
          prices: [
            { priceGroup: 'list', currency: 'USD', amount: 123_456 },
            { priceGroup: 'industry', currency: 'CNY', amount: 1_000_000_000 },
          ],
        },
      ],
      published: false,
    };
    expect(first?.body).toEqual(product);
    expect(second?.body).toEqual(product);
    // The server reads the body through the endpoint's own schema; it must take it as sent.
    expect(SAVE.body.parse(second?.body)).toEqual(product);
  });
});
