import type { BrowserContext, Locator, Page, Response } from '@playwright/test';
import { expect } from './test';
import { type Credentials, apiLogin } from './accounts';
import { codeSentTo } from './codes';
import { waitForAppReady } from './pages';
import { button, fieldErrors, selectOption } from './antd';

/**
 * Resolves once the page has rendered two more frames. A form's check runs in promise jobs right after the click,
 * and the call it would make is sent from them, so by then a call it was going to make has been sent: for asserting
 * that one was not, after the page's visible reaction.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Signs the browser context in through the API (the session cookie the login page would set); returns the token. */
export async function signInContext(context: BrowserContext, baseUrl: string, credentials: Credentials): Promise<string> {
  const token = await apiLogin(baseUrl, credentials);
  await context.addCookies([{ name: 'access_token', value: token, url: baseUrl }]);
  return token;
}

/** Counts the page's calls to API paths ending with one of `endings` (for 'the form called nothing'). */
export function countCalls(page: Page, ...endings: string[]): () => number {
  let calls = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (endings.some((ending) => path.endsWith(ending))) calls += 1;
  });
  return () => calls;
}

/**
 * The collected page errors (support/browser.ts) less Chromium's console line for each failed call whose HTTP
 * status the test provoked on purpose (for example 400 for a refused code).
 */
export function unexpectedErrors(errors: string[], ...expectedStatuses: number[]): string[] {
  const expected = expectedStatuses.map((status) => `console.error: Failed to load resource: the server responded with a status of ${status} `);
  return errors.filter((error) => !expected.some((prefix) => error.startsWith(prefix)));
}

/**
 * A recipient field, its code field and the get-code button (apps/web components/sms-code-button.tsx), as the
 * register, forgot-password and phone-login forms have them; `scope` is the form's container.
 */
export class CodeFields {
  constructor(
    readonly page: Page,
    readonly scope: Page | Locator = page,
  ) {}

  readonly mobile = (): Locator => this.scope.getByRole('textbox', { name: 'Mobile number', exact: true });
  readonly email = (): Locator => this.scope.getByRole('textbox', { name: 'E-mail', exact: true });
  /** The code field: 'SMS code', or 'E-mail code' once the e-mail channel is chosen. */
  readonly code = (): Locator => this.scope.getByRole('textbox', { name: /^(SMS|E-mail) code$/ });
  readonly getCode = (): Locator => this.scope.getByTestId('sms-code-button');

  /** Chooses where the code goes, on forms that offer both ('Phone code' or 'E-mail code'). */
  async chooseChannel(label: 'Phone code' | 'E-mail code'): Promise<void> {
    await this.scope.getByRole('radiogroup', { name: 'segmented control' }).getByText(label, { exact: true }).click();
    await (label === 'Phone code' ? this.mobile() : this.email()).waitFor();
  }

  /** Clicks the get-code button and resolves with the reply to the code request it makes. */
  async clickGetCode(): Promise<Response> {
    const reply = this.page.waitForResponse((response) => /\/by-order-client\/customer\/(sms|emailCode)$/.test(new URL(response.url()).pathname));
    await this.getCode().click();
    return reply;
  }

  /**
   * Types the number, asks for a code (which must be sent) and types the code from the development inbox;
   * returns when it was asked for.
   */
  async requestAndFillCode(mobile: string): Promise<Date> {
    await this.mobile().fill(mobile);
    return this.sendAndFill(mobile.trim());
  }

  /** The same with the e-mail channel chosen: types the address, asks for a code and types it. */
  async requestAndFillEmailCode(email: string): Promise<Date> {
    await this.email().fill(email);
    return this.sendAndFill(email.trim().toLowerCase());
  }

  private async sendAndFill(recipient: string): Promise<Date> {
    const sentAt = new Date();
    const reply = await this.clickGetCode();
    if (reply.status() !== 200) throw new Error(`the code request for ${recipient} answered HTTP ${reply.status()}: ${await reply.text()}`);
    await this.code().fill(await codeSentTo(new URL(this.page.url()).origin, recipient, sentAt));
    return sentAt;
  }
}

