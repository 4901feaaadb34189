import type { TestProject } from 'vitest/node';
import { type Portal, seedTemplate, startPortal } from './portal';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The shared portal every spec talks to through `inject('baseUrl')`: the pinned baseline of support/portal.ts.
 * Also seeds the data directory that every test-mode portal of the run starts from a copy of (`portalTemplate`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await seedTemplate();
  project.provide('portalTemplate', template.dir);
  // The default rate limit stays on: the whole suite comes from one address, so it also shows that static
  // files and the pages' in-process API calls are not counted against a visitor.
  let portal: Portal;
  try {
    portal = await startPortal({}, { template: template.dir });
  } catch (error) {
    await template.remove();
    throw error;
  }
  project.provide('baseUrl', portal.baseUrl);
  return async () => {
    await portal.stop();
    await template.remove();
  };
}
