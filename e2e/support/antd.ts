import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * antd's messages (toasts) and notifications carrying `text`: antd gives both the alert role. A form's validation
 * messages have no role (`formMessages`).
 */
export function notice(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * The options of the open antd select drop-down. antd 6 gives the options on screen no role: its role=option
 * elements are a zero-size copy for screen readers that holds only the active option and its neighbours, so
 * they can neither be clicked nor listed.
 */
export function selectOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** The option labelled `label` in the open antd select drop-down (each option carries its label as its title). */
export function selectOption(page: Page, label: string): Locator {
  return selectOptions(page).and(page.getByTitle(label, { exact: true }));
}

/**
 * The chosen values of the antd multiple selects in `scope`: antd renders them as tags without a role, each with
 * its label as its title.
 */
export function chosenTags(scope: Locator): Locator {
  return scope.locator('.ant-select-selection-item');
}

/** The chosen value labelled `label` among the tags of `chosenTags`. */
export function chosenTag(scope: Locator, label: string): Locator {
  return chosenTags(scope).and(scope.page().getByTitle(label, { exact: true }));
}

/**
 * The remove icon of the chosen value labelled `label`: antd hides it from assistive technology (aria-hidden, the
 * keyboard removes a value with Backspace), so it has no role to find it by.
 */
export function tagRemover(scope: Locator, label: string): Locator {
  return chosenTag(scope, label).locator('.ant-select-selection-item-remove');
}

/**
 * Waits until the option labelled `label` is the active one of the open antd select whose combobox is `field`,
 * as the combobox tells assistive technology: its aria-activedescendant names the screen-reader copy of that
 * option, which carries the label.
 */
export async function expectActiveOption(field: Locator, label: string): Promise<void> {
  await expect
    .poll(async () => {
      const id = await field.getAttribute('aria-activedescendant');
      return id ? field.page().locator(`[id="${id}"]`).getAttribute('aria-label') : null;
    })
    .toBe(label);
}

/**
 * The value an antd select shows, for its combobox `field`: antd shows it beside the input, as the title of the
 * input's container, not as the combobox's value.
 */
export function shownValue(field: Locator): Locator {
  return field.locator('xpath=..');
}

/** The record rows of the antd table in `scope`: antd keys each by its record; the 'No data' row has no key. */
export function recordRows(scope: Locator): Locator {
  return scope.locator('tbody tr[data-row-key]');
}

/**
 * The finished items of an antd upload list in `scope`, and the file names the list shows: antd marks neither
 * with a role or state, only with classes.
 */
export function uploadedItems(scope: Locator): Locator {
  return scope.locator('.ant-upload-list-item-done');
}

export function uploadedNames(scope: Locator): Locator {
  return scope.locator('.ant-upload-list-item-name');
}

/**
 * Waits until no antd opening motion (a dialog zooming in, a panel unfolding) runs on `element` or around it. A click
 * aimed at a button while its dialog is still growing can miss it on a loaded machine: three tests lost such a click.
 */
export async function expectSettled(element: Locator): Promise<void> {
  await expect(element.locator('xpath=ancestor-or-self::*[contains(@class, "-appear") or contains(@class, "-enter")]')).toHaveCount(0);
}

/**
 * A button by its text. antd puts its loading icon (aria-label 'loading') inside the button while a call runs and
 * for a moment after, so the accessible name may be 'loading Register' then.
 */
export function button(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^(loading )?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}

/**
 * The form item of the control labelled `label` in `scope`. antd renders a form item as a plain container without a
 * role or name, so it is found by class around the labelled control.
 */
export function formItem(scope: Page | Locator, label: string): Locator {
  // The inner locator of `has` is matched inside each form item, so it starts from the page, not from `scope`.
  const page = 'mainFrame' in scope ? scope : scope.page();
  return scope.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
}

/**
 * The validation messages in `scope`, one element each. antd 6 renders them as plain text without a role (the
 * control points at them with aria-describedby, together with its hint), so they are found by class.
 */
export function formMessages(scope: Page | Locator): Locator {
  return scope.locator('.ant-form-item-explain-error');
}

/** The validation messages of the form item labelled `label`. */
export function fieldMessages(scope: Page | Locator, label: string): Locator {
  return formMessages(formItem(scope, label));
}

/** Waits until the form item labelled `label` shows exactly `message` under its control, or nothing when it is ''. */
export async function expectFieldError(scope: Page | Locator, label: string, message: string, options: { timeout?: number } = {}): Promise<void> {
  const messages = fieldMessages(scope, label);
  if (message === '') await expect(messages).toHaveCount(0, options);
  else await expect(messages).toHaveText([message], options);
}

/** The validation messages under the form item labelled `label` in `scope`, joined by ' | ' ('' when it has none). */
export async function fieldErrors(scope: Page | Locator, label: string): Promise<string> {
  const item = formItem(scope, label);
  const count = await item.count();
  if (count !== 1) throw new Error(`expected one form item labelled '${label}', found ${count}`);
  return (await formMessages(item).allTextContents()).join(' | ');
}

/**
 * The hint under the form item labelled `label` (antd's `extra`). Like the form item, it is a plain container
 * without a role; the control's accessible description holds it too, but after any validation message.
 */
export function hintOf(scope: Page | Locator, label: string): Locator {
  return formItem(scope, label).locator('.ant-form-item-extra');
}

/**
 * Chooses an option of the searchable antd select whose combobox is `field` from the keyboard: types `text`,
 * waits until `label` is the active option and takes it with Enter. A click on an option of a drop-down that is
 * still opening can land while it moves and choose nothing; the keyboard does not depend on where it is drawn.
 */
export async function chooseByTyping(field: Locator, text: string, label: string): Promise<void> {
  await field.fill(text);
  await expectActiveOption(field, label);
  await field.press('Enter');
}
