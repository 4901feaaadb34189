import type { PunchoutSession } from '@portal/domain';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '../../../components/local-time';
import { type SessionQuery, usePunchoutBuyers, usePunchoutSessions } from '../api/punchout-desk-api';
import { PunchoutBuyerSelect } from './punchout-buyer-select';

const STATE_COLOURS: Record<PunchoutSession['state'], string> = {
  started: 'default',
  open: 'blue',
  transferred: 'cyan',
  ordered: 'green',
  expired: 'orange',
};

/**
 * One buyer's PunchOut sessions, newest first: who shopped, how far the cart went, and the order it became. Until staff
 * choose a buyer, the first one is shown.
 */
export function PunchoutSessionsTable({
  query,
  onQuery,
  onShowDocuments,
}: {
  query: SessionQuery;
  onQuery: (query: SessionQuery) => void;
  onShowDocuments: (session: PunchoutSession) => void;
}) {
  const { t } = useTranslation('punchout');
  const buyers = usePunchoutBuyers();
  const buyerId = query.buyerId || (buyers.data?.[0]?.id ?? '');
  const shown = { ...query, buyerId };
  const sessions = usePunchoutSessions(shown);

  if (buyers.data && buyers.data.length === 0) return <Empty description={t('noBuyers')} />;
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <PunchoutBuyerSelect value={buyerId || undefined} onChange={(chosen) => onQuery({ ...query, pageNo: 1, buyerId: chosen ?? '' })} />
      </Space>
      <Table<PunchoutSession>
        rowKey="id"
        loading={sessions.isLoading}
        dataSource={sessions.data?.records ?? []}
        data-testid="punchout-sessions"
        scroll={{ x: true }}
        locale={{ emptyText: t('noSessions') }}
        pagination={{
          current: shown.pageNo,
          pageSize: shown.pageSize,
          total: sessions.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (pageNo) => onQuery({ ...shown, pageNo }),
        }}
        columns={[
          { key: 'created', title: t('startedAt'), render: (_value, session) => <LocalTime value={session.createdAt} /> },
          {
            key: 'user',
            title: t('user'),
            render: (_value, session) => (
              <>
                {session.userName || '—'}
                {session.userEmail ? (
                  <>
                    <br />
                    <Typography.Text type="secondary">{session.userEmail}</Typography.Text>
                  </>
                ) : null}
              </>
            ),
          },
          { key: 'operation', title: t('operation'), render: (_value, session) => t(`operations.${session.operation}`) },
          {
            key: 'state',
            title: t('state'),
            render: (_value, session) => <Tag color={STATE_COLOURS[session.state]}>{t(`sessionStates.${session.state}`)}</Tag>,
          },
          { key: 'lines', title: t('lines'), dataIndex: 'lineCount', align: 'right' },
          {
            key: 'transferred',
            title: t('transferredAt'),
            render: (_value, session) => (session.transferredAt ? <LocalTime value={session.transferredAt} /> : '—'),
          },
          { key: 'order', title: t('orderNo'), render: (_value, session) => session.orderNo ?? '—' },
          {
            key: 'actions',
            title: t('actions'),
            render: (_value, session) => (
              <Button size="small" onClick={() => onShowDocuments(session)}>
                {t('documents')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
