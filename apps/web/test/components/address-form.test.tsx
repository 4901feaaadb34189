import { type Address, type Country, type Language, addressWriteEndpoints } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressFormModal } from '../../app/features/account/components/address-form-modal';
import { type Answer, type SentRequest, apiDouble, renderInPortal } from './portal-harness';

const ADD = addressWriteEndpoints.intl.add;

// The server names the countries in the reader's language.
const COUNTRIES: Record<Language, Country[]> = {
  en: [
    { code: 'CN', name: 'China' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'US', name: 'United States' },
  ],
  zh: [
    { code: 'CN', name: '中国' },
    { code: 'GB', name: '英国' },
    { code: 'US', name: '美国' },
  ],
  es: [],
  ja: [],
};

function accountApi(language: Language, add: (request: SentRequest) => Answer) {
  const api = apiDouble((request) => {
    if (request.path === '/by-order-client/customer/dict/countries') return { result: COUNTRIES[language] };
    if (request.path === '/by-order-client/customer/address/list') return { result: [] };
    if (request.method === ADD.method && request.path === ADD.path) return add(request);
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const additions = (sent: SentRequest[]) => sent.filter((request) => request.path === ADD.path);

const saved = (request: SentRequest): Answer => ({
  message: 'Address saved.',
  result: { ...(request.body as Omit<Address, 'id'>), id: 'c2f0a7d4-3e1b-4a6c-9d8e-7f6a5b4c3d21' } satisfies Address,
});

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, label: string, country: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(country));
}

describe('the address form', () => {
  it.each([
    {
      language: 'en' as const,
      edition: 'intl' as const,
      save: 'Save',
      messages: [
        'Please enter the contact person.',
        'Please enter a contact phone (or NA).',
        'Please choose the country.',
        'The shipping address cannot be empty.',
      ],
    },
    {
      language: 'zh' as const,
      edition: 'zh' as const,
      save: '保 存',
      messages: ['请输入联系人。', '请输入联系电话（或 NA）。', '请选择国家。', '收货地址不能为空。'],
    },
  ])('names every missing field in $language and sends nothing', async ({ language, edition, save, messages }) => {
    const api = accountApi(language, saved);
    const onClose = vi.fn();
    await renderInPortal(<AddressFormModal address={null} open onClose={onClose} />, { language, edition });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: save }));
    const dialog = screen.getByRole('dialog');
    for (const message of messages) expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(additions(api.sent)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks the international edition for a phone with its country code, or NA', async () => {
    const api = accountApi('en', saved);
    const onClose = vi.fn();
    await renderInPortal(<AddressFormModal address={null} open onClose={onClose} />, { edition: 'intl' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Contact person'), 'Ada Researcher');
    await chooseCountry(user, 'Country / region', 'United Kingdom');
    await user.type(screen.getByLabelText('Street address'), '1 Lab Lane');
    await user.type(screen.getByLabelText('Contact phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const international = 'Enter the contact phone with its country code (for example +44 20 7946 0958), or NA if there is none.';
    expect(await within(screen.getByRole('dialog')).findByText(international)).toBeTruthy();
    expect(additions(api.sent)).toEqual([]);

    await user.clear(screen.getByLabelText('Contact phone'));
    await user.type(screen.getByLabelText('Contact phone'), 'NA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(additions(api.sent).map((request) => request.body)).toMatchObject([{ phone: 'NA' }]);
  });

  it('takes the Chinese edition contact phone as written', async () => {
    const api = accountApi('zh', saved);
    const onClose = vi.fn();
    await renderInPortal(<AddressFormModal address={null} open onClose={onClose} />, { language: 'zh', edition: 'zh' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('联系人'), '王研究员');
    await user.type(screen.getByLabelText('联系电话'), '010-8888 6666 转 2');
    await chooseCountry(user, '国家/地区', '英国');
    await user.type(screen.getByLabelText('详细地址'), '1 Lab Lane');
    await user.click(screen.getByRole('button', { name: '保 存' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = additions(api.sent);
    expect(sent?.body).toMatchObject({ contact: '王研究员', phone: '010-8888 6666 转 2' });
    expect(addressWriteEndpoints.zh.add.body.safeParse(sent?.body).success).toBe(true);
  });

  it('keeps the form open with what was typed when refused, then sends the address the schema takes', async () => {
    let refuse = true;
    const api = accountApi('en', (request) => (refuse ? { status: 400, message: 'The address book holds at most 50 addresses.' } : saved(request)));
    const onClose = vi.fn();
    await renderInPortal(<AddressFormModal address={null} open onClose={onClose} />, { edition: 'intl' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Contact person'), 'Ada Researcher');
    // The phone's country code follows the address's country until one is picked.
    await chooseCountry(user, 'Country / region', 'United Kingdom');
    await user.type(screen.getByLabelText('Contact phone'), '20 7946 0958');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.type(screen.getByLabelText('Street address'), '1 Lab Lane');
    await user.type(screen.getByLabelText('Postal code'), 'N1 1AA');
    await user.type(screen.getByLabelText('E-mail'), 'ada@lab.example');
    await user.type(screen.getByLabelText('Company / institution'), 'Lab Ltd');
    await user.click(screen.getByRole('switch', { name: 'Use as default address' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The address book holds at most 50 addresses.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeTruthy();
    expect(screen.getByLabelText('Contact person')).toHaveProperty('value', 'Ada Researcher');
    expect(screen.getByLabelText('Street address')).toHaveProperty('value', '1 Lab Lane');
    expect(screen.getByLabelText('Contact phone')).toHaveProperty('value', '20 7946 0958');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = additions(api.sent);
    const address = {
      contact: 'Ada Researcher',
      phone: '+44 20 7946 0958',
      countryName: 'United Kingdom',
      provinceName: '',
      cityName: 'London',
      districtName: '',
      addressDetail: '1 Lab Lane',
      postalCode: 'N1 1AA',
      email: 'ada@lab.example',
      company: 'Lab Ltd',
      isDefault: true,
    };
    expect(first?.body).toEqual(address);
    expect(second?.body).toEqual(address);
    // The server reads the body through the edition's own schema, which keeps the number as written to be read.
    expect(ADD.body.parse(second?.body)).toEqual(address);
  });
});
