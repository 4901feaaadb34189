import { readFile } from 'node:fs/promises';
import type { Address } from '@portal/domain';
import { ACCESS_TOKEN_HEADER, type RegisteredAccount, apiLoginReply, apiRegister, sessionStatus } from '../support/accounts';
import { type AddressFields, AddressBook, signInContext, unexpectedErrors } from '../support/account-pages';
import { button, expectFieldError, notice } from '../support/antd';
import { AccountPage } from '../support/pages';
import { baseUrl, cookieValue, expect, type Open, test } from '../support/test';

// Each test registers its own account on the shared portal, so closing one touches nothing another spec uses.

const MESSAGES = {
  saved: 'The address has been saved.',
  deleted: 'The address has been deleted.',
  passwordRequired: 'Please enter the password.',
  passwordWrong: 'The current password is incorrect.',
  closed: 'Your account has been closed and your personal data erased.',
  badCredentials: 'Incorrect username or password',
} as const;

const MUNICH: AddressFields = {
  contact: 'Anna Weber',
  phone: '+49 89 2180 0',
  country: 'Germany',
  state: 'Bavaria',
  city: 'Munich',
  detail: 'Lindwurmstraße 12',
  postalCode: '80337',
  company: 'Institute of Immunology',
};
const SUZHOU: AddressFields = {
  contact: 'Li Wei',
  phone: 'NA',
  country: 'China',
  region: ['江苏省', '苏州市', '苏州工业园区'],
  detail: '88 Biotech Road, Building 1',
};

/** A fresh account, signed in in a new browser context, on its account page. */
async function signedIn(open: Open): Promise<Awaited<ReturnType<typeof open>> & { account: RegisteredAccount; token: string; accountPage: AccountPage }> {
  const account = await apiRegister(baseUrl);
  const session = await open();
  const token = await signInContext(session.context, baseUrl, account);
  const accountPage = new AccountPage(session.page);
  await accountPage.goto();
  return { ...session, account, token, accountPage };
}

/** The account's addresses as the API lists them (GET /by-order-client/customer/address/list). */
async function listedAddresses(token: string): Promise<Address[]> {
  const response = await fetch(`${baseUrl}/jeecg-boot/by-order-client/customer/address/list`, { headers: { [ACCESS_TOKEN_HEADER]: token } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: Address[] }).result;
}

const defaultContacts = async (token: string) => (await listedAddresses(token)).filter((address) => address.isDefault).map((address) => address.contact);

