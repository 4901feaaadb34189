import { type ServiceKey, serviceFields } from '@portal/domain';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastedServiceRows } from '../api/service-rows';

const PASTE_MAX_CHARS = 400_000;

type Props = { service: ServiceKey; onRows: (rows: Record<string, unknown>[]) => void };

/** Rows copied from a spreadsheet (one row per line, cells in the table's column order) added below the table's rows. */
export function ServicePastePanel({ service, onRows }: Props) {
  const { t } = useTranslation(['service-pages', 'services']);
  const [text, setText] = useState('');
  const columns = serviceFields(service)
    .map((field) => t(`services:field_${field.name}`))
    .join(' ⇥ ');
  const add = () => {
    const rows = pastedServiceRows(service, text, t);
    if (rows.length === 0) return;
    onRows(rows);
    setText('');
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
      <div>
        <Button onClick={add} disabled={text.trim() === ''}>
          {t('paste.add')}
        </Button>
      </div>
    </Flex>
  );
}
