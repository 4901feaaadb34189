import { type Address, addressImportEndpoints, formatAddress } from '@portal/domain';
import { App, Button, Card, Empty, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import-dialog';
import { useApi } from '../../../lib/browser-api';
import { useSessionDownload } from '../../../lib/session-download';
import { useRootData } from '../../../root';
import { addressWrites, useAddressMutation, useAddresses, useAddressesChanged } from '../api/account-api';
import { AddressFormModal } from './address-form-modal';

/** The customer's shipping addresses: one default, add, edit, delete, and an Excel import. */
export function AddressBook() {
  const { t } = useTranslation(['account', 'common']);
  const { message } = App.useApp();
  const { config } = useRootData();
  const addresses = useAddresses();
  const makeDefault = useAddressMutation(addressWrites.makeDefault);
  const remove = useAddressMutation(addressWrites.remove);
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const addressesChanged = useAddressesChanged();
  const download = useSessionDownload();
  const api = useApi();

  return (
    <>
      <Flex justify="flex-end" gap={8} wrap style={{ marginBottom: 16 }}>
        <Button
          onClick={() => download((api) => api.fetchFile(addressImportEndpoints.importTemplate)).catch(() => message.error(t('common:import.downloadFailed')))}
        >
          {t('common:import.template')}
        </Button>
        <Button onClick={() => setImporting(true)}>{t('importAddresses')}</Button>
        <Button type="primary" onClick={() => setEditing({ address: null })}>
          {t('addAddress')}
        </Button>
      </Flex>
      {addresses.data?.length === 0 ? <Empty description={t('noAddresses')} /> : null}
      <Flex vertical gap={12}>
        {(addresses.data ?? []).map((address) => (
          <Card
            key={address.id}
            size="small"
            data-testid="address-card"
            title={
              <Space>
                {address.contact}
                <Typography.Text type="secondary">{address.phone}</Typography.Text>
                {address.isDefault ? <Tag color="blue">{t('default')}</Tag> : null}
              </Space>
            }
            extra={
              <Space>
                {address.isDefault ? null : (
                  <Button size="small" onClick={() => makeDefault.mutate(address.id)}>
                    {t('setDefault')}
                  </Button>
                )}
                <Button size="small" onClick={() => setEditing({ address })}>
                  {t('edit')}
                </Button>
                <Popconfirm title={t('deleteAddressConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutate(address.id)}>
                  <Button size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            }
          >
            <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="address-text">
              {formatAddress(address, config.edition)}
            </Typography.Paragraph>
            {address.company ? <Typography.Text type="secondary">{address.company}</Typography.Text> : null}
          </Card>
        ))}
      </Flex>
      <AddressFormModal open={editing !== null} address={editing?.address ?? null} onClose={() => setEditing(null)} />
      <ImportDialog
        open={importing}
        send={(form) => api.call(addressImportEndpoints.importExcel, { form })}
        title={t('importAddressesTitle')}
        template={() => api.fetchFile(addressImportEndpoints.importTemplate)}
        onImported={() => void addressesChanged()}
        onClose={() => setImporting(false)}
      />
    </>
  );
}