export type Registration = Credentials & { mobile: string; email?: string };

/** The sign-up form at /user/register. */
export class RegisterPage {
  readonly codes: CodeFields;

  constructor(readonly page: Page) {
    this.codes = new CodeFields(page);
  }

  readonly username = (): Locator => this.page.getByLabel('Username', { exact: true });
  readonly password = (): Locator => this.page.getByLabel('Password', { exact: true });
  readonly confirm = (): Locator => this.page.getByLabel('Confirm password', { exact: true });
  readonly email = (): Locator => this.page.getByLabel('E-mail (optional)', { exact: true });
  readonly agreement = (): Locator => this.page.getByRole('checkbox', { name: /^I have read and agree to the/ });
  readonly submit = (): Locator => button(this.page, 'Register');

  async goto(): Promise<void> {
    await this.page.goto('/user/register');
    await this.ready();
  }

  /** Waits for the hydrated form. */
  async ready(): Promise<void> {
    await waitForAppReady(this.page, 'form');
  }

  /** Fills every field but the code (`codes.requestAndFillCode` does that) and ticks the agreement. */
  async fill(values: Registration): Promise<void> {
    await this.username().fill(values.username);
    await this.password().fill(values.password);
    await this.confirm().fill(values.password);
    await this.codes.mobile().fill(values.mobile);
    if (values.email !== undefined) await this.email().fill(values.email);
    await this.agreement().check();
  }

  errorsOf(label: string): Promise<string> {
    return fieldErrors(this.page, label);
  }
}

/** The forgot-password form at /user/alteration: number, its code and the new password twice. */
export class AlterationPage {
  readonly codes: CodeFields;

  constructor(readonly page: Page) {
    this.codes = new CodeFields(page);
  }

  readonly newPassword = (): Locator => this.page.getByLabel('New password', { exact: true });
  readonly confirm = (): Locator => this.page.getByLabel('Confirm password', { exact: true });
  readonly submit = (): Locator => button(this.page, 'Reset password');

  async goto(): Promise<void> {
    await this.page.goto('/user/alteration');
    await this.ready();
  }

  /** Waits for the hydrated form. */
  async ready(): Promise<void> {
    await waitForAppReady(this.page, 'form');
  }

  errorsOf(label: string): Promise<string> {
    return fieldErrors(this.page, label);
  }
}

/**
 * The login page's code tab (mobile and SMS code, or e-mail and its code): 'Phone login' in the Chinese edition, 'Code
 * login' (e-mail first) in the international one.
 */
export class PhoneLoginPanel {
  readonly codes: CodeFields;

  constructor(
    readonly page: Page,
    readonly tab: 'Phone login' | 'Code login' = 'Phone login',
  ) {
    this.codes = new CodeFields(page, this.panel());
  }

  readonly panel = (): Locator => this.page.getByRole('tabpanel', { name: this.tab });
  readonly agreement = (): Locator => this.panel().getByRole('checkbox', { name: /^I have read and agree to the/ });
  readonly submit = (): Locator => button(this.panel(), 'Log in');

  /** Opens /user/login (or `path`) and switches to the phone tab once the page works. */
  async goto(path = '/user/login'): Promise<void> {
    await this.page.goto(path);
    await this.open();
  }

  /** Switches the login page on screen to the code tab. */
  async open(): Promise<void> {
    await waitForAppReady(this.page, 'form');
    await this.page.getByRole('tab', { name: this.tab }).click();
    await this.codes.code().waitFor();
  }

  errorsOf(label: string): Promise<string> {
    return fieldErrors(this.panel(), label);
  }

  /** Asks for a code for `mobile` (or, with `{ email }`, for that address), types it, ticks the agreement and logs in. */
  async signIn(recipient: string | { email: string }): Promise<void> {
    if (typeof recipient === 'string') await this.codes.requestAndFillCode(recipient);
    else await this.codes.requestAndFillEmailCode(recipient.email);
    await this.agreement().check();
    await this.submit().click();
  }
}

