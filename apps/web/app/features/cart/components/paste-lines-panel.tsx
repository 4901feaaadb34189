import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { cartWrites, fetchPacks, useCartWrite } from '../api/cart-api';
import { type PasteProblem, parsePastedRows, resolvePastedRows } from '../api/paste-lines';

/**
 * Bulk entry: rows of catalogue number, pack and quantity pasted from a spreadsheet. Every good row goes into the
 * cart; every bad one is named by its row number, and only those stay in the box to be corrected.
 */
export function PasteLinesPanel() {
  const { t } = useTranslation('cart');
  const api = useApi();
  const { message } = App.useApp();
  const add = useCartWrite(cartWrites.add, true);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<PasteProblem[]>([]);
  const [busy, setBusy] = useState(false);

  // Only "no such product" marks a row; any other failure stops the whole paste and is reported as it is.
  const packsOf = (catalogNo: string) =>
    fetchPacks(api, catalogNo).then(
      (product) => product.packs,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    );

  const addRows = async () => {
    setBusy(true);
    try {
      const parsed = parsePastedRows(text);
      const { adds, problems: unknown } = await resolvePastedRows(parsed.rows, packsOf);
      const found = [...parsed.problems, ...unknown];
      const added: number[] = [];
      for (const { row, ...line } of adds) {
        try {
          await add.mutateAsync(line);
          added.push(row);
        } catch (error) {
          found.push({ row, reason: 'refused', value: serverMessage(error) ?? t('addFailed') });
        }
      }
      found.sort((a, b) => a.row - b.row);
      setProblems(found);
      const lines = text.split(/\r?\n/);
      setText(found.map((problem) => lines[problem.row - 1] ?? '').join('\n'));
      if (added.length > 0) void message.success(t('paste.added', { count: added.length }));
      if (added.length === 0 && found.length === 0) void message.warning(t('paste.nothing'));
    } catch (error) {
      void message.error(serverMessage(error) ?? t('addFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="paste-lines">
      <Typography.Text type="secondary">{t('paste.hint')}</Typography.Text>
      <Input.TextArea aria-label={t('paste.label')} rows={4} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('paste.placeholder')} />
      {problems.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('paste.problemsTitle', { count: problems.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {problems.map((problem) => (
                <li key={`${problem.row}-${problem.reason}`}>{t(`paste.problem.${problem.reason}`, { row: problem.row, value: problem.value })}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <div>
        <Button onClick={() => void addRows()} loading={busy} disabled={text.trim() === ''}>
          {t('paste.add')}
        </Button>
      </div>
    </Flex>
  );
}
