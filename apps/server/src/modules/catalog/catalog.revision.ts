/**
 * The catalogue revision as this process knows it. Writes made here announce the new revision at once; the
 * read cache also listens to other instances (Redis) and, now and then, to the database for writes made by
 * commands run elsewhere.
 */
type Listener = (revision: number) => void;

const listeners = new Set<Listener>();

export function onCatalogueChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyCatalogueChanged(revision: number): void {
  for (const listener of listeners) listener(revision);
}
