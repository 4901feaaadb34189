import { type LoginResult, safeRedirectTarget } from '@portal/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { reportLoginFailure } from '../../../lib/api-failure';
import { keepSession } from '../../../lib/browser-session';
import { useRootData } from '../../../root';
import { DepartmentModal } from '../components/department-modal';

/** Long enough to read the confirmation before the page reloads. */
const RELOAD_AFTER_MS = 1_000;

/**
 * What every way of signing in does: keep the session, let a user of several departments choose one
 * (spec section 2), then go where the visitor wanted; failures as spec section 8 says. `reload`: the phone login
 * says '登录成功！' and loads the page afresh (spec section 8) instead of moving within the app.
 */
export function useSignIn({ reload = false }: { reload?: boolean } = {}) {
  const { t } = useTranslation('auth');
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useRootData();
  const [choosing, setChoosing] = useState<LoginResult | null>(null);

  const proceed = async () => {
    const target = safeRedirectTarget(params.get('redirect'), config.homePath);
    if (!reload) return navigate(target, { replace: true });
    void message.success(t('loginSuccess'));
    window.setTimeout(() => window.location.replace(target), RELOAD_AFTER_MS);
  };

  const signedIn = async (result: LoginResult) => {
    keepSession(result);
    if (result.multi_depart === 2) setChoosing(result);
    else await proceed();
  };

  const failed = (error: unknown) => reportLoginFailure(error, { notification, t });

  const departmentDialog = choosing ? (
    <DepartmentModal open username={choosing.userInfo.username} departs={choosing.departs} current={choosing.userInfo.orgCode} onDone={() => void proceed()} />
  ) : null;

  return { signedIn, failed, departmentDialog };
}
