import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Frames larger than this are refused by the socket itself: row updates are small. */
export const WEBSOCKET_MAX_PAYLOAD = 64 * 1024;

/**
 * WebSocket support. Browsers carry the session token as the sub-protocol and drop a connection whose answer does
 * not name it again (wire-contract.md), so the offered protocol is echoed; the routes validate it before the upgrade.
 */
async function websocketPlugin(app: FastifyInstance) {
  await app.register(websocket, {
    options: {
      maxPayload: WEBSOCKET_MAX_PAYLOAD,
      handleProtocols: (protocols) => protocols.values().next().value ?? false,
    },
  });
}

export default fp(websocketPlugin, { name: 'websocket' });
