// The ceiling every row is read against: a bare node:http server answering the bytes of a real catalogue list
// reply, measured in the same run on the same machine, with the load generator sharing the same cores. What the
// portal cannot beat is then visible: a row at 0.5 of the ceiling spends as much time in the portal as the
// machine spends on HTTP itself.
import { createServer } from 'node:http';
import { SECONDS, measure } from './load.mjs';

/** Listens on `port` with `body` (a list reply as the portal sent it); answers the server and a `close`. */
export async function startCeiling(body, port) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The ceiling's row: the same reply at 32 connections, like the catalogue rows. */
export async function measureCeiling(body, port, seconds = SECONDS) {
  const ceiling = await startCeiling(body, port);
  try {
    await measure({ origin: ceiling.origin, path: '/', connections: 8, seconds: 1 }); // warm-up
    return { ...(await measure({ origin: ceiling.origin, path: '/', connections: 32, seconds })), bytes: Buffer.byteLength(body) };
  } finally {
    await ceiling.close();
  }
}

/** A row with its req/s as a share of the ceiling's. */
export const againstCeiling = (row, ceiling) => ({ ...row, ratio: ceiling['req/s'] ? Math.round((row['req/s'] / ceiling['req/s']) * 10_000) / 10_000 : null });
