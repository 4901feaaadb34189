import type { PunchoutBuyer } from '@portal/domain';
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '../../../components/local-time';
import { serverMessage } from '../../../lib/api-client';
import { usePunchoutBuyers, useRotatePunchoutSecret } from '../api/punchout-desk-api';
import { PunchoutBuyerModal } from './punchout-buyer-modal';
import styles from './punchout-desk.module.css';
import { SecretRevealModal } from '../../../components/secret-reveal-modal';

const noWrap = () => ({ className: styles.nowrap });

/** What the buyer's requests are recognised by: the From credential (identity over domain) for cXML, the user name for OCI. */
function BuyerIdentity({ buyer }: { buyer: PunchoutBuyer }) {
  if (buyer.protocol === 'oci') return <Typography.Text code>{buyer.ociUsername}</Typography.Text>;
  return (
    <>
      <Typography.Text code>{buyer.fromIdentity}</Typography.Text>
      {buyer.fromDomain ? (
        <>
          <br />
          <Typography.Text type="secondary">{buyer.fromDomain}</Typography.Text>
        </>
      ) : null}
    </>
  );
}

/** The buyers whose procurement systems punch out to the catalogue, with their secret's start and their traffic. */
export function PunchoutBuyersTable({
  onShowSessions,
  onShowDocuments,
}: {
  onShowSessions: (buyerId: string) => void;
  onShowDocuments: (buyerId: string) => void;
}) {
  const { t } = useTranslation(['punchout', 'catalog-desk']);
  const { message } = App.useApp();
  const buyers = usePunchoutBuyers();
  const rotate = useRotatePunchoutSecret();
  const [editing, setEditing] = useState<{ buyer: PunchoutBuyer | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const renewSecret = async (id: string) => {
    try {
      setSecret((await rotate.mutateAsync(id)).secret);
      void message.success(t('rotated'));
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing({ buyer: null })}>
          {t('add')}
        </Button>
      </Space>
      <Table<PunchoutBuyer>
        rowKey="id"
        loading={buyers.isLoading}
        dataSource={buyers.data ?? []}
        pagination={false}
        locale={{ emptyText: t('noBuyers') }}
        data-testid="punchout-buyers"
        scroll={{ x: true }}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'name', minWidth: 160 },
          { key: 'protocol', title: t('protocolColumn'), render: (_value, buyer) => <Tag>{t(`protocol.${buyer.protocol}`)}</Tag> },
          { key: 'identity', title: t('identity'), onCell: noWrap, render: (_value, buyer) => <BuyerIdentity buyer={buyer} /> },
          { key: 'priceGroup', title: t('priceGroup'), render: (_value, buyer) => t(`catalog-desk:priceGroup.${buyer.priceGroup}`) },
          {
            key: 'enabled',
            title: t('state'),
            render: (_value, buyer) => <Tag color={buyer.enabled ? 'green' : 'default'}>{buyer.enabled ? t('enabled') : t('disabled')}</Tag>,
          },
          { key: 'secret', title: t('secret'), onCell: noWrap, render: (_value, buyer) => <Typography.Text code>{`${buyer.secretHint}…`}</Typography.Text> },
          { key: 'sessions', title: t('sessionCount'), dataIndex: 'sessions', align: 'right' },
          { key: 'orders', title: t('orderCount'), dataIndex: 'orders', align: 'right' },
          { key: 'created', title: t('createdAt'), onCell: noWrap, render: (_value, buyer) => <LocalTime value={buyer.createdAt} /> },
          {
            key: 'actions',
            title: t('actions'),
            fixed: 'right',
            onCell: noWrap,
            render: (_value, buyer) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing({ buyer })}>
                  {t('edit')}
                </Button>
                <Popconfirm title={t('rotateConfirm')} onConfirm={() => void renewSecret(buyer.id)}>
                  <Button size="small">{t('rotate')}</Button>
                </Popconfirm>
                <Button size="small" onClick={() => onShowSessions(buyer.id)}>
                  {t('sessions')}
                </Button>
                <Button size="small" onClick={() => onShowDocuments(buyer.id)}>
                  {t('documents')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PunchoutBuyerModal open={editing !== null} buyer={editing?.buyer ?? null} onClose={() => setEditing(null)} onSecret={setSecret} />
      <SecretRevealModal secret={secret} title={t('secretTitle')} warning={t('secretOnce')} testId="punchout-secret" onClose={() => setSecret(null)} />
    </>
  );
}