test.describe('account centre', () => {
  test('adds two addresses, shows them in the international format, switches the default, edits and deletes', async ({ open }) => {
    const { page, errors, token } = await signedIn(open);
    const book = new AddressBook(page);
    await book.open();
    await expect(page.getByText('No addresses yet.')).toBeVisible();

    await book.add(MUNICH);
    await expect(notice(page, MESSAGES.saved).first()).toBeVisible();
    await expect(book.card(MUNICH.contact)).toBeVisible();
    await book.add(SUZHOU);
    await expect(book.card(SUZHOU.contact)).toBeVisible();

    // Detail, city, province and country, comma-separated (spec section 3, international edition).
    await expect(book.cards().getByTestId('address-text')).toHaveText([
      'Lindwurmstraße 12, Munich, Bavaria, Germany',
      '88 Biotech Road, Building 1, 苏州工业园区, 苏州市, 江苏省, China',
    ]);
    await expect(book.card(MUNICH.contact)).toContainText(MUNICH.company ?? '');
    await expect(book.card(SUZHOU.contact)).toContainText('NA');
    // The first address saved became the default.
    await book.expectDefault(MUNICH.contact);
    await expect(button(book.card(MUNICH.contact), 'Set as default')).toHaveCount(0);
    const stored = await listedAddresses(token);
    expect(
      stored.map(({ contact, countryName, provinceName, cityName, districtName }) => ({ contact, countryName, provinceName, cityName, districtName })),
    ).toEqual([
      { contact: MUNICH.contact, countryName: 'Germany', provinceName: 'Bavaria', cityName: 'Munich', districtName: '' },
      { contact: SUZHOU.contact, countryName: 'China', provinceName: '江苏省', cityName: '苏州市', districtName: '苏州工业园区' },
    ]);

    await book.setDefault(SUZHOU.contact);
    await book.expectDefault(SUZHOU.contact);
    expect(await defaultContacts(token)).toEqual([SUZHOU.contact]);
    // And after a reload, from the server.
    await page.reload();
    await expect(book.card(SUZHOU.contact)).toBeVisible();
    await book.expectDefault(SUZHOU.contact);

    // Editing opens the dialog with the saved values.
    await book.edit(MUNICH.contact);
    await expect(book.dialog().getByLabel('Contact person', { exact: true })).toHaveValue(MUNICH.contact);
    await expect(book.dialog().getByLabel('City', { exact: true })).toHaveValue(MUNICH.city ?? '');
    await book.fill({ city: 'Augsburg', detail: 'Universitätsstraße 2', postalCode: '86159' });
    await book.save();
    await expect(book.card(MUNICH.contact).getByTestId('address-text')).toHaveText('Universitätsstraße 2, Augsburg, Bavaria, Germany');
    const edited = (await listedAddresses(token)).find((address) => address.contact === MUNICH.contact);
    expect(edited).toMatchObject({ cityName: 'Augsburg', addressDetail: 'Universitätsstraße 2', postalCode: '86159', isDefault: false });

    await book.remove(MUNICH.contact);
    await expect(notice(page, MESSAGES.deleted)).toBeVisible();
    await expect(book.cards()).toHaveCount(1);
    await book.expectDefault(SUZHOU.contact);
    expect((await listedAddresses(token)).map((address) => address.contact)).toEqual([SUZHOU.contact]);
    expect(errors).toEqual([]);
  });

  test('downloads the data export as JSON with the account in it', async ({ open }) => {
    const { page, errors, account } = await signedIn(open);
    await page.getByRole('tab', { name: 'Your data', exact: true }).click();
    const download = page.waitForEvent('download');
    await button(page, 'Download my data').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const data = JSON.parse(await readFile(path, 'utf8')) as { profile: Record<string, unknown>; addresses: unknown[]; sessions: unknown[] };
    expect(data.profile).toMatchObject({ username: account.username, phone: account.mobile, email: account.email });
    expect(data.addresses).toEqual([]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('closes the account after the password is confirmed: the session ends and the login is refused', async ({ open }) => {
    const { page, context, errors, account, token } = await signedIn(open);
    await page.getByRole('tab', { name: 'Your data', exact: true }).click();
    await button(page, 'Close my account').click();
    const dialog = page.getByRole('dialog', { name: 'Close my account' });
    await expect(dialog).toBeVisible();
    const confirm = button(dialog, 'Close account');

    await confirm.click();
    await expectFieldError(dialog, 'Password', MESSAGES.passwordRequired);
    await dialog.getByLabel('Password', { exact: true }).fill(`${account.password}x`);
    await confirm.click();
    await expect(notice(page, MESSAGES.passwordWrong)).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await sessionStatus(baseUrl, token)).toBe(200);

    // Cancelling keeps the account and forgets the password typed.
    await button(dialog, 'Cancel').click();
    await expect(dialog).toBeHidden();
    expect(await sessionStatus(baseUrl, token)).toBe(200);
    await button(page, 'Close my account').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');

    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await confirm.click();
    await expect(notice(page, MESSAGES.closed)).toBeVisible();
    // The page then leaves for the home page without the session.
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    expect(await cookieValue(context, 'access_token')).toBeUndefined();
    expect(await sessionStatus(baseUrl, token)).toBe(401);
    await page.goto('/abinvivoAccount');
    await page.waitForURL((url) => url.pathname === '/user/login');

    const login = await apiLoginReply(baseUrl, account);
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(MESSAGES.badCredentials);
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });
});
