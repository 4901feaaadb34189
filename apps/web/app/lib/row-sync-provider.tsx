import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { useRootData } from '../root';
import { type RowSyncHandler, RowSyncConnection } from './row-sync';

const RowSyncContext = createContext<RowSyncConnection | null>(null);

function socketUrl(apiBasePath: string, userId: string, pageId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${apiBasePath}/vxeSocket/${encodeURIComponent(userId)}/${pageId}`;
}

/** Keeps this page's live-sync connection while a signed-in user is on it. */
export function RowSyncProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { config } = useRootData();
  const [connection, setConnection] = useState<RowSyncConnection | null>(null);
  useEffect(() => {
    const next = new RowSyncConnection({
      url: socketUrl(config.apiBasePath, userId, crypto.randomUUID()),
      createSocket: (url) => new WebSocket(url),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (id) => window.clearTimeout(id),
    });
    next.start();
    setConnection(next);
    return () => next.stop();
  }, [config.apiBasePath, userId]);
  return <RowSyncContext.Provider value={connection}>{children}</RowSyncContext.Provider>;
}

/** Runs `handler` when another page of the same user changes rows under `socketKey`. */
export function useRowSync(socketKey: string, handler: RowSyncHandler): void {
  const connection = useContext(RowSyncContext);
  useEffect(() => connection?.subscribe(socketKey, handler), [connection, socketKey, handler]);
}

/** Tells the user's other pages that rows under a socket key changed (a no-op outside the provider). */
export function useRowSyncPublish(): (socketKey: string, args: unknown) => void {
  const connection = useContext(RowSyncContext);
  return (socketKey, args) => connection?.publish(socketKey, args);
}
