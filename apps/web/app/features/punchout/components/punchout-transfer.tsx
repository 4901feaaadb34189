import type { CurrentPunchout } from '@portal/domain';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTransferToProcurement } from '../api/punchout-api';

/**
 * What replaces the inquiry form in a PunchOut session: the whole cart goes back to the buyer's procurement system at
 * the prices shown, and the buyer's own approval turns it into a purchase order.
 */
export function PunchoutTransfer({ session, lineCount }: { session: NonNullable<CurrentPunchout>; lineCount: number }) {
  const { t } = useTranslation('cart');
  const transfer = useTransferToProcurement();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="punchout-transfer">
      <Alert type="info" showIcon message={t('punchout.title', { buyer: session.buyerName })} description={t('punchout.hint')} />
      {session.operation === 'inspect' ? (
        <Typography.Text type="secondary">{t('punchout.inspectOnly')}</Typography.Text>
      ) : (
        <Space wrap>
          <Button type="primary" size="large" disabled={lineCount === 0} loading={transfer.isPending || transfer.isSuccess} onClick={() => transfer.mutate()}>
            {t('punchout.transfer', { count: lineCount })}
          </Button>
          <Typography.Text type="secondary">{t('punchout.wholeCart')}</Typography.Text>
        </Space>
      )}
    </Space>
  );
}
