import type { ApiClient, DownloadedFile } from './api-client';
import { useApi } from './browser-api';

/**
 * Downloads a file the API serves only with the session (exports, templates, error reports, PDFs) under its own
 * name; `fetch` asks for it, usually `(api) => api.fetchFile(endpoint, input)`.
 */
export function useSessionDownload() {
  const api = useApi();
  return async (fetch: (api: ApiClient) => Promise<DownloadedFile>) => {
    const { blob, fileName } = await fetch(api);
    saveBlob(blob, fileName);
  };
}

/** Hands a file made or fetched in the browser to the browser's download, under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
