import { useApi } from './browser-api';

/** Downloads a file the API serves only with the session (exports, templates, error reports) under its own name. */
export function useSessionDownload() {
  const api = useApi();
  return async (path: string) => {
    const { blob, fileName } = await api.download(path);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };
}
