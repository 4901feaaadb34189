import type { CronDayMode, CronDayState, CronState, CronWeekState } from '@portal/domain';
import { Trans, useTranslation } from 'react-i18next';
import { CronList, CronModes, CronNumber, CronOption, CronWeekday, Slot } from './cron-inputs';

type Props = {
  state: CronState;
  onDayChange: (patch: Partial<CronDayState>) => void;
  onWeekChange: (patch: Partial<CronWeekState>) => void;
};

type WeekChoice = 'byDay' | 'loop' | 'specific' | 'nth' | 'last';

const DAY_MODE: Record<WeekChoice, CronDayMode> = { byDay: 1, loop: 2, specific: 4, nth: 11, last: 11 };

function choiceOf({ day, week }: CronState): WeekChoice {
  if (day.cronEvery === 2) return 'loop';
  if (day.cronEvery === 4) return 'specific';
  if (day.cronEvery === 11) return week.cronEvery;
  return 'byDay';
}

/**
 * The day-of-week tab: day modes 2 (loop), 4 (chosen weekdays) and 11 (the nth or the last weekday of the month),
 * or 'not set' when the day tab decides (which returns to every day).
 */
export function CronWeekTab({ state, onDayChange, onWeekChange }: Props) {
  const { t } = useTranslation('cron');
  const { day, week } = state;
  // The week values first, so the day mode's rules see them.
  const choose = (choice: WeekChoice, weekPatch: Partial<CronWeekState> = {}, dayPatch: Partial<CronDayState> = {}) => {
    if (choice === 'nth' || choice === 'last') onWeekChange({ cronEvery: choice, ...weekPatch });
    else onWeekChange(weekPatch);
    onDayChange({ cronEvery: DAY_MODE[choice], ...dayPatch });
  };
  const labels = { weekday: t('fields.weekday'), start: t('fields.start'), step: t('fields.step'), nth: t('fields.nth') };
  return (
    <CronModes<WeekChoice> value={choiceOf(state)} onChange={choose}>
      <CronOption value="byDay" label={t('week.byDay')} />
      <CronOption value="loop" label={t('modes.loop')}>
        <Trans
          t={t}
          i18nKey="week.loop"
          components={{
            start: (
              <Slot element={<CronWeekday value={week.incrementStart} label={labels.start} onChange={(next) => choose('loop', { incrementStart: next })} />} />
            ),
            step: (
              <Slot
                element={
                  <CronNumber
                    unit="week"
                    field="incrementIncrement"
                    value={week.incrementIncrement}
                    label={labels.step}
                    onChange={(next) => choose('loop', { incrementIncrement: next })}
                  />
                }
              />
            ),
          }}
        />
      </CronOption>
      <CronOption value="specific" label={t('modes.specific')}>
        <span>{t('week.specific')}</span>
        <CronList unit="week" value={week.specificSpecific} label={t('fields.values')} onChange={(next) => choose('specific', { specificSpecific: next })} />
      </CronOption>
      <CronOption value="nth" label={t('modes.nth')}>
        <Trans
          t={t}
          i18nKey="week.nth"
          components={{
            nth: (
              <Slot
                element={
                  <CronNumber
                    unit="week"
                    field="cronNthDayNth"
                    value={week.cronNthDayNth}
                    label={labels.nth}
                    onChange={(next) => choose('nth', { cronNthDayNth: next })}
                  />
                }
              />
            ),
            weekday: (
              <Slot element={<CronWeekday value={week.cronNthDayDay} label={labels.weekday} onChange={(next) => choose('nth', { cronNthDayDay: next })} />} />
            ),
          }}
        />
      </CronOption>
      <CronOption value="last" label={t('modes.last')}>
        <Trans
          t={t}
          i18nKey="week.last"
          components={{
            weekday: (
              <Slot
                element={
                  <CronWeekday
                    value={day.cronLastSpecificDomDay}
                    label={labels.weekday}
                    onChange={(next) => choose('last', {}, { cronLastSpecificDomDay: next })}
                  />
                }
              />
            ),
          }}
        />
      </CronOption>
    </CronModes>
  );
}
