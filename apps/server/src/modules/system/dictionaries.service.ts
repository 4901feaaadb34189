import { type DictModel, type Language, dictModel } from '@portal/domain';
import { AppError } from '../../errors.js';
import type { DictItemRow } from './dictionaries.repository.js';
import type { ReferenceData } from './reference-data.js';

/** The dictionary calls' answers, from the reference data held in memory. */
export class DictionaryCache {
  constructor(private readonly reference: ReferenceData) {}

  /** refleshCache: every piece of reference data is read again on next use. */
  refresh(): void {
    this.reference.refresh();
  }

  private load(): Promise<DictItemRow[]> {
    return this.reference.dictItems.get();
  }

  /** Every dictionary in the language (queryAllDictItems and the login reply's sysAllDictItems). */
  async all(language: Language): Promise<Record<string, DictModel[]>> {
    const all: Record<string, DictModel[]> = {};
    for (const row of await this.load()) (all[row.dictCode] ??= []).push(dictModel(row.value, row.text[language] || row.text.en));
    return all;
  }

  /** One dictionary's items; an empty or unknown code is an error the client can show. */
  async items(code: string, language: Language): Promise<DictModel[]> {
    if (!code.trim()) throw new AppError(400, 'dictCodeEmpty');
    const items = (await this.all(language))[code.trim()];
    if (!items) throw new AppError(404, 'dictUnknown', { code: code.trim().slice(0, 50) });
    return items;
  }

  /** loadDict: items whose text or value contains the keyword (case-insensitive). */
  async search(code: string, language: Language, keyword: string, limit: number): Promise<DictModel[]> {
    const needle = keyword.toLocaleLowerCase(language);
    const items = await this.items(code, language);
    return items
      .filter((item) => !needle || item.text.toLocaleLowerCase(language).includes(needle) || item.value.toLowerCase().includes(needle))
      .slice(0, limit);
  }

  /** loadDictItem: the text of each value, or the value itself when the dictionary does not have it. */
  async texts(code: string, language: Language, values: string[]): Promise<string[]> {
    const items = await this.items(code, language);
    return values.map((value) => items.find((item) => item.value === value)?.text ?? value);
  }
}
