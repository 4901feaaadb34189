import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { ChunkFailureNotice } from './chunk-failure-notice';
import { CHUNK_TIMEOUT_MS } from './chunk-load';

/**
 * Offers a reload instead of a broken or frozen page when part of the app cannot be downloaded: Vite
 * reports a script or stylesheet chunk it could not preload, and a navigation still waiting after
 * CHUNK_TIMEOUT_MS is taken as a chunk that will not arrive (API calls give up sooner, at 90 s).
 */
export function ChunkFailureWatch() {
  const navigation = useNavigation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
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
