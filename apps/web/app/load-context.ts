import type { PublicConfig } from '@portal/domain';
import 'react-router';

/** Supplied by the server for every request (apps/server/src/plugins/web.ts builds it). */
export type PortalLoadContext = {
  config: PublicConfig;
  cspNonce: string;
  apiFetch: (input: string, init?: RequestInit) => Promise<Response>;
};

declare module 'react-router' {
  interface AppLoadContext extends PortalLoadContext {}
}
