import { oauthEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSignIn } from '../features/account/hooks/use-sign-in';
import { useApi } from '../lib/browser-api';

/**
 * Where a third-party sign-in returns (spec section 2, /oauth2-app/login): the server's callback hands over a
 * one-time ticket, which this page redeems for a session once, then goes on to the page the visitor wanted.
 */
export default function Oauth2AppLogin() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const [params] = useSearchParams();
  const { signedIn, departmentDialog } = useSignIn();
  const ticket = params.get('ticket');
  const provider = params.get('type');
  const redeemed = useRef(false);

  const redeem = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (input: { ticket: string; provider: string }) => api.call(oauthEndpoints.loginUser, { params: input }),
    onSuccess: ({ result }) => signedIn(result),
  });

  useEffect(() => {
    if (!ticket || !provider || redeemed.current) return;
    redeemed.current = true;
    redeem.mutate({ ticket, provider });
  }, [ticket, provider, redeem]);

  const failed = !ticket || !provider || params.get('error') !== null || redeem.isError;
  return (
    <>
      {failed ? (
        <Result
          status="error"
          title={t('oauthFailed')}
          subTitle={t('oauthFailedHint')}
          extra={
            <Link to="/user/login">
              <Button type="primary">{t('backToLogin')}</Button>
            </Link>
          }
        />
      ) : (
        <Spin size="large" description={t('oauthFinishing')}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      )}
      {departmentDialog}
    </>
  );
}