export type AddressFields = {
  contact: string;
  phone: string;
  country: string;
  /** For China: province, city and district (where the city has districts), picked in the cascader; elsewhere `state` and `city` are typed. */
  region?: string[];
  state?: string;
  city?: string;
  detail: string;
  postalCode?: string;
  company?: string;
  isDefault?: boolean;
};

/** The account centre's 'Addresses' tab (apps/web features/account/components/address-book.tsx). */
export class AddressBook {
  constructor(readonly page: Page) {}

  readonly cards = (): Locator => this.page.getByTestId('address-card');
  readonly dialog = (): Locator => this.page.getByRole('dialog', { name: /^(Add|Edit) address$/ });

  /** The card of the address whose contact person is `contact`. */
  card(contact: string): Locator {
    return this.cards().filter({ has: this.page.getByText(contact, { exact: true }) });
  }

  /** The cards that carry the 'Default' tag. */
  readonly defaultCards = (): Locator => this.cards().filter({ has: this.page.getByText('Default', { exact: true }) });

  /** Expects `contact`'s address to be the one default address. */
  async expectDefault(contact: string): Promise<void> {
    await expect(this.defaultCards()).toHaveCount(1);
    await expect(this.card(contact).getByText('Default', { exact: true })).toBeVisible();
  }

  /** Shows the tab on the account page on screen. */
  async open(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Addresses', exact: true }).click();
    await button(this.page, 'Add address').waitFor();
  }

  /** The shown address lines, in the order of the cards. */
  async texts(): Promise<string[]> {
    return this.cards().getByTestId('address-text').allTextContents();
  }

  /** The contact persons whose card carries the 'Default' tag. */
  async defaults(): Promise<string[]> {
    const contacts: string[] = [];
    for (const card of await this.defaultCards().all()) {
      // antd's card title is a plain container (no heading role); the contact is its first item.
      contacts.push((await card.locator('.ant-card-head-title .ant-space-item').first().textContent()) ?? '');
    }
    return contacts;
  }

  async add(fields: AddressFields): Promise<void> {
    await button(this.page, 'Add address').click();
    await this.dialog().waitFor();
    await this.fill(fields);
    await this.save();
  }

  /** Opens the edit dialog of the address of `contact`. */
  async edit(contact: string): Promise<void> {
    await button(this.card(contact), 'Edit').click();
    await this.dialog().waitFor();
  }

  /** Fills the open dialog's fields that `fields` names. */
  async fill(fields: Partial<AddressFields>): Promise<void> {
    const dialog = this.dialog();
    const text = async (label: string, value: string | undefined) => {
      if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(value);
    };
    await text('Contact person', fields.contact);
    await text('Contact phone', fields.phone);
    if (fields.country !== undefined) {
      const country = dialog.getByLabel('Country / region', { exact: true });
      await country.click();
      await country.fill(fields.country);
      await selectOption(this.page, fields.country).click();
    }
    if (fields.region) {
      await dialog.getByLabel('Province / city / district', { exact: true }).click();
      for (const level of fields.region) await this.page.getByRole('menuitemcheckbox', { name: new RegExp(`^${level}( right)?$`) }).click();
    }
    await text('State / province', fields.state);
    await text('City', fields.city);
    await text('Street address', fields.detail);
    await text('Postal code', fields.postalCode);
    await text('Company / institution', fields.company);
    if (fields.isDefault !== undefined) await dialog.getByRole('switch', { name: 'Use as default address' }).setChecked(fields.isDefault);
  }

  /** Saves the open dialog and waits for it to close. */
  async save(): Promise<void> {
    await button(this.dialog(), 'Save').click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async setDefault(contact: string): Promise<void> {
    await button(this.card(contact), 'Set as default').click();
  }

  /** Deletes the address of `contact`, confirming 'Delete this address?'. */
  async remove(contact: string): Promise<void> {
    await button(this.card(contact), 'Delete').click();
    const confirm = this.page.getByRole('tooltip').filter({ hasText: 'Delete this address?' });
    await button(confirm, 'Delete').click();
  }
}
