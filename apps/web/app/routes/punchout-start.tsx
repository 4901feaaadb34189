import { punchoutShopperEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { cartPagePath, cataloguePath } from '../features/cart/api/paths';
import { useApi } from '../lib/browser-api';
import { keepSession } from '../lib/browser-session';
import { useRootData } from '../root';

/**
 * Where a buyer's procurement system sends its user (the start page of the PunchOut setup response, or the OCI
 * entry's redirect): the one-time ticket becomes a session, then the user shops the catalogue, or, in an edit
 * session, finds the returned cart waiting. A refused entry or a spent ticket says so in the user's language.
 */
export default function PunchoutStart() {
  const { t } = useTranslation(['auth', 'errors']);
  const api = useApi();
  const navigate = useNavigate();
  const { config } = useRootData();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const refusal = params.get('error');
  const redeemed = useRef(false);

  const enter = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: async (value: string) => {
      keepSession((await api.call(punchoutShopperEndpoints.start, { body: { ticket: value } })).result);
      return (await api.call(punchoutShopperEndpoints.current)).result;
    },
    onSuccess: (session) => navigate(session?.operation === 'create' ? cataloguePath(config.systemType) : cartPagePath(config.systemType), { replace: true }),
  });

  useEffect(() => {
    if (!ticket || redeemed.current) return;
    redeemed.current = true;
    enter.mutate(ticket);
  }, [ticket, enter]);

  if (!ticket || refusal || enter.isError) {
    const reason = refusal === 'punchoutUnauthorized' || refusal === 'punchoutReturnUrlInvalid' ? refusal : 'punchoutTicketInvalid';
    return <Result status="error" title={t('auth:punchoutFailed')} subTitle={t(`errors:${reason}`)} />;
  }
  return (
    <Spin size="large" description={t('auth:punchoutEntering')}>
      <div style={{ minHeight: 160 }} />
    </Spin>
  );
}
