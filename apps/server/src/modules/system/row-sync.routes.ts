import { ROW_SYNC_SESSION_ENDED, rowSyncFrameSchema } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../errors.js';
import { customerForToken } from '../accounts/index.js';
import type { RowSyncHub } from './row-sync.hub.js';

type SocketParams = { userId: string; pageId: string };

/** The session token a client offers as the (first) sub-protocol (wire-contract.md). */
function offeredToken(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || null;
}

/**
 * The socket's session: the offered sub-protocol, else the session cookie the portal's pages send (they cannot
 * read it to offer it). A socket is not bound by the same-origin rule, so the cookie counts only from this site.
 */
function socketToken(request: FastifyRequest): string | null {
  return offeredToken(request) ?? request.sessionToken('customer', { socket: true })?.token ?? null;
}

/**
 * ws(s)://<host><base>/vxeSocket/{userId}/{pageId} (wire-contract.md): the session is checked before the upgrade, and
 * a user may only open their own channel. Heartbeats are answered; row updates go to the user's other pages.
 */
export async function rowSyncRoutes(app: FastifyInstance, options: { db: Database; hub: RowSyncHub }) {
  const { db, hub } = options;

  const stillSignedIn = async (token: string, userId: string) => (await customerForToken(db, token))?.id === userId;

  const authorise = async (request: FastifyRequest<{ Params: SocketParams }>, _reply: FastifyReply) => {
    const token = socketToken(request);
    const customer = token ? await customerForToken(db, token) : null;
    if (!customer) throw unauthorized();
    if (customer.id !== request.params.userId) throw new AppError(403, 'forbidden');
  };

  app.get<{ Params: SocketParams }>('/vxeSocket/:userId/:pageId', { websocket: true, preValidation: authorise, schema: { hide: true } }, (socket, request) => {
    const { userId, pageId } = request.params;
    const token = socketToken(request) ?? '';
    if (!hub.join(userId, pageId, socket)) {
      socket.close(1008, 'too many open pages');
      return;
    }
    socket.on('close', () => hub.leave(userId, socket));
    socket.on('message', (raw) => {
      let frame;
      try {
        frame = rowSyncFrameSchema.safeParse(JSON.parse(String(raw)));
      } catch {
        return;
      }
      // Anything that is not one of the frames of the contract is dropped, not echoed.
      if (!frame.success) return;
      if (frame.data.type === 'heart_beat') {
        // Each heartbeat re-checks the session, so a logout or a password change elsewhere ends the socket too.
        stillSignedIn(token, userId).then(
          (valid) => (valid ? socket.send(JSON.stringify({ type: 'heart_beat', data: true })) : socket.close(ROW_SYNC_SESSION_ENDED, 'session ended')),
          (error: unknown) => request.log.error({ err: error }, 'row sync session check failed'),
        );
        return;
      }
      hub.publish(userId, pageId, frame.data).catch((error: unknown) => request.log.error({ err: error }, 'row sync relay failed'));
    });
  });
}
