import { type DictModel, type Language, dictModel } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type DictItemRow, enabledDictItems } from './dictionaries.repository.js';

/**
 * Dictionaries change with releases or a staff edit, and every page reads them, so they are held in memory and
 * read again after refleshCache. Each instance holds its own copy: an edit on one is refreshed on the others by
 * calling refleshCache there (the staff screens that edit dictionaries will publish it).
 */
export class DictionaryCache {
  private rows: Promise<DictItemRow[]> | null = null;

  constructor(private readonly db: Database) {}

  refresh(): void {
    this.rows = null;
  }

  private async load(): Promise<DictItemRow[]> {
    this.rows ??= enabledDictItems(this.db).catch((error: unknown) => {
      this.rows = null;
      throw error;
    });
    return this.rows;
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
    return items.filter((item) => !needle || item.text.toLocaleLowerCase(language).includes(needle) || item.value.toLowerCase().includes(needle)).slice(0, limit);
  }

  /** loadDictItem: the text of each value, or the value itself when the dictionary does not have it. */
  async texts(code: string, language: Language, values: string[]): Promise<string[]> {
    const items = await this.items(code, language);
    return values.map((value) => items.find((item) => item.value === value)?.text ?? value);
  }
}
