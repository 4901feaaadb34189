import { UNAUTHORIZED_RELOAD_MS, isStaffPath } from '@portal/domain';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { TFunction } from 'i18next';
import { ApiError, serverMessage } from './api-client';
import { clearSession } from './browser-session';

const NOTIFY_SECONDS = 4;

export type FailureUi = { notification: Pick<NotificationInstance, 'error'>; modal: Pick<ModalApi, 'error'>; t: TFunction };

/** What a failure may do to the page; the browser's by default, fakes in tests. */
export type SessionActions = { clearSession: () => void; reload: () => void; later: (run: () => void, ms: number) => void };

const browserActions: SessionActions = {
  // The staff area keeps nothing in the browser beyond its cookie, which the 401 itself removed; the customer's
  // stored user stays while a staff page fails.
  clearSession: () => {
    if (!isStaffPath(window.location.pathname)) clearSession();
  },
  reload: () => window.location.reload(),
  later: (run, ms) => window.setTimeout(run, ms),
};

/** Whether a failure asks for more than its message: a session that ended must be signed in again. */
export function needsFollowUp(error: unknown): boolean {
  return error instanceof ApiError && error.handling.action !== 'notify';
}

/** Shows a failed call the way spec section 8 says and carries out its follow-up. */
export function reportFailure(error: unknown, ui: FailureUi, actions: SessionActions = browserActions) {
  const title = ui.t('http:errorTitle');
  if (!(error instanceof ApiError)) {
    ui.notification.error({ title, description: ui.t('http:requestFailed'), duration: NOTIFY_SECONDS });
    return;
  }
  const { handling } = error;
  const description = handling.messageKey ? ui.t(`http:${handling.messageKey}`) : handling.fallbackMessage;
  if (handling.action === 'relogin-modal') {
    ui.modal.error({
      title,
      content: description,
      okText: ui.t('http:relogin'),
      onOk: () => {
        actions.clearSession();
        actions.reload();
      },
    });
    return;
  }
  ui.notification.error({ title, description, duration: NOTIFY_SECONDS });
  if (handling.action === 'logout-reload') {
    actions.clearSession();
    actions.later(actions.reload, UNAUTHORIZED_RELOAD_MS);
  }
}

/** Spec section 8: a failed sign-in shows '登录失败' with the server's reason, else a generic one, for 4 s. */
export function reportLoginFailure(error: unknown, ui: Pick<FailureUi, 'notification' | 't'>) {
  ui.notification.error({ title: ui.t('auth:loginFailed'), description: serverMessage(error) ?? ui.t('http:requestFailed'), duration: NOTIFY_SECONDS });
}
