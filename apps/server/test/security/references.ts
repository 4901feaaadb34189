import { type FieldFiller, acceptsList, fits } from './example-requests.js';

/** Field names that point at a stored file: they get another customer's stored paths. */
const PATH_NAME = /^(\*|path)$|Paths?$/;
/** Field names that point at a stored object: they get another customer's ids. */
const ID_NAME = /^(id|ids)$|Ids?$/;

export const namesAReference = (name: string) => PATH_NAME.test(name) || ID_NAME.test(name);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A stored upload's path, `folder/yyyymmdd/<32 hex>.ext` (uploads.service.ts). */
const STORED_PATH = /^[a-z][\w-]*\/\d{8}\/[0-9a-f]{32}\.\w+$/;

/** Every string anywhere inside a JSON value, with the key it sits under. */
function* entriesOf(value: unknown, key = ''): Generator<[string, unknown]> {
  yield [key, value];
  if (Array.isArray(value)) for (const item of value) yield* entriesOf(item, key);
  else if (typeof value === 'object' && value !== null) for (const [inner, item] of Object.entries(value)) yield* entriesOf(item, inner);
}

const stringsOf = (value: unknown) => [...entriesOf(value)].flatMap(([, item]) => (typeof item === 'string' ? [item] : []));

/** The object ids and stored file paths a reply mentions. */
export function referencesIn(value: unknown): { ids: string[]; paths: string[] } {
  const strings = stringsOf(value);
  return { ids: [...new Set(strings.filter((item) => UUID.test(item)))], paths: [...new Set(strings.filter((item) => STORED_PATH.test(item)))] };
}

/** Every value each key holds anywhere in the replies, empty text last: real values of a customer's own, to fill fields with. */
export function knownValues(value: unknown): Map<string, unknown[]> {
  const known = new Map<string, unknown[]>();
  for (const [key, item] of entriesOf(value)) if (key && item !== null) known.set(key, [...(known.get(key) ?? []), item]);
  for (const [key, items] of known)
    known.set(
      key,
      [...new Set(items)].sort((a, b) => Number(a === '') - Number(b === '')),
    );
  return known;
}

/** The references to send, and those both customers' replies hold (catalogue packs and products), which are no one's secret. */
export type Targets = { ids: string[]; paths: string[]; shared: string[] };

const PERSONAL_KEYS = ['username', 'email', 'phone'];

/**
 * Fills every reference field with the targets (all of them where a list is taken, else the one of this `round`), and
 * every other field with the caller's own value of the same name where one fits, so the request passes validation and
 * reaches the ownership check. A reference the caller holds in common with the target's owner (a catalogue pack)
 * stays the caller's: it points at nothing owned.
 */
export function targetFiller(targets: Targets, round: number, own: Map<string, unknown[]>): FieldFiller {
  return (name, schema) => {
    const mine = own.get(name)?.find((value) => fits(value, schema));
    const pool = PATH_NAME.test(name) ? targets.paths : ID_NAME.test(name) ? targets.ids : null;
    if (!pool || targets.shared.includes(mine as string)) return mine;
    return pool.length === 0 ? undefined : acceptsList(schema) ? pool : pool[round % pool.length];
  };
}

/** What a reply must never show to anyone but its owner: their object ids and stored paths, and personal strings. */
export type Secrets = Targets & { strings: string[] };

/**
 * The ids and paths only the owner's replies hold (catalogue ids show in everyone's), and their personal strings:
 * the marker their objects carry and their own username, e-mail address and phone.
 */
export function secretsOf(ownerView: unknown, otherView: unknown, marker: string): Secrets {
  const theirs = referencesIn(otherView);
  const theirStrings = new Set(stringsOf(otherView));
  const owner = referencesIn(ownerView);
  const personal = [...entriesOf(ownerView)].flatMap(([key, item]) =>
    PERSONAL_KEYS.includes(key) && typeof item === 'string' && item !== '' && !theirStrings.has(item) ? [item] : [],
  );
  const shared = [...theirs.ids, ...theirs.paths].filter((reference) => owner.ids.includes(reference) || owner.paths.includes(reference));
  return {
    ids: owner.ids.filter((id) => !shared.includes(id)),
    paths: owner.paths.filter((path) => !shared.includes(path)),
    shared,
    strings: [...new Set([marker, ...personal])],
  };
}

/** The first secret a reply body shows, if any. */
export const leakedIn = (body: string, secrets: Secrets) => [...secrets.ids, ...secrets.paths, ...secrets.strings].find((secret) => body.includes(secret));
