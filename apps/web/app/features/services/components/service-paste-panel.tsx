import { UploadOutlined } from '@ant-design/icons';
import { type ServiceKey, serviceFields, servicesEndpoints } from '@portal/domain';
import { Alert, Button, Flex, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { pastedServiceRows, serviceRowsFromCells } from '../api/service-rows';

const PASTE_MAX_CHARS = 400_000;

type Props = { service: ServiceKey; onRows: (rows: Record<string, unknown>[]) => void };

/**
 * Many rows at once: copied from a spreadsheet (one row per line, cells in the table's column order) or an uploaded
 * .xlsx read on the server; either way they are added below the table's rows, to be checked like typed ones.
 */
export function ServicePastePanel({ service, onRows }: Props) {
  const { t } = useTranslation(['service-pages', 'services', 'http']);
  const api = useApi();
  const [text, setText] = useState('');
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const columns = serviceFields(service)
    .map((field) => t(`services:field_${field.name}`))
    .join(' ⇥ ');
  const add = () => {
    const rows = pastedServiceRows(service, text, t);
    if (rows.length === 0) return;
    onRows(rows);
    setText('');
  };
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setReading(true);
    setFailure(null);
    try {
      const { result } = await api.call(servicesEndpoints.sheetRows, { form });
      onRows(serviceRowsFromCells(service, result.rows, t));
    } catch (error) {
      setFailure(serverMessage(error) ?? t('http:requestFailed'));
    } finally {
      setReading(false);
    }
  };
  return (
    <Flex vertical gap={8} data-testid="service-paste">
      <Typography.Text type="secondary">{t('paste.hint', { columns })}</Typography.Text>
      <Input.TextArea
        aria-label={t('paste.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={5}
        maxLength={PASTE_MAX_CHARS}
        spellCheck={false}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
      />
      <Flex gap={8} wrap>
        <Button onClick={add} disabled={text.trim() === ''}>
          {t('paste.add')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={reading} data-testid="service-sheet">
            {t('paste.upload')}
          </Button>
        </Upload>
      </Flex>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </Flex>
  );
}
