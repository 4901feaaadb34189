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
import { useCronProblemText } from './cron-problem';
import { CronWeekTab } from './cron-week-tab';

/** Spec sections 2 and 9: the cron editor dialog is 608 px wide. */
export const CRON_MODAL_WIDTH = 608;

const TAB_ORDER = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;

type EditorProps = { value?: string | null; onOk: (expression: string) => void; onCancel: () => void };

/**
 * The dialog's content; it is rebuilt on every opening, so it always starts from the value it is given. Until a tab
 * changes what the expression says, the value is shown and handed back exactly as written: opening and confirming
 * never rewrites a schedule, and one that is not valid is shown with its problem rather than replaced.
 */
function CronEditor({ value, onOk, onCancel }: EditorProps) {
  const { t } = useTranslation('cron');
  const problemText = useCronProblemText();
  const opened = value?.trim() ? value : null;
  const [openedState] = useState<CronState>(() => parseCronExpression(value));
  const [state, setState] = useState<CronState>(openedState);
  // What the person typed in the expression field, until they change a tab again.
  const [typed, setTyped] = useState<string | null>(null);
  const generated = generateCronExpression(state);
  const asOpened = typed === null && opened !== null && generated === generateCronExpression(openedState);
  const expression = typed ?? (asOpened ? opened : generated);
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
        <Flex vertical gap={4}>
          <Typography.Text type="danger" data-testid="cron-problem">
            {problemText(problem)}
          </Typography.Text>
          {asOpened ? <Typography.Text type="secondary">{t('notShown')}</Typography.Text> : null}
        </Flex>
      ) : (
        <CronPreview expression={expression} />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" disabled={problem !== null} onClick={() => onOk(typed === null ? expression : normalizeCronExpression(typed))}>
          {t('ok')}
        </Button>
      </Flex>
    </Flex>
  );
}

type Props = EditorProps & { open: boolean };

/**
 * The cron editor dialog (spec section 4): one tab per unit, the expression (editable; typing re-reads the tabs),
 * the next run times, and OK, which hands the expression to `onOk`. Opening reads `value` into the tabs, falling
 * back to 'every' for what is not valid, while the expression keeps the value until it is edited.
 */
export function CronEditorModal({ open, value, onOk, onCancel }: Props) {
  const { t } = useTranslation('cron');
  return (
    <Modal open={open} title={t('title')} width={CRON_MODAL_WIDTH} footer={null} onCancel={onCancel} destroyOnHidden>
      <CronEditor value={value} onOk={onOk} onCancel={onCancel} />
    </Modal>
  );
}
