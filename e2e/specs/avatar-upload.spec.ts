import type { Locator, Page } from '@playwright/test';
import { notice } from '../support/antd';
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

/** The popup's file input (the dragger's hidden input). */
const fileInput = (page: Page) => popup(page).locator('input[type=file]');

/**
 * The files in the popup's list. antd tells an item's upload status only through its class (no role, ARIA state or
 * text says done or failed: an accessibility gap of antd's Upload), so these are found by class.
 */
const uploadList = (page: Page) => popup(page).locator('.ant-upload-list-item');
const uploadedFile = (page: Page, status: 'done' | 'error') => popup(page).locator(`.ant-upload-list-item-${status}`);

async function openPopup(page: Page) {
  await page.getByRole('button', { name: 'Change picture' }).click();
  await expect(popup(page)).toBeVisible();
}

/** Whether the image has loaded (the server served it to this session). */
function loaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

test.describe('profile picture through the image upload popup', () => {
  test('uploads a picture, saves it at once and shows it in the profile and the header', async ({ open }) => {
    const { page, errors } = await accountPage(open);
    await openPopup(page);
    // Measured once the opening animation has finished.
    await expect.poll(async () => (await popup(page).boundingBox())?.width).toBe(520);

    const uploaded = page.waitForResponse((response) => response.url().includes('/sys/common/upload'));
    await fileInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    await expect(uploadedFile(page, 'done')).toBeVisible();
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(notice(page, 'Your picture has been updated.')).toBeVisible();
    await expect(popup(page)).toBeHidden();

    // The picture's img element: without a picture the avatar shows antd's user icon, which is an image too.
    const picture = page.getByTestId('profile-avatar').locator('img');
    await expect(picture).toHaveAttribute('src', /^\/jeecg-boot\/sys\/common\/static\/avatar\/\d{8}\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => loaded(picture)).toBe(true);
    // The picture itself: the menu's arrow icon is an image too.
    const headerPicture = page.getByTestId('user-menu').locator('img');
    await expect(headerPicture).toBeVisible();
    await expect.poll(() => loaded(headerPicture)).toBe(true);

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(picture).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('takes pictures only, says so when nothing was uploaded, and shows the server refusing a disguised file', async ({ open }) => {
    const { page } = await accountPage(open);
    await openPopup(page);
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(notice(page, 'No file has been uploaded.')).toBeVisible();

    await fileInput(page).setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(notice(page, 'Please upload an image.')).toBeVisible();
    await expect(uploadList(page)).toHaveCount(0);

    await fileInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    const failure = page.getByRole('dialog').filter({ hasText: 'upload error' });
    await expect(failure).toContainText('fake.png upload failed. Error: fake.png: this file type is not accepted.');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(uploadedFile(page, 'error')).toBeVisible();
  });
});
