import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';

const CHANNEL = 'portal:row-sync';
/** More open pages than a person uses; beyond it the oldest keeps working and the newest is refused. */
export const MAX_SOCKETS_PER_USER = 20;

export type RowSyncFrame = { type: 'update_vxe_table' | 'common_send_date'; data: unknown };
type Relayed = { origin: string; userId: string; fromPageId: string; frame: RowSyncFrame };

/**
 * Live row sync (spec section 4): a change a user makes on one page reaches that user's other open pages, never
 * the page it came from and never another user. With Redis, changes also cross to the other instances.
 */
export class RowSyncHub {
  private readonly instance = randomUUID();
  private readonly sockets = new Map<string, Map<WebSocket, string>>();
  private subscriber: Redis | null = null;

  constructor(private readonly redis: Redis | null) {}

  async start(onError: (error: unknown) => void): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        const relayed = JSON.parse(text) as Relayed;
        if (relayed.origin !== this.instance) this.deliver(relayed.userId, relayed.fromPageId, relayed.frame);
      } catch (error) {
        onError(error);
      }
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  async stop(): Promise<void> {
    await this.subscriber?.quit();
    this.subscriber = null;
  }

  /** Registers a page's socket; false when the user already has the maximum open. */
  join(userId: string, pageId: string, socket: WebSocket): boolean {
    const pages = this.sockets.get(userId) ?? new Map<WebSocket, string>();
    if (pages.size >= MAX_SOCKETS_PER_USER) return false;
    pages.set(socket, pageId);
    this.sockets.set(userId, pages);
    return true;
  }

  leave(userId: string, socket: WebSocket): void {
    const pages = this.sockets.get(userId);
    pages?.delete(socket);
    if (pages?.size === 0) this.sockets.delete(userId);
  }

  async publish(userId: string, fromPageId: string, frame: RowSyncFrame): Promise<void> {
    this.deliver(userId, fromPageId, frame);
    if (this.redis) await this.redis.publish(CHANNEL, JSON.stringify({ origin: this.instance, userId, fromPageId, frame } satisfies Relayed));
  }

  private deliver(userId: string, fromPageId: string, frame: RowSyncFrame): void {
    const text = JSON.stringify(frame);
    for (const [socket, pageId] of this.sockets.get(userId) ?? []) {
      if (pageId !== fromPageId && socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}
