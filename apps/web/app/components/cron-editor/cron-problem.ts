import { type CronExpressionProblem, cronProblemParams } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The text of a cron problem, naming what the part accepts; the server refuses a schedule with the same text. */
export function useCronProblemText(): (problem: CronExpressionProblem) => string {
  const { t } = useTranslation('errors');
  return (problem) => t(problem, cronProblemParams(problem));
}
