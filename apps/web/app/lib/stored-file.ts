import { type PublicConfig, uploadEndpoints } from '@portal/domain';
import { endpointHref } from './api-client';

/**
 * The address of a file the portal stored (an avatar, an attachment), as spec section 7 resolves it: a full URL stays
 * as it is; otherwise the static domain when one is configured, else the API's file route, where the session cookie
 * authorises the read.
 */
export function storedFileUrl(config: Pick<PublicConfig, 'apiBasePath' | 'staticDomain'>, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const relative = path.replace(/^\//, '');
  return config.staticDomain
    ? `${config.staticDomain.replace(/\/$/, '')}/${relative}`
    : endpointHref(config.apiBasePath, uploadEndpoints.storedFile, { params: { '*': relative } });
}
