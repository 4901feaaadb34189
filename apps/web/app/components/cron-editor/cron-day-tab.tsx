import { type CronDayMode, type CronDayState, type CronState, isWeekDayMode } from '@portal/domain';
import { Trans, useTranslation } from 'react-i18next';
import { CronList, CronModes, CronNumber, CronOption, Slot } from './cron-inputs';

type DayNumberField = 'incrementStart' | 'incrementIncrement' | 'rangeStart' | 'rangeEnd' | 'cronDaysBeforeEomMinus' | 'cronDaysNearestWeekday';

type Props = { state: CronState; onDayChange: (patch: Partial<CronDayState>) => void };

/** A choice on the week tab leaves the day of month unset; choosing it here opens the chosen weekdays (mode 4). */
const BY_WEEK = 'byWeek';

/** The day-of-month tab: day modes 1, 3, 5, 6, 7, 8, 9 and 10, or 'not set' when the week tab decides. */
export function CronDayTab({ state, onDayChange }: Props) {
  const { t } = useTranslation('cron');
  const { day } = state;
  const choose = (cronEvery: CronDayMode, patch: Partial<CronDayState> = {}) => onDayChange({ cronEvery, ...patch });
  const number = (mode: CronDayMode, field: DayNumberField, label: string) => (
    <Slot element={<CronNumber unit="day" field={field} value={day[field]} label={label} onChange={(next) => choose(mode, { [field]: next })} />} />
  );
  return (
    <CronModes<CronDayMode | typeof BY_WEEK>
      value={isWeekDayMode(day.cronEvery) ? BY_WEEK : day.cronEvery}
      onChange={(next) => choose(next === BY_WEEK ? 4 : next)}
    >
      <CronOption value={1} label={t('day.every')} />
      <CronOption value={BY_WEEK} label={t('day.byWeek')} />
      <CronOption value={3} label={t('modes.increment')}>
        <Trans
          t={t}
          i18nKey="day.increment"
          components={{ start: number(3, 'incrementStart', t('fields.start')), step: number(3, 'incrementIncrement', t('fields.step')) }}
        />
      </CronOption>
      <CronOption value={5} label={t('modes.specific')}>
        <span>{t('day.specific')}</span>
        <CronList unit="day" value={day.specificSpecific} label={t('fields.values')} onChange={(next) => choose(5, { specificSpecific: next })} />
      </CronOption>
      <CronOption value={8} label={t('modes.range')}>
        <Trans t={t} i18nKey="day.range" components={{ from: number(8, 'rangeStart', t('fields.from')), to: number(8, 'rangeEnd', t('fields.to')) }} />
      </CronOption>
      <CronOption value={6} label={t('day.last')} />
      <CronOption value={7} label={t('day.lastWorkday')} />
      <CronOption value={9} label={t('modes.beforeEnd')}>
        <Trans t={t} i18nKey="day.beforeEnd" components={{ days: number(9, 'cronDaysBeforeEomMinus', t('fields.days')) }} />
      </CronOption>
      <CronOption value={10} label={t('modes.nearestWorkday')}>
        <Trans t={t} i18nKey="day.nearestWorkday" components={{ day: number(10, 'cronDaysNearestWeekday', t('fields.day')) }} />
      </CronOption>
    </CronModes>
  );
}
