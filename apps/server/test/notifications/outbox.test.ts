import { eq } from 'drizzle-orm';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { outboxMessages } from '../../src/db/schema.js';
import { createDispatcher, enqueueMessage, sendersFor } from '../../src/modules/notifications/index.js';
import { freshMobile, requestSms } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

/** A stand-in SMS gateway on loopback that can be told to fail. */
async function fakeGateway() {
  const received: { to: string; text: string; authorization: string | undefined }[] = [];
  let failuresLeft = 0;
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ ...(JSON.parse(body) as { to: string; text: string }), authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    failNext: (count: number) => (failuresLeft = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP sink on loopback that keeps every message it is given. */
async function smtpSink() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let database: DatabaseHandle;
let gateway: Awaited<ReturnType<typeof fakeGateway>>;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
beforeAll(async () => {
  database = await openTestDatabase();
  gateway = await fakeGateway();
  smtp = await smtpSink();
});
afterAll(async () => {
  await gateway.close();
  await smtp.close();
  await database.close();
});

const messaging = () => ({ smsGatewayUrl: gateway.url, smsGatewayToken: 'gateway-token', smtpUrl: smtp.url, mailFrom: 'Portal <no-reply@portal.example>' });
const quiet = () => undefined;

describe('the outbox', () => {
  it('delivers an SMS code through the configured gateway after the request commits', async () => {
    const t = await createTestApp({ env: { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-token' }, database });
    try {
      const mobile = freshMobile();
      expect((await requestSms(t, mobile, '1', { 'accept-language': 'en' })).statusCode).toBe(200);
      await expect.poll(() => gateway.received.find((message) => message.to === mobile), { timeout: 5_000 }).toBeDefined();
      const message = gateway.received.find((entry) => entry.to === mobile);
      expect(message?.text).toMatch(/^\[Abinvivo\] Your verification code is \d{6}\. It is valid for 10 minutes; do not share it\.$/);
      expect(message?.authorization).toBe('Bearer gateway-token');
      // The gateway has the message before the dispatcher hears its reply and marks the row delivered.
      const outboxRow = async () => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, mobile)))[0];
      await expect.poll(outboxRow, { timeout: 5_000 }).toMatchObject({ deliveredBy: 'sms-gateway', attempts: 1 });
    } finally {
      await t.close();
    }
  });

  it('delivers e-mail over SMTP', async () => {
    await enqueueMessage(database.db, { channel: 'email', recipient: 'buyer@lab.example', subject: 'Your code', body: 'Code 123456' });
    const dispatcher = createDispatcher(database.db, sendersFor(messaging(), true), quiet);
    try {
      expect(await dispatcher.dispatchNow()).toBe(1);
      expect(smtp.messages.at(-1)?.to).toEqual(['buyer@lab.example']);
      expect(smtp.messages.at(-1)?.raw).toContain('Subject: Your code');
    } finally {
      dispatcher.stop();
    }
  });

  it('retries after a gateway failure and delivers exactly once', async () => {
    const mobile = freshMobile();
    await enqueueMessage(database.db, { channel: 'sms', recipient: mobile, body: 'Code 654321' });
    gateway.failNext(1);
    const dispatcher = createDispatcher(database.db, sendersFor(messaging(), true), quiet);
    try {
      expect(await dispatcher.dispatchNow()).toBe(0);
      const [failed] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, mobile));
      expect(failed?.lastError).toBe('SMS gateway answered 503');
      expect(failed?.sentAt).toBeNull();
      await database.db.update(outboxMessages).set({ nextAttemptAt: new Date() }).where(eq(outboxMessages.recipient, mobile));
      expect(await dispatcher.dispatchNow()).toBe(1);
      expect(await dispatcher.dispatchNow()).toBe(0);
      expect(gateway.received.filter((message) => message.to === mobile)).toHaveLength(1);
    } finally {
      dispatcher.stop();
    }
  });

  it('keeps messages queued by a process that stopped and sends them when a dispatcher runs again', async () => {
    const mobile = freshMobile();
    await enqueueMessage(database.db, { channel: 'sms', recipient: mobile, body: 'Code 111222' });
    const restarted = createDispatcher(database.db, sendersFor(messaging(), true), quiet);
    try {
      await restarted.dispatchNow();
      expect(gateway.received.filter((message) => message.to === mobile)).toHaveLength(1);
    } finally {
      restarted.stop();
    }
  });

  it('sends nothing in production without a gateway, and keeps the message for later', async () => {
    const mobile = freshMobile();
    await enqueueMessage(database.db, { channel: 'sms', recipient: mobile, body: 'Code 999000' });
    const dispatcher = createDispatcher(database.db, sendersFor({ mailFrom: 'x' }, true), quiet);
    try {
      expect(await dispatcher.dispatchNow()).toBe(0);
      const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, mobile));
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toBe('no sms sender configured');
    } finally {
      dispatcher.stop();
    }
  });
});

describe('the development inbox', () => {
  it('shows queued codes outside production and does not exist in production', async () => {
    const dev = await createTestApp({ env: { PORTAL_ENV: 'development' }, database });
    try {
      const mobile = freshMobile();
      await requestSms(dev, mobile, '1');
      await expect.poll(async () => (await dev.app.inject({ method: 'GET', url: '/jeecg-boot/dev/messages' })).body, { timeout: 5_000 }).toContain(mobile);
    } finally {
      await dev.close();
    }
    const production = await createTestApp({ env: { PORTAL_ENV: 'production', SIGNING_SECRET: 'a-long-enough-signing-secret' }, database });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/jeecg-boot/dev/messages' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
