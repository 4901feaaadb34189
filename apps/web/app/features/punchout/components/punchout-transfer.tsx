import { type CurrentPunchout, type ErrorKey, endpointPath, punchoutShopperEndpoints } from '@portal/domain';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRootData } from '../../../root';

/**
 * What replaces the inquiry form in a PunchOut session: the whole cart goes back to the buyer's procurement system at
 * the prices shown, and the buyer's own approval turns it into a purchase order. A plain form posts to the server's
 * transfer page, which posts the cart on to the buyer: the portal's pages may not post to another site themselves.
 */
export function PunchoutTransfer({ session, lineCount }: { session: NonNullable<CurrentPunchout>; lineCount: number }) {
  const { t } = useTranslation(['cart', 'errors']);
  const { config } = useRootData();
  const [params] = useSearchParams();
  const [sending, setSending] = useState(false);
  const refusal = params.get('punchoutError') as ErrorKey | null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="punchout-transfer">
      <Alert type="info" showIcon message={t('punchout.title', { buyer: session.buyerName })} description={t('punchout.hint')} />
      {refusal ? <Alert type="error" showIcon message={t(`errors:${refusal}`, { catalog: params.get('catalog') ?? '' })} /> : null}
      {session.operation === 'inspect' ? (
        <Typography.Text type="secondary">{t('punchout.inspectOnly')}</Typography.Text>
      ) : (
        <form method="post" action={`${config.apiBasePath}${endpointPath(punchoutShopperEndpoints.transferPage)}`} onSubmit={() => setSending(true)}>
          <Space wrap>
            <Button type="primary" size="large" htmlType="submit" disabled={lineCount === 0} loading={sending}>
              {t('punchout.transfer', { count: lineCount })}
            </Button>
            <Typography.Text type="secondary">{t('punchout.wholeCart')}</Typography.Text>
          </Space>
        </form>
      )}
    </Space>
  );
}
