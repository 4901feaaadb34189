/** The address of a file the portal stored (an avatar, an attachment); the session cookie authorises the read. */
export function storedFileUrl(apiBasePath: string, path: string): string {
  return `${apiBasePath}/sys/common/static/${path}`;
}
