import { UNAUTHORIZED_RELOAD_MS } from '@portal/domain';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { clearSession } from './browser-api';

const NOTIFY_SECONDS = 4;

/** Shows a failed call the way spec section 8 says and carries out its follow-up. */
export function reportFailure(error: unknown, ui: { notification: NotificationInstance; modal: ModalApi; t: TFunction }) {
  if (!(error instanceof ApiError)) {
    ui.notification.error({ title: ui.t('http:errorTitle'), description: ui.t('http:requestFailed'), duration: NOTIFY_SECONDS });
    return;
  }
  const { handling } = error;
  const description = handling.messageKey ? ui.t(`http:${handling.messageKey}`) : handling.fallbackMessage;
  if (handling.action === 'relogin-modal') {
    ui.modal.error({
      title: ui.t('http:errorTitle'),
      content: description,
      okText: ui.t('http:relogin'),
      onOk: () => {
        clearSession();
        window.location.reload();
      },
    });
    return;
  }
  ui.notification.error({ title: ui.t('http:errorTitle'), description, duration: NOTIFY_SECONDS });
  if (handling.action === 'logout-reload') {
    clearSession();
    window.setTimeout(() => window.location.reload(), UNAUTHORIZED_RELOAD_MS);
  }
}
