import type { Database } from '../../db/client.js';
import { allCategories, type CategoryRow } from './categories.repository.js';
import { type DictItemRow, enabledDictItems } from './dictionaries.repository.js';

/** A table read once and kept until cleared; a failed read is not kept, so the next call tries again. */
class Loaded<T> {
  private value: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    this.value ??= this.read().catch((error: unknown) => {
      this.value = null;
      throw error;
    });
    return this.value;
  }

  clear(): void {
    this.value = null;
  }
}

/**
 * Reference data (dictionaries, the category tree) changes with releases or a staff edit, and many requests read
 * it, so it is held in memory and read again after refleshCache. Each instance holds its own copy: an edit on one
 * is refreshed on the others by calling refleshCache there (the staff screens that edit it will publish that).
 */
export class ReferenceData {
  readonly dictItems: Loaded<DictItemRow[]>;
  readonly categories: Loaded<CategoryRow[]>;

  constructor(db: Database) {
    this.dictItems = new Loaded(() => enabledDictItems(db));
    this.categories = new Loaded(() => allCategories(db));
  }

  refresh(): void {
    this.dictItems.clear();
    this.categories.clear();
  }
}
