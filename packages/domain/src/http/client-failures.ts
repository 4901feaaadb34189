/**
 * What the web app does when a call fails (spec section 8). Pure so the rules are testable; the API
 * client carries the decision out.
 */
export type FailureMessageKey = 'forbidden' | 'notFound' | 'gatewayTimeout' | 'unauthorized' | 'loginExpired' | 'networkTimeout' | 'requestFailed';

export type FailureHandling = {
  /** i18n key under the web app's `http` namespace; null when the server's own message is shown. */
  messageKey: FailureMessageKey | null;
  /** The server's message or the raw network error, shown when messageKey is null. */
  fallbackMessage: string;
  /** 'logout-reload': clear the session, reload after 1.5 s. 'relogin-modal': ask before logging out. */
  action: 'notify' | 'logout-reload' | 'relogin-modal';
};

// JeecgBoot-style servers report a dead token as a 500 naming the token ('Token失效，请重新登录').
const INVALID_TOKEN_HINT = /token|令牌/i;

export function classifyFailure(input: { status: number | null; serverMessage?: string; timedOut?: boolean; networkMessage?: string }): FailureHandling {
  const serverMessage = input.serverMessage ?? '';
  if (input.status === null) {
    if (input.timedOut) return { messageKey: 'networkTimeout', fallbackMessage: '', action: 'notify' };
    return { messageKey: null, fallbackMessage: input.networkMessage ?? '', action: 'notify' };
  }
  switch (input.status) {
    case 401:
      return { messageKey: 'unauthorized', fallbackMessage: '', action: 'logout-reload' };
    case 403:
      return { messageKey: 'forbidden', fallbackMessage: '', action: 'notify' };
    case 404:
      return { messageKey: 'notFound', fallbackMessage: '', action: 'notify' };
    case 504:
      return { messageKey: 'gatewayTimeout', fallbackMessage: '', action: 'notify' };
    case 500:
      if (INVALID_TOKEN_HINT.test(serverMessage)) {
        return { messageKey: 'loginExpired', fallbackMessage: serverMessage, action: 'relogin-modal' };
      }
      return { messageKey: serverMessage ? null : 'requestFailed', fallbackMessage: serverMessage, action: 'notify' };
    default:
      return { messageKey: serverMessage ? null : 'requestFailed', fallbackMessage: serverMessage, action: 'notify' };
  }
}
