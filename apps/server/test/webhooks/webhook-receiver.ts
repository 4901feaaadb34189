import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Received = { id: string; type: string; body: string; headers: IncomingHttpHeaders; data: Record<string, unknown> };

/**
 * The supplier's ERP as the tests play it: a loopback HTTP server that checks every delivery's signature with the
 * secrets it was given (Standard Webhooks' own verifier), answers 500 while told to fail, and keeps what it accepted.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const refused: string[] = [];
  let secrets: string[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { 'content-type': 'text/plain' }).end('ERP is down for maintenance');
        return;
      }
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const verified = secrets.some((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      if (!verified) {
        refused.push(body);
        response.writeHead(401).end('bad signature');
        return;
      }
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      received.push({ id: headers['webhook-id'] ?? '', type: parsed.type, body, headers: request.headers, data: parsed.data });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal-events`,
    received,
    refused,
    /** The secrets the receiver accepts a signature from. */
    trust: (...accepted: string[]) => {
      secrets = accepted;
    },
    /** The next `count` deliveries are answered 500. */
    failNext: (count: number) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
