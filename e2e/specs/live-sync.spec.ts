import type { Page } from '@playwright/test';
import { apiRegister } from '../support/accounts';
import { AddressBook, signInContext } from '../support/account-pages';
import { AccountPage } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

/** The address lines the book shows, in the order of its cards. */
const addressLines = (book: AddressBook) => book.cards().getByTestId('address-text');

/** Opens the address book in `page` and waits until its live-sync socket is connected. */
async function openAddressBook(page: Page): Promise<AddressBook> {
  const connected = page.waitForEvent('websocket', (socket) => socket.url().includes('/jeecg-boot/vxeSocket/'));
  await new AccountPage(page).goto('addresses');
  const socket = await connected;
  expect(socket.isClosed()).toBe(false);
  const book = new AddressBook(page);
  await book.open();
  return book;
}

test.describe('live row sync between pages of one user', () => {
  test('shows an address added on one page on the other page, without reloading it', async ({ open }) => {
    const account = await apiRegister(baseUrl);
    const { context, page, errors } = await open();
    await signInContext(context, baseUrl, account);
    const other = await context.newPage();
    const here = await openAddressBook(page);
    const there = await openAddressBook(other);
    await expect(addressLines(there)).toHaveText([]);

    const otherDocument = await other.evaluate(() => performance.timeOrigin);
    // Chromium holds back animation frames in a page that is not in front, and the dialogs wait for them.
    await page.bringToFront();
    await here.add({ contact: 'Cold room', phone: 'NA', country: 'Germany', city: 'Heidelberg', detail: 'Im Neuenheimer Feld 280' });
    await expect(addressLines(there)).toHaveText(['Im Neuenheimer Feld 280, Heidelberg, Germany']);
    expect(await other.evaluate(() => performance.timeOrigin), 'the other page was not reloaded').toBe(otherDocument);

    await other.bringToFront();
    await there.card('Cold room').getByRole('button', { name: 'Delete' }).click();
    await other.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(addressLines(here)).toHaveText([]);
    expect(errors).toEqual([]);
  });
});
