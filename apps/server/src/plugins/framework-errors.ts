import { type Edition, NOT_FOUND_PATH, editionLanguage, errorEnvelope, translate } from '@portal/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { requestLanguage } from './request-context.js';
import { BARE_ERROR_HEADERS } from './security.js';

/**
 * Fastify answers a path it cannot decode (a malformed escape), a path parameter over its length limit and a
 * failed route constraint before any hook runs, with a body of its own that echoes the path. Here an API path
 * gets the envelope with an honest status; any other address leads nowhere, so it goes to the not-found page,
 * as the web app sends an unknown address there.
 */
export function frameworkErrorReplies(options: { apiBasePath: string; edition: Edition }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url;
    if (path !== options.apiBasePath && !path.startsWith(`${options.apiBasePath}/`)) return reply.headers(BARE_ERROR_HEADERS).redirect(NOT_FOUND_PATH);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const language = requestLanguage(request.headers['accept-language'], options.edition);
    return reply
      .code(status)
      .headers(BARE_ERROR_HEADERS)
      .send(errorEnvelope(status, translate(language, 'errors', 'badRequest')));
  };
}

/**
 * Node answers a request it cannot parse at all (a broken request line, a NUL or other forbidden byte in a
 * header, headers too large, too slow to arrive) before Fastify sees it; that reply is the envelope too, in the
 * edition's language since no header can be trusted.
 */
export function clientErrorReplies(edition: Edition) {
  const language = editionLanguage(edition);
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify(errorEnvelope(status, translate(language, 'errors', status === 408 ? 'requestTimeout' : 'badRequest')));
    const headers = {
      ...BARE_ERROR_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    if (socket.writable) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
