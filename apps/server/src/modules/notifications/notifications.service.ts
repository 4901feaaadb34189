import { backgroundLoop } from '../../background-loop.js';
import type { Database } from '../../db/client.js';
import type { Sender } from './notifications.adapters.js';
import { type NewOutboxMessage, claimDueMessages, insertOutboxMessage, markFailed, markSent } from './notifications.repository.js';

const BATCH = 20;
const MAX_RETRY_WAIT_MS = 15 * 60_000;

/** Queue a message; call inside the transaction of the change that causes it, then `kick` after commit. */
export const enqueueMessage = (db: Database, message: NewOutboxMessage) => insertOutboxMessage(db, message);

export type Dispatcher = { kick: () => void; dispatchNow: () => Promise<number>; stop: () => void };

/**
 * Sends due outbox messages: at once when kicked, and every `intervalMs` for retries and for messages
 * left by a crash (at-least-once delivery). A channel without a sender keeps its messages pending.
 */
export function createDispatcher(
  db: Database,
  senders: { sms: Sender | null; email: Sender | null },
  log: (error: unknown) => void,
  intervalMs = 5_000,
): Dispatcher {
  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = new Date();
      const rows = await claimDueMessages(db, now, BATCH);
      for (const row of rows) {
        const sender = senders[row.channel];
        if (!sender) {
          await markFailed(db, row.id, `no ${row.channel} sender configured`, new Date(now.getTime() + MAX_RETRY_WAIT_MS));
          continue;
        }
        try {
          await sender.send(row);
          await markSent(db, row.id, sender.name, new Date());
          sent += 1;
        } catch (error) {
          const wait = Math.min(2 ** row.attempts * 5_000, MAX_RETRY_WAIT_MS);
          await markFailed(db, row.id, error instanceof Error ? error.message : String(error), new Date(Date.now() + wait));
        }
      }
      if (rows.length < BATCH) return sent;
    }
  }

  const loop = backgroundLoop(run, intervalMs, log);
  return { kick: loop.kick, dispatchNow: loop.runNow, stop: loop.stop };
}
