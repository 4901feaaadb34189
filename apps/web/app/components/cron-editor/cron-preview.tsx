import { CRON_PREVIEW_DEBOUNCE_MS, CRON_RUN_TIME_FORMAT, nextRunTimes } from '@portal/domain';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The next 10 run times of an expression in local time (spec sections 4 and 9), worked out again 500 ms after the
 * expression stops changing; '无执行时间' when there are none.
 */
export function CronPreview({ expression }: { expression: string }) {
  const { t } = useTranslation('cron');
  const [runs, setRuns] = useState(() => nextRunTimes(expression, new Date()));
  useEffect(() => {
    const timer = window.setTimeout(() => setRuns(nextRunTimes(expression, new Date())), CRON_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [expression]);
  return (
    <div data-testid="cron-preview">
      <Typography.Text strong>{t('preview')}</Typography.Text>
      {runs.length === 0 ? (
        <Typography.Paragraph type="secondary" data-testid="cron-no-runs" style={{ margin: '4px 0 0' }}>
          {t('noRuns')}
        </Typography.Paragraph>
      ) : (
        <ol style={{ margin: '4px 0 0', paddingInlineStart: 28, columns: 2, fontVariantNumeric: 'tabular-nums' }}>
          {runs.map((run) => (
            <li key={run.getTime()} data-testid="cron-run">
              {dayjs(run).format(CRON_RUN_TIME_FORMAT)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
