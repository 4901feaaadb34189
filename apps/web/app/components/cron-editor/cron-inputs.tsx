import { type CronField, type CronUnit, cronBound, isCronValueAllowed } from '@portal/domain';
import { Flex, InputNumber, Radio, Select } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Lets an input stand inside a translated sentence: `Trans` hands its placeholders children, which an input must
 * not get.
 */
export function Slot({ children: _ignored, element }: { element: ReactNode; children?: ReactNode }) {
  return element;
}

type NumberProps = { unit: CronUnit; field: CronField; value: number; label: string; onChange: (value: number) => void };

/** A whole number within the field's bounds (spec section 5); anything else typed is not taken. */
export function CronNumber({ unit, field, value, label, onChange }: NumberProps) {
  const { min, max } = cronBound(unit, field);
  return (
    <InputNumber
      size="small"
      min={min}
      max={max}
      precision={0}
      value={value}
      aria-label={label}
      style={{ width: 76 }}
      onChange={(next) => {
        if (typeof next === 'number' && isCronValueAllowed(unit, field, next)) onChange(next);
      }}
    />
  );
}

type ListProps = { unit: CronUnit; value: number[]; label: string; onChange: (values: number[]) => void };

/** A list of the unit's values; week days by name. */
export function CronList({ unit, value, label, onChange }: ListProps) {
  const { t } = useTranslation('cron');
  const { min, max } = cronBound(unit, 'specificSpecific');
  const options = Array.from({ length: max - min + 1 }, (_, index) => min + index).map((item) => ({
    value: item,
    label: unit === 'week' ? t(`weekdays.${item}`) : String(item),
  }));
  return (
    <Select
      mode="multiple"
      size="small"
      aria-label={label}
      value={value}
      options={options}
      optionFilterProp="label"
      style={{ minWidth: 220, maxWidth: '100%' }}
      onChange={(values: number[]) => onChange([...values].sort((a, b) => a - b))}
    />
  );
}

/** One week day, by name. */
export function CronWeekday({ value, label, onChange }: { value: number; label: string; onChange: (value: number) => void }) {
  const { t } = useTranslation('cron');
  return (
    <Select
      size="small"
      aria-label={label}
      value={value}
      style={{ width: 120 }}
      options={Array.from({ length: 7 }, (_, index) => ({ value: index + 1, label: t(`weekdays.${index + 1}`) }))}
      onChange={onChange}
    />
  );
}

/**
 * One mode of a tab. Without inputs the radio carries the sentence; with inputs the sentence and its inputs stand
 * beside the radio, which is named by `label`.
 */
export function CronOption({ value, label, children }: { value: string | number; label: string; children?: ReactNode }) {
  if (!children) return <Radio value={value}>{label}</Radio>;
  return (
    <Flex align="center" gap={4} wrap>
      <Radio value={value} aria-label={label} style={{ marginInlineEnd: 0 }} />
      {children}
    </Flex>
  );
}

type ModesProps<T extends string | number> = { value: T; onChange: (value: T) => void; children: ReactNode };

/** The modes of a tab, one radio each, one below the other. */
export function CronModes<T extends string | number>({ value, onChange, children }: ModesProps<T>) {
  // Its own radio name: inside a form item antd would name every group after the item, joining them into one.
  const name = useId();
  return (
    // antd gives a radio group font size 0 (for button-style radios); the sentences here need the text size.
    <Radio.Group name={name} value={value} style={{ fontSize: 'inherit' }} onChange={(event) => onChange(event.target.value as T)}>
      <Flex vertical gap={12}>
        {children}
      </Flex>
    </Radio.Group>
  );
}
