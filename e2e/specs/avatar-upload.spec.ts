import type { Page } from '@playwright/test';
import { apiLogin } from '../support/accounts';
import { AccountPage } from '../support/pages';
import { baseUrl, expect, type Open, test } from '../support/test';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function accountPage(open: Open) {
  const session = await open();
  const token = await apiLogin(baseUrl);
  await session.context.addCookies([{ name: 'access_token', value: token, url: baseUrl }]);
  const account = new AccountPage(session.page);
  await account.goto('profile');
  return { ...session, account };
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Upload images' });

async function openPopup(page: Page) {
  await page.getByRole('button', { name: 'Change picture' }).click();
  await popup(page).waitFor();
}

/** Whether the image has loaded (the server served it to this session). */
function loaded(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

test.describe('profile picture through the image upload popup', () => {
  test('uploads a picture, saves it at once and shows it in the profile and the header', async ({ open }) => {
    const { page, errors } = await accountPage(open);
    await openPopup(page);
    // Measured once the opening animation has finished.
    await expect.poll(async () => (await popup(page).boundingBox())?.width).toBe(520);

    const uploaded = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await popup(page).locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    await popup(page).locator('.ant-upload-list-item-done').waitFor();
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-message').getByText('Your picture has been updated.').waitFor();
    await popup(page).waitFor({ state: 'hidden' });

    const picture = '[data-testid="profile-avatar"] img';
    await page.locator(picture).waitFor();
    expect(await page.locator(picture).getAttribute('src')).toMatch(/^\/jeecg-boot\/sys\/common\/static\/avatar\/\d{8}\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => loaded(page, picture)).toBe(true);
    await page.locator('[data-testid="user-menu"] img').waitFor();
    await expect.poll(() => loaded(page, '[data-testid="user-menu"] img')).toBe(true);

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.locator(picture).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('takes pictures only, says so when nothing was uploaded, and shows the server refusing a disguised file', async ({ open }) => {
    const { page } = await accountPage(open);
    await openPopup(page);
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-message').getByText('No file has been uploaded.').waitFor();

    await popup(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.locator('.ant-message').getByText('Please upload an image.').waitFor();
    expect(await popup(page).locator('.ant-upload-list-item').count()).toBe(0);

    await popup(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    const failure = page.locator('.ant-modal-confirm').filter({ hasText: 'upload error' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('fake.png upload failed. Error: fake.png: this file type is not accepted.');
    await failure.getByRole('button', { name: 'OK' }).click();
    await popup(page).locator('.ant-upload-list-item-error').waitFor();
  });
});
