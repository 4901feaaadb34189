import { type LoginResult, safeRedirectTarget } from '@portal/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { reportLoginFailure } from '../../../lib/api-failure';
import { keepSession } from '../../../lib/browser-session';
import { useRootData } from '../../../root';
import { DepartmentModal } from '../components/department-modal';

/**
 * What every way of signing in does: keep the session, let a user of several departments choose one
 * (spec section 2), then go where the visitor wanted; failures as spec section 8 says.
 */
export function useSignIn() {
  const { t } = useTranslation('auth');
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useRootData();
  const [choosing, setChoosing] = useState<LoginResult | null>(null);

  const proceed = async () => {
    await navigate(safeRedirectTarget(params.get('redirect'), config.homePath), { replace: true });
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
