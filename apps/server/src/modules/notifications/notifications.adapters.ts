export type OutgoingMessage = { recipient: string; subject: string; body: string };

/** One way out per channel; production, tests and local trials differ only in which adapter is plugged in. */
export type Sender = { name: string; send: (message: OutgoingMessage) => Promise<void> };

export type SenderConfig = { smsGatewayUrl?: string | undefined; smsGatewayToken?: string | undefined; smtpUrl?: string | undefined; mailFrom: string };

/** An HTTP SMS gateway: POST {to, text} with a bearer token; any non-2xx reply is a failure to retry. */
export function smsGatewaySender(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): Sender {
  return {
    name: 'sms-gateway',
    send: async (message) => {
      const reply = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.recipient, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!reply.ok) throw new Error(`SMS gateway answered ${reply.status}`);
    },
  };
}

export function smtpSender(url: string, from: string): Sender {
  // Loaded only where SMTP is configured, so other starts do not pay for it.
  const transport = import('nodemailer').then(({ default: mailer }) => mailer.createTransport(url));
  return {
    name: 'smtp',
    send: async (message) => {
      await (await transport).sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}

/** Outside production, with no gateway configured: the message is kept for the development inbox page. */
export const devInboxSender: Sender = { name: 'dev-inbox', send: async () => undefined };

export function sendersFor(config: SenderConfig, production: boolean): { sms: Sender | null; email: Sender | null } {
  const fallback = production ? null : devInboxSender;
  return {
    sms: config.smsGatewayUrl ? smsGatewaySender(config.smsGatewayUrl, config.smsGatewayToken) : fallback,
    email: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : fallback,
  };
}
