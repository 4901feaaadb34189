import { UploadOutlined } from '@ant-design/icons';
import { type CatalogImportReport, UPLOAD_MAX_BYTES } from '@portal/domain';
import { Alert, App, Button, Flex, Modal, Table, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useImportProducts } from '../api/catalog-desk-api';

type ImportError = CatalogImportReport['errors'][number];

/**
 * The catalogue's spreadsheet import. The app's import dialog answers with a downloadable error file; this one
 * shows the report itself — counts and every refused row with its reason — in the dialog, so staff can fix the
 * sheet and send it again.
 */
export function ProductImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['catalog-desk', 'common', 'catalog']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportProducts();
  const report = importing.data;

  const close = () => {
    setFile(null);
    importing.reset();
    onClose();
  };

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
      void message.warning(t('import.xlsxOnly'));
      return Upload.LIST_IGNORE;
    }
    if (chosen.size > UPLOAD_MAX_BYTES) {
      void message.warning(t('common:upload.tooLarge', { name: chosen.name }));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    importing.reset();
    return false;
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      destroyOnHidden
      width={760}
      footer={[
        <Button key="close" onClick={close}>
          {t('import.close')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={importing.isPending} onClick={() => file && importing.mutate(file)}>
          {t('common:import.start')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('import.hint')}
        </Typography.Paragraph>
        <Upload
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name }] : []}
          beforeUpload={beforeUpload}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{t('common:import.choose')}</Button>
        </Upload>
        {importing.error ? <Alert type="error" showIcon title={serverMessage(importing.error) ?? t('common:import.failed')} /> : null}
        {report ? (
          <>
            <Alert
              data-testid="import-report"
              type={report.errors.length > 0 ? 'warning' : 'success'}
              showIcon
              title={t('import.summary', { total: report.total, created: report.created, updated: report.updated, failed: report.errors.length })}
            />
            {report.errors.length > 0 ? (
              <Table<ImportError>
                size="small"
                data-testid="import-errors"
                rowKey={(error) => `${error.row}-${error.catalogNo}-${error.message}`}
                dataSource={report.errors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { key: 'row', title: t('import.row'), dataIndex: 'row', width: 80 },
                  { key: 'catalogNo', title: t('catalog:catalogNo'), dataIndex: 'catalogNo', width: 160 },
                  { key: 'message', title: t('import.reason'), dataIndex: 'message' },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
