import { z } from 'zod';

/** Spec section 4: a heartbeat every 10 s, answered within 6 s; a lost connection is retried after 5 s. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 6_000;
export const RECONNECT_DELAY_MS = 5_000;

/** The close code of a socket whose session has ended (the 4000 range belongs to applications); clients stop retrying. */
export const ROW_SYNC_SESSION_ENDED = 4401;

/** wire-contract.md: the frames of /vxeSocket/{userId}/{pageId}. */

export const rowSyncFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heart_beat'), data: z.unknown().optional() }),
  z.object({ type: z.literal('update_vxe_table'), data: z.object({ socketKey: z.string().min(1).max(100), args: z.unknown() }) }),
  z.object({ type: z.literal('common_send_date'), data: z.unknown() }),
]);
