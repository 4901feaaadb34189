import { ACCESS_TOKEN_COOKIE, type LoginResult, SESSION_TTL_MS, safeRedirectTarget } from '@portal/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { serializeCookie } from '../../../lib/cookies';
import { useRootData } from '../../../root';

/** What every way of signing in does on success (keep the session, go where the visitor wanted) and on failure. */
export function useSignIn() {
  const { t } = useTranslation('auth');
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useRootData();

  const signedIn = async (result: LoginResult) => {
    document.cookie = serializeCookie(ACCESS_TOKEN_COOKIE, result.token, {
      maxAgeSeconds: SESSION_TTL_MS / 1000,
      secure: window.location.protocol === 'https:',
    });
    await navigate(safeRedirectTarget(params.get('redirect'), config.homePath), { replace: true });
  };

  // Spec section 8: '登录失败' with the server's message, else a generic one, for 4 s.
  const failed = (error: unknown) => {
    const description = error instanceof ApiError && error.envelope ? error.envelope.message : t('http:requestFailed');
    notification.error({ title: t('loginFailed'), description, duration: 4 });
  };

  return { signedIn, failed };
}
