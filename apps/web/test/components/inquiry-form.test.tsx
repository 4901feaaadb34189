import type { CartLine } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InquiryForm } from '../../app/features/cart/components/inquiry-form';
import { type Answer, type SentRequest, apiDouble, renderInPortal } from './portal-harness';

const LINE: CartLine = {
  id: '7d0c7a53-5f61-4d43-9b8e-3f0f5f6f2a11',
  catalog: 'BE0001',
  projectName: 'InVivoMAb anti-mouse CD3',
  orderNo: '',
  designId: null,
  orderType: 'product',
  productId: 'p-1',
  packId: 'pack-1',
  packLabel: '1 mg',
  quantity: 2,
  unitPriceMinor: 19_900,
  currency: 'USD',
  productPath: '/product/detail?catalogNo=BE0001',
  createdAt: '2026-11-01T08:00:00Z',
};

const ADDRESS = {
  id: 'a6f1f6a4-1f7b-4f55-9d3c-2b0c1d8e4c11',
  contact: 'Ada Researcher',
  phone: '+44 20 7946 0000',
  countryName: 'United Kingdom',
  provinceName: '',
  cityName: 'London',
  districtName: '',
  addressDetail: '1 Lab Lane',
  postalCode: 'N1 1AA',
  email: '',
  company: 'Lab Ltd',
  isDefault: true,
};

function portalApi(inquiry: (request: SentRequest) => Answer) {
  const api = apiDouble((request) => {
    if (request.path === '/by-order-client/customer/address/list') return { result: [ADDRESS] };
    if (request.method === 'POST' && request.path === '/by-order-client/order/inquiry/add') return inquiry(request);
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const inquiries = (sent: SentRequest[]) => sent.filter((request) => request.path === '/by-order-client/order/inquiry/add');

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Shipping address' }));
  await user.click(await screen.findByText(/Ada Researcher/));
  // Choosing an address fills the contact phone from it.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Contact phone' })).toHaveProperty('value', ADDRESS.phone));
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ship on dry ice');
  await user.click(screen.getByRole('checkbox'));
}

describe('the inquiry form', () => {
  it('names every missing field in the reader language and sends nothing', async () => {
    const api = portalApi(() => ({ result: null }));
    const user = userEvent.setup();
    await renderInPortal(<InquiryForm kind="abinvivo" lines={[LINE]} edition="intl" addressBookPath="/abinvivoAccount" />);
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    const form = screen.getByTestId('inquiry-form');
    expect(await within(form).findByText('The shipping address cannot be empty.')).toBeTruthy();
    expect(within(form).getByText('Please read and accept the ordering terms.')).toBeTruthy();
    expect(inquiries(api.sent)).toEqual([]);
  });

  it('sends the chosen lines once, keeps what was typed when refused, and retries under the same key', async () => {
    let refuse = true;
    const api = portalApi(() =>
      refuse ? { status: 400, message: 'The quote desk is closed for stocktaking.' } : { result: { id: 'o-1', orderNo: 'SO202611250001' } },
    );
    const user = userEvent.setup();
    const { router } = await renderInPortal(<InquiryForm kind="abinvivo" lines={[LINE]} edition="intl" addressBookPath="/abinvivoAccount" />, {
      path: '/ShoppingCart',
    });
    await fillDetails(user);

    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    expect(await screen.findByText('The quote desk is closed for stocktaking.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Ship on dry ice');
    const [first] = inquiries(api.sent);
    expect(first?.body).toMatchObject({ addressId: ADDRESS.id, contactPhone: ADDRESS.phone, note: 'Ship on dry ice', agreement: true });
    expect(JSON.stringify(first?.body)).toContain(LINE.id);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Submit inquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/IsSuccess'));
    expect(router.state.location.search).toContain('orderNo=SO202611250001');
    const [, second] = inquiries(api.sent);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
