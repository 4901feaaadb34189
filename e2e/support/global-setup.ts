import { type Portal, seedTemplate, startPortal } from './portal';

/**
 * The shared portal every spec talks to (`baseUrl` of support/test.ts): the pinned baseline of support/portal.ts.
 * Also seeds the data directory that every test-mode portal of the run starts from a copy of. Both reach the
 * workers through the environment, which they inherit from the runner.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await seedTemplate();
  process.env.E2E_PORTAL_TEMPLATE = template.dir;
  // The default rate limit stays on: the whole suite comes from one address, so it also shows that static
  // files and the pages' in-process API calls are not counted against a visitor.
  let portal: Portal;
  try {
    portal = await startPortal({}, { template: template.dir });
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
