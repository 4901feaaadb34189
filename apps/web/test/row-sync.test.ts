import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS, ROW_SYNC_SESSION_ENDED } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowSyncConnection } from '../app/lib/row-sync';

/** A stand-in for the browser's WebSocket that records what the page sends. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    if (this.closed) return;
    this.closed = true;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

let sockets: FakeSocket[] = [];

function connection() {
  return new RowSyncConnection({
    url: 'ws://portal.test/jeecg-boot/vxeSocket/u1/p1',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    setTimer: (run, ms) => setTimeout(run, ms) as unknown as number,
    clearTimer: (id) => clearTimeout(id),
  });
}

const latest = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RowSyncConnection (spec section 4)', () => {
  it("connects to the page's channel; the session cookie goes with the handshake", () => {
    connection().start();
    expect(latest().url).toBe('ws://portal.test/jeecg-boot/vxeSocket/u1/p1');
  });

  it('sends a heartbeat every 10 s while the replies come', () => {
    connection().start();
    latest().open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual([{ type: 'heart_beat', data: 'ping' }]);
    latest().receive({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(latest().sent).toHaveLength(2);
    expect(sockets).toHaveLength(1);
  });

  it('gives up on a heartbeat unanswered for 6 s and reconnects 5 s later', () => {
    connection().start();
    latest().open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS);
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('keeps one reconnect pending when an error and a close both arrive', () => {
    connection().start();
    const first = latest();
    first.onerror?.();
    first.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(2);
  });

  it("hands other pages' updates to the handlers of their socket key, until unsubscribed", () => {
    const sync = connection();
    sync.start();
    latest().open();
    const lines = vi.fn();
    const other = vi.fn();
    const unsubscribe = sync.subscribe('order-lines', lines);
    sync.subscribe('addresses', other);
    latest().receive({ type: 'update_vxe_table', data: { socketKey: 'order-lines', args: { id: 7 } } });
    expect(lines).toHaveBeenCalledWith({ id: 7 });
    expect(other).not.toHaveBeenCalled();
    unsubscribe();
    latest().receive({ type: 'update_vxe_table', data: { socketKey: 'order-lines', args: { id: 8 } } });
    expect(lines).toHaveBeenCalledTimes(1);
  });

  it('does not come back once the server ends the socket for an ended session', () => {
    connection().start();
    latest().open();
    latest().close(ROW_SYNC_SESSION_ENDED);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  it('publishes only while connected, and stops for good', () => {
    const sync = connection();
    sync.start();
    sync.publish('addresses', { id: 1 });
    expect(latest().sent).toEqual([]);
    latest().open();
    sync.publish('addresses', { id: 1 });
    expect(latest().sent).toEqual([{ type: 'update_vxe_table', data: { socketKey: 'addresses', args: { id: 1 } } }]);
    sync.stop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
