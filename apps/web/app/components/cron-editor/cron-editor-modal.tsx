import {
  type CronState,
  type CronUnit,
  cronExpressionProblem,
  generateCronExpression,
  normalizeCronExpression,
  parseCronExpression,
  updateCronState,
} from '@portal/domain';
import { Button, Flex, Input, Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CronDayTab } from './cron-day-tab';
import { CronPlainTab } from './cron-plain-tab';
import { CronPreview } from './cron-preview';
import { CronWeekTab } from './cron-week-tab';

/** Spec sections 2 and 9: the cron editor dialog is 608 px wide. */
export const CRON_MODAL_WIDTH = 608;

const TAB_ORDER = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;

type EditorProps = { value?: string | null; onOk: (expression: string) => void; onCancel: () => void };

/** The dialog's content; it is rebuilt on every opening, so it always starts from the value it is given. */
function CronEditor({ value, onOk, onCancel }: EditorProps) {
  const { t } = useTranslation('cron');
  const [state, setState] = useState<CronState>(() => parseCronExpression(value));
  // What the person typed in the expression field, until they change a tab again.
  const [typed, setTyped] = useState<string | null>(null);
  const expression = typed ?? generateCronExpression(state);
  const problem = cronExpressionProblem(expression);

  const change = <U extends CronUnit>(unit: U, patch: Partial<CronState[U]>) => {
    setTyped(null);
    setState((current) => updateCronState(current, unit, patch));
  };
  const edit = (text: string) => {
    setTyped(text);
    if (cronExpressionProblem(text) === null) setState(parseCronExpression(text));
  };

  const tab = (unit: (typeof TAB_ORDER)[number]) => {
    if (unit === 'day') return <CronDayTab state={state} onDayChange={(patch) => change('day', patch)} />;
    if (unit === 'week') return <CronWeekTab state={state} onDayChange={(patch) => change('day', patch)} onWeekChange={(patch) => change('week', patch)} />;
    return <CronPlainTab unit={unit} value={state[unit]} onChange={(patch) => change(unit, patch)} />;
  };

  return (
    <Flex vertical gap={16}>
      <Tabs size="small" items={TAB_ORDER.map((unit) => ({ key: unit, label: t(`tabs.${unit}`), children: tab(unit) }))} />
      <label>
        <Typography.Text strong>{t('expression')}</Typography.Text>
        <Input
          data-testid="cron-expression"
          value={expression}
          status={problem ? 'error' : undefined}
          style={{ marginTop: 4, fontFamily: 'monospace' }}
          onChange={(event) => edit(event.target.value)}
        />
      </label>
      {problem ? (
        <Typography.Text type="danger" data-testid="cron-problem">
          {t(`problems.${problem}`)}
        </Typography.Text>
      ) : (
        <CronPreview expression={expression} />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" disabled={problem !== null} onClick={() => onOk(normalizeCronExpression(expression))}>
          {t('ok')}
        </Button>
      </Flex>
    </Flex>
  );
}

type Props = EditorProps & { open: boolean };

/**
 * The cron editor dialog (spec section 4): one tab per unit, the expression (editable; typing re-reads the tabs),
 * the next run times, and OK, which hands the expression to `onOk`. Opening reads `value`, falling back to 'every'
 * for what it cannot read.
 */
export function CronEditorModal({ open, value, onOk, onCancel }: Props) {
  const { t } = useTranslation('cron');
  return (
    <Modal open={open} title={t('title')} width={CRON_MODAL_WIDTH} footer={null} onCancel={onCancel} destroyOnHidden>
      <CronEditor value={value} onOk={onOk} onCancel={onCancel} />
    </Modal>
  );
}
