import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ChunkFailureNotice } from './chunk-failure-notice';

/** Vite reports a stylesheet or script chunk it could not preload; we offer a reload instead of a broken page. */
export function PreloadErrorListener() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <Modal open={failed} footer={null} closable={false} mask={{ closable: false }}>
      <ChunkFailureNotice />
    </Modal>
  );
}
