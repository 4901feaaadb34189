import type { Language } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { chooseAttribute, customerChoices, itemExists, listAttributeGroups } from './attributes.repository.js';

/** Spec section 3: groups with a name and items (itemValue, itemText), in the request's language. */
export async function attributeGroupsIn(db: Database, language: Language) {
  return (await listAttributeGroups(db)).map((group) => ({
    attributeKey: group.key,
    name: group.name[language] || group.name.en,
    items: group.items.map((item) => ({ itemValue: item.value, itemText: item.text[language] || item.text.en })),
  }));
}

export const chosenAttributes = customerChoices;

/** Only a value the group offers can be chosen. */
export async function changeAttribute(db: Database, customerId: string, input: { attributeKey: string; attribute: string }) {
  if (!(await itemExists(db, input.attributeKey, input.attribute))) throw new AppError(400, 'attributeUnknown');
  await chooseAttribute(db, customerId, input.attributeKey, input.attribute, new Date());
}
