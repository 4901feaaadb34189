import { classifyFailure } from '@portal/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, serverMessage } from '../app/lib/api-client';
import { type SessionActions, needsFollowUp, reportFailure, reportLoginFailure } from '../app/lib/api-failure';

const t = ((key: string) => `t(${key})`) as unknown as TFunction;

function harness() {
  const notification = { error: vi.fn() };
  const modal = { error: vi.fn() };
  const scheduled: { run: () => void; ms: number }[] = [];
  const actions: SessionActions = {
    clearSession: vi.fn(),
    reload: vi.fn(),
    later: (run, ms) => scheduled.push({ run, ms }),
  };
  return { ui: { notification, modal, t }, actions, scheduled, notification, modal };
}

const failure = (status: number | null, serverMessage = '', timedOut = false) =>
  new ApiError(classifyFailure({ status, serverMessage, timedOut, networkMessage: 'Failed to fetch' }), status);

describe('reportFailure (spec section 8)', () => {
  it('notifies 403, 404 and 504 with their own texts for 4 s under the title Error', () => {
    for (const [status, key] of [
      [403, 'forbidden'],
      [404, 'notFound'],
      [504, 'gatewayTimeout'],
    ] as const) {
      const h = harness();
      reportFailure(failure(status), h.ui, h.actions);
      expect(h.notification.error).toHaveBeenCalledWith({ title: 't(http:errorTitle)', description: `t(http:${key})`, duration: 4 });
      expect(h.actions.clearSession).not.toHaveBeenCalled();
    }
  });

  it('logs out on 401 and reloads after 1.5 s', () => {
    const h = harness();
    reportFailure(failure(401), h.ui, h.actions);
    expect(h.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: 't(http:unauthorized)' }));
    expect(h.actions.clearSession).toHaveBeenCalledTimes(1);
    expect(h.scheduled).toHaveLength(1);
    expect(h.scheduled[0]?.ms).toBe(1500);
    expect(h.actions.reload).not.toHaveBeenCalled();
    h.scheduled[0]?.run();
    expect(h.actions.reload).toHaveBeenCalledTimes(1);
  });

  it('asks to log in again on a 500 about an invalid token, and logs out only when confirmed', () => {
    const h = harness();
    reportFailure(failure(500, 'Token失效，请重新登录'), h.ui, h.actions);
    expect(h.notification.error).not.toHaveBeenCalled();
    const dialog = h.modal.error.mock.calls[0]?.[0] as { content: string; okText: string; onOk: () => void };
    expect(dialog).toMatchObject({ content: 't(http:loginExpired)', okText: 't(http:relogin)' });
    expect(h.actions.clearSession).not.toHaveBeenCalled();
    dialog.onOk();
    expect(h.actions.clearSession).toHaveBeenCalledTimes(1);
    expect(h.actions.reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own message on other failures", () => {
    const h = harness();
    reportFailure(failure(409, '订单状态不允许此操作'), h.ui, h.actions);
    expect(h.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: '订单状态不允许此操作' }));
  });

  it('says network timeout when no reply came in time, else the raw network message', () => {
    const timedOut = harness();
    reportFailure(failure(null, '', true), timedOut.ui, timedOut.actions);
    expect(timedOut.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: 't(http:networkTimeout)' }));
    const offline = harness();
    reportFailure(failure(null), offline.ui, offline.actions);
    expect(offline.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'Failed to fetch' }));
  });

  it('reports an unexpected error generically', () => {
    const h = harness();
    reportFailure(new TypeError('x is undefined'), h.ui, h.actions);
    expect(h.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: 't(http:requestFailed)' }));
  });
});

describe('needsFollowUp: what a form showing its own message still leaves to the portal', () => {
  it('is a session that ended (401, or an expired login), never a refusal, a missing page or a lost network', () => {
    expect([failure(401), failure(500, 'Token失效，请重新登录')].map(needsFollowUp)).toEqual([true, true]);
    expect([failure(409, 'A colleague quoted this order'), failure(403), failure(404), failure(null), failure(null, '', true)].map(needsFollowUp)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(needsFollowUp(new Error('not a call'))).toBe(false);
  });
});

describe('reportLoginFailure (spec section 8)', () => {
  it("shows 'Login failed' with the server's reason for 4 s, or the generic text without one", () => {
    const h = harness();
    const refused = new ApiError(classifyFailure({ status: 400, serverMessage: 'Incorrect username or password' }), 400, {
      success: false,
      message: 'Incorrect username or password',
      code: 400,
      result: null,
      timestamp: 1,
    });
    reportLoginFailure(refused, h.ui);
    expect(h.notification.error).toHaveBeenLastCalledWith({ title: 't(auth:loginFailed)', description: 'Incorrect username or password', duration: 4 });
    reportLoginFailure(failure(null), h.ui);
    expect(h.notification.error).toHaveBeenLastCalledWith({ title: 't(auth:loginFailed)', description: 't(http:requestFailed)', duration: 4 });
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});
