import { type Portal, seedTemplate, startPortal } from './portal';

/**
 * The shared portal every spec talks to (`baseUrl` of support/test.ts): the pinned baseline of support/portal.ts.
 * Also seeds the data directory that every test-mode portal of the run starts from a copy of. Both reach the
 * workers through the environment, which they inherit from the runner.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await seedTemplate();
  process.env.E2E_PORTAL_TEMPLATE = template.dir;
  // The rate limit stays on, at four times the default (300 a minute): the whole suite comes from one address, three
  // browsers at a time, which on a fast machine is more than one visitor's 300 (a page was refused with 429 once).
  // Static files (about 30 a page) and the pages' in-process API calls would still exceed it within seconds were
  // they counted, so the suite still shows they are not.
  let portal: Portal;
  try {
    portal = await startPortal({ RATE_LIMIT_MAX: '1200' }, { template: template.dir });
  } catch (error) {
    await template.remove();
    throw error;
  }
  process.env.E2E_BASE_URL = portal.baseUrl;
  return async () => {
    await portal.stop();
    await template.remove();
  };
}
