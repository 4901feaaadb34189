import type { TestProject } from 'vitest/node';
import { startPortal } from './portal';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The shared portal every spec talks to through `inject('baseUrl')`: the pinned baseline of support/portal.ts. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The default rate limit stays on: the whole suite comes from one address, so it also shows that static
  // files and the pages' in-process API calls are not counted against a visitor.
  const portal = await startPortal();
  project.provide('baseUrl', portal.baseUrl);
  return () => portal.stop();
}
