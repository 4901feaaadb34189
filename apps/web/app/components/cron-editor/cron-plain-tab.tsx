import type { CronPlainMode, CronPlainState, CronPlainUnit } from '@portal/domain';
import { Trans, useTranslation } from 'react-i18next';
import { CronList, CronModes, CronNumber, CronOption, Slot } from './cron-inputs';

type Props = { unit: CronPlainUnit; value: CronPlainState; onChange: (patch: Partial<CronPlainState>) => void };

/** The tab of a second, minute, hour, month or year: every value, a start and a step, a range, or chosen values. */
export function CronPlainTab({ unit, value, onChange }: Props) {
  const { t } = useTranslation('cron');
  // Changing a mode's input also chooses that mode.
  const choose = (cronEvery: CronPlainMode, patch: Partial<CronPlainState> = {}) => onChange({ cronEvery, ...patch });
  const number = (mode: CronPlainMode, field: 'incrementStart' | 'incrementIncrement' | 'rangeStart' | 'rangeEnd', label: string) => (
    <Slot element={<CronNumber unit={unit} field={field} value={value[field]} label={label} onChange={(next) => choose(mode, { [field]: next })} />} />
  );
  return (
    <CronModes<CronPlainMode> value={value.cronEvery} onChange={choose}>
      <CronOption value="every" label={t(`every.${unit}`)} />
      <CronOption value="increment" label={t('modes.increment')}>
        <Trans
          t={t}
          i18nKey={`increment.${unit}`}
          components={{ start: number('increment', 'incrementStart', t('fields.start')), step: number('increment', 'incrementIncrement', t('fields.step')) }}
        />
      </CronOption>
      <CronOption value="range" label={t('modes.range')}>
        <Trans
          t={t}
          i18nKey={`range.${unit}`}
          components={{ from: number('range', 'rangeStart', t('fields.from')), to: number('range', 'rangeEnd', t('fields.to')) }}
        />
      </CronOption>
      <CronOption value="specific" label={t('modes.specific')}>
        <span>{t(`specific.${unit}`)}</span>
        <CronList unit={unit} value={value.specificSpecific} label={t('fields.values')} onChange={(next) => choose('specific', { specificSpecific: next })} />
      </CronOption>
    </CronModes>
  );
}
