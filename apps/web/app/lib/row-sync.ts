import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS, ROW_SYNC_SESSION_ENDED } from '@portal/domain';

export type RowSyncHandler = (args: unknown) => void;

/** WebSocket.OPEN, which not every JavaScript runtime defines globally. */
const OPEN = 1;

/** What the connection needs from the browser; tests pass fakes. */
export type RowSyncDeps = {
  url: string;
  /** Opens the socket; the portal's pages offer no sub-protocol, their HttpOnly session cookie goes with the handshake. */
  createSocket: (url: string) => WebSocket;
  setTimer: (run: () => void, ms: number) => number;
  clearTimer: (id: number) => void;
};

/**
 * One page's connection to /vxeSocket (spec section 4): connect, heartbeat every 10 s with a 6 s reply timeout, and
 * after an error, a close or a missed reply reconnect in 5 s, with one reconnect pending at a time. Updates from the
 * user's other pages reach the handlers of their socket key; this page's own never come back.
 */
export class RowSyncConnection {
  private socket: WebSocket | null = null;
  private heartbeat: number | null = null;
  private replyDeadline: number | null = null;
  private reconnect: number | null = null;
  private stopped = false;
  private readonly handlers = new Map<string, Set<RowSyncHandler>>();

  constructor(private readonly deps: RowSyncDeps) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.reconnect !== null) this.deps.clearTimer(this.reconnect);
    this.reconnect = null;
    this.socket?.close();
    this.socket = null;
  }

  subscribe(socketKey: string, handler: RowSyncHandler): () => void {
    const set = this.handlers.get(socketKey) ?? new Set<RowSyncHandler>();
    set.add(handler);
    this.handlers.set(socketKey, set);
    return () => set.delete(handler);
  }

  /** Tells the user's other pages about a changed row; dropped while disconnected (they reload on reconnect anyway). */
  publish(socketKey: string, args: unknown): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args } }));
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = this.deps.createSocket(this.deps.url);
    this.socket = socket;
    socket.onopen = () => this.beat();
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onerror = () => this.retry(socket);
    // The server closes with ROW_SYNC_SESSION_ENDED once the session is over; retrying could not succeed.
    socket.onclose = (event) => (event.code === ROW_SYNC_SESSION_ENDED ? this.stop() : this.retry(socket));
  }

  private beat(): void {
    this.heartbeat = this.deps.setTimer(() => {
      this.socket?.send(JSON.stringify({ type: 'heart_beat', data: 'ping' }));
      this.replyDeadline = this.deps.setTimer(() => this.retry(this.socket), HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_INTERVAL_MS);
  }

  private receive(text: string): void {
    let frame: { type?: unknown; data?: { socketKey?: unknown; args?: unknown } };
    try {
      frame = JSON.parse(text) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === 'heart_beat') {
      this.clearTimers();
      this.beat();
      return;
    }
    if (frame.type === 'update_vxe_table' && typeof frame.data?.socketKey === 'string') {
      for (const handler of this.handlers.get(frame.data.socketKey) ?? []) handler(frame.data.args);
    }
  }

  private retry(socket: WebSocket | null): void {
    if (socket !== this.socket || this.stopped) return;
    this.clearTimers();
    this.socket = null;
    socket?.close();
    if (this.reconnect !== null) return;
    this.reconnect = this.deps.setTimer(() => {
      this.reconnect = null;
      this.connect();
    }, RECONNECT_DELAY_MS);
  }

  private clearTimers(): void {
    if (this.heartbeat !== null) this.deps.clearTimer(this.heartbeat);
    if (this.replyDeadline !== null) this.deps.clearTimer(this.replyDeadline);
    this.heartbeat = null;
    this.replyDeadline = null;
  }
}
