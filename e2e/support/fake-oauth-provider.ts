import { createHash, randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OauthUser = { sub: string; name?: string; email?: string; preferred_username?: string };

export type FakeOauthProvider = {
  /** The portal's OAUTH_PROVIDERS entry for this provider (key `labid`, shown as 'LabID'). */
  readonly portalEntry: Record<string, string>;
  /** Who approves the next authorisation; `null` makes the provider answer access_denied, as when a person declines. */
  approveAs(user: OauthUser | null): void;
  stop(): Promise<void>;
};

/**
 * An OAuth 2.0 / OpenID Connect provider on loopback whose /authorize approves at once as the chosen user and sends
 * the browser back with a code; /token checks the client secret and the PKCE verifier, /userinfo returns the user.
 */
export async function startFakeOauthProvider(): Promise<FakeOauthProvider> {
  const codes = new Map<string, { challenge: string; user: OauthUser }>();
  const tokens = new Map<string, OauthUser>();
  let approver: OauthUser | null = null;
  const clientSecret = randomBytes(12).toString('hex');

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.local');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (url.pathname === '/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (approver) {
          const code = randomBytes(16).toString('hex');
          codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', user: approver });
          back.searchParams.set('code', code);
        } else {
          back.searchParams.set('error', 'access_denied');
        }
        return void response.writeHead(302, { location: back.toString() }).end();
      }
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/token') {
        const form = new URLSearchParams(body);
        const issued = codes.get(form.get('code') ?? '');
        const verified =
          issued &&
          createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url') === issued.challenge;
        if (!issued || !verified || form.get('client_secret') !== clientSecret) return void response.writeHead(400).end('{"error":"invalid_grant"}');
        codes.delete(form.get('code') ?? '');
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, issued.user);
        return void response.end(JSON.stringify({ access_token: accessToken, token_type: 'Bearer' }));
      }
      if (url.pathname === '/userinfo') {
        const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        return void (user ? response.end(JSON.stringify(user)) : response.writeHead(401).end('{}'));
      }
      response.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    portalEntry: {
      key: 'labid',
      name: 'LabID',
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
      clientId: 'portal-e2e',
      clientSecret,
    },
    approveAs(user) {
      approver = user;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
