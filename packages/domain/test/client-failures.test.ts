import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../src/http/client-failures.js';

describe('classifyFailure (spec section 8)', () => {
  it('logs out and reloads on 401', () => {
    expect(classifyFailure({ status: 401 })).toEqual({
      messageKey: 'unauthorized',
      fallbackMessage: '',
      action: 'logout-reload',
    });
    // The server's wording does not change the handling.
    expect(classifyFailure({ status: 401, serverMessage: 'Token失效，请重新登录' }).action).toBe('logout-reload');
  });

  it('shows the fixed access-denied text on 403', () => {
    expect(classifyFailure({ status: 403, serverMessage: 'no permission' })).toEqual({
      messageKey: 'forbidden',
      fallbackMessage: '',
      action: 'notify',
    });
  });

  it('shows resource-not-found on 404', () => {
    expect(classifyFailure({ status: 404 })).toEqual({ messageKey: 'notFound', fallbackMessage: '', action: 'notify' });
  });

  it('shows timeout on 504', () => {
    expect(classifyFailure({ status: 504 })).toEqual({
      messageKey: 'gatewayTimeout',
      fallbackMessage: '',
      action: 'notify',
    });
  });

  it.each(['Token失效，请重新登录!', 'token is invalid', 'Invalid Token', '令牌无效'])(
    'asks to log in again on 500 with a token message: %s',
    (serverMessage) => {
      expect(classifyFailure({ status: 500, serverMessage })).toEqual({
        messageKey: 'loginExpired',
        fallbackMessage: serverMessage,
        action: 'relogin-modal',
      });
    },
  );

  it.each(['库存不足', '登录失败，请稍后再试'])("shows the server's message on another 500: %s", (serverMessage) => {
    expect(classifyFailure({ status: 500, serverMessage })).toEqual({
      messageKey: null,
      fallbackMessage: serverMessage,
      action: 'notify',
    });
  });

  it('falls back to a generic text on a 500 without a message', () => {
    expect(classifyFailure({ status: 500 })).toEqual({
      messageKey: 'requestFailed',
      fallbackMessage: '',
      action: 'notify',
    });
  });

  it.each([400, 409, 413, 429, 502, 503])("shows the server's message on status %i", (status) => {
    expect(classifyFailure({ status, serverMessage: 'Something specific' })).toEqual({
      messageKey: null,
      fallbackMessage: 'Something specific',
      action: 'notify',
    });
  });

  it('falls back to a generic text on another status without a message', () => {
    expect(classifyFailure({ status: 400, serverMessage: '' })).toEqual({
      messageKey: 'requestFailed',
      fallbackMessage: '',
      action: 'notify',
    });
  });

  it('reports a network timeout when there was no response in time', () => {
    expect(classifyFailure({ status: null, timedOut: true, networkMessage: 'The operation was aborted.' })).toEqual({
      messageKey: 'networkTimeout',
      fallbackMessage: '',
      action: 'notify',
    });
  });

  it('shows the raw network error when there was no response for another reason', () => {
    expect(classifyFailure({ status: null, timedOut: false, networkMessage: 'Failed to fetch' })).toEqual({
      messageKey: null,
      fallbackMessage: 'Failed to fetch',
      action: 'notify',
    });
    expect(classifyFailure({ status: null, networkMessage: 'Network Error' })).toEqual({
      messageKey: null,
      fallbackMessage: 'Network Error',
      action: 'notify',
    });
  });
});
