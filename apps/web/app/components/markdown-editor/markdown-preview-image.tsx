import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { useApi } from '../../lib/browser-api';
import { useRootData } from '../../root';

const STATIC_ROUTE = '/sys/common/static/';

/**
 * An image of the preview. A file the portal stored is read through the API with the session's header, because a
 * staff member's files are not served to a cookie alone; any other address is shown as it is.
 */
export function MarkdownPreviewImage({ src, alt }: ImgHTMLAttributes<HTMLImageElement>) {
  const api = useApi();
  const { config } = useRootData();
  const prefix = config.apiBasePath + STATIC_ROUTE;
  const stored = typeof src === 'string' && src.startsWith(prefix) ? src.slice(config.apiBasePath.length) : null;
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);

  useEffect(() => {
    if (!stored) return;
    let url: string | null = null;
    let cancelled = false;
    api.download(stored).then(
      ({ blob }) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ path: stored, url });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, stored]);

  if (!stored) return <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} />;
  return loaded?.path === stored ? <img src={loaded.url} alt={alt ?? ''} data-src={src} /> : null;
}
