import { FieldTimeOutlined } from '@ant-design/icons';
import { cronExpressionProblem } from '@portal/domain';
import { Button, type FormRule, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CronEditorModal } from './cron-editor-modal';
import { useCronProblemText } from './cron-problem';

type Props = {
  /** The expression, as an antd Form.Item hands it over. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
};

/** A form control for a cron expression: the text itself, and a button opening the cron editor on it. */
export function CronInput({ value, onChange, id, disabled }: Props) {
  const { t } = useTranslation('cron');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          disabled={disabled}
          placeholder={t('placeholder')}
          style={{ fontFamily: 'monospace' }}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Button icon={<FieldTimeOutlined aria-hidden />} disabled={disabled} onClick={() => setOpen(true)}>
          {t('edit')}
        </Button>
      </Space.Compact>
      <CronEditorModal
        open={open}
        value={value}
        onOk={(expression) => {
          onChange?.(expression);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** A form rule refusing an expression that is empty or not valid, with the reason (spec section 5). */
export function useCronExpressionRule(): FormRule {
  const problemText = useCronProblemText();
  return {
    validator: async (_rule, value?: string) => {
      const problem = cronExpressionProblem(value);
      if (problem) throw new Error(problemText(problem));
    },
  };
}
