import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * antd's messages and notifications carrying `text`: both are announced with role alert. So are a form's
 * validation messages, which the text tells apart.
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
