import { CART_PASTE_MAX_CHARS, type CartPasteResult, cartEndpoints } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import-dialog';
import { serverMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { type PortalCart, cartKeys, cartWrites, useCartWrite } from '../api/cart-api';

/**
 * Bulk entry: rows of catalogue number, specification and quantity, pasted from a spreadsheet or uploaded as one.
 * Every good row goes into the cart; every bad one is named by its row number with the reason, and only those stay
 * in the box to be corrected. An uploaded sheet's bad rows come back as the import's error report.
 */
export function PasteLinesPanel({ kind }: { kind: PortalCart }) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const client = useQueryClient();
  const api = useApi();
  const paste = useCartWrite(cartWrites.paste(kind), true);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<CartPasteResult['problems']>([]);
  const [importing, setImporting] = useState(false);

  const addRows = () =>
    paste.mutate(text, {
      onSuccess: ({ result }) => {
        setProblems(result.problems);
        const lines = text.split(/\r?\n/);
        setText(result.problems.map((problem) => lines[problem.row - 1] ?? '').join('\n'));
        if (result.added > 0) void message.success(t('paste.added', { count: result.added }));
        if (result.added === 0 && result.problems.length === 0) void message.warning(t('paste.nothing'));
      },
      onError: (error) => void message.error(serverMessage(error) ?? t('addFailed')),
    });

  return (
    <Flex vertical gap={8} data-testid="paste-lines">
      <Typography.Text type="secondary">{t('paste.hint')}</Typography.Text>
      <Input.TextArea
        aria-label={t('paste.label')}
        rows={4}
        maxLength={CART_PASTE_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('paste.placeholder')}
      />
      {problems.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('paste.problemsTitle', { count: problems.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {problems.map((problem) => (
                <li key={problem.row}>{t('paste.problemRow', { row: problem.row, message: problem.message })}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button onClick={addRows} loading={paste.isPending} disabled={text.trim() === ''}>
          {t('paste.add')}
        </Button>
        <Button onClick={() => setImporting(true)}>{t('paste.upload')}</Button>
      </Flex>
      <ImportDialog
        open={importing}
        send={(form) => cartWrites.importLines(kind)(api, form)}
        title={t('paste.uploadTitle')}
        template={() => api.fetchFile(cartEndpoints.orderClient.importTemplate)}
        onImported={() => void client.invalidateQueries({ queryKey: cartKeys.all })}
        onClose={() => setImporting(false)}
      />
    </Flex>
  );
}
