import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { ChunkFailureNotice } from './chunk-failure-notice';
import { CHUNK_TIMEOUT_MS } from './chunk-load';

function isStylesheet(target: EventTarget | null): boolean {
  return target instanceof HTMLLinkElement && (target.rel === 'stylesheet' || target.as === 'style');
}

/**
 * Offers a reload instead of a broken or frozen page when part of the app cannot be downloaded: a
 * stylesheet chunk that fails (React Router adds route stylesheets as links; load errors do not bubble,
 * so they are caught on the way down), a chunk Vite could not preload, and a navigation still waiting
 * after CHUNK_TIMEOUT_MS (API calls give up sooner, at 90 s). A route's script that fails makes React
 * Router reload the page itself.
 */
export function ChunkFailureWatch() {
  const navigation = useNavigation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    const onResourceError = (event: Event) => {
      if (isStylesheet(event.target)) setFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    document.addEventListener('error', onResourceError, true);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      document.removeEventListener('error', onResourceError, true);
    };
  }, []);

  const pendingKey = navigation.state === 'idle' ? null : navigation.location?.key;
  useEffect(() => {
    if (!pendingKey) return;
    const timer = window.setTimeout(() => setFailed(true), CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);

  return (
    <Modal open={failed} footer={null} closable={false} mask={{ closable: false }} data-testid="chunk-failure">
      <ChunkFailureNotice />
    </Modal>
  );
}
