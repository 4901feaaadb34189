import type { PublicConfig } from '@portal/domain';
import 'react-router';

/** Supplied by the server for every request (apps/server/src/plugins/web.ts builds it). */
export type PortalLoadContext = {
  config: PublicConfig;
  cspNonce: string;
  apiFetch: (input: string, init?: RequestInit) => Promise<Response>;
};

declare module 'react-router' {
  // Declaration merging needs an interface; its members all come from PortalLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalLoadContext {}
}
