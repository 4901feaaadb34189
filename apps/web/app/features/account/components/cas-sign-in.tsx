import { casEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/browser-api';
import { useRootData } from '../../../root';
import { useSignIn } from '../hooks/use-sign-in';

/** The service URL CAS returns to: this page with its query, less the ticket. */
function serviceUrl(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('ticket');
  const query = rest.toString();
  return `${window.location.origin}${window.location.pathname}${query ? `?${query}` : ''}`;
}

/** Single sign-on through the configured CAS server: go there, and on return validate its ticket once. */
export function CasSignIn() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { config } = useRootData();
  const [params] = useSearchParams();
  const { signedIn, failed, departmentDialog } = useSignIn();
  const ticket = params.get('ticket');
  const validated = useRef(false);

  const validate = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (input: { ticket: string; service: string }) => api.call(casEndpoints.validateLogin, { query: input }),
    onSuccess: ({ result }) => signedIn(result),
    onError: failed,
  });

  useEffect(() => {
    if (!config.casServerUrl || !ticket || validated.current) return;
    validated.current = true;
    validate.mutate({ ticket, service: serviceUrl(params) });
  }, [config.casServerUrl, ticket, params, validate]);

  if (!config.casServerUrl) return null;
  const goToCas = () => {
    window.location.assign(`${config.casServerUrl.replace(/\/$/, '')}/login?service=${encodeURIComponent(serviceUrl(params))}`);
  };
  return (
    <>
      <Button block onClick={goToCas} loading={validate.isPending} style={{ marginTop: 16 }}>
        {t('casSignIn')}
      </Button>
      {departmentDialog}
    </>
  );
}
