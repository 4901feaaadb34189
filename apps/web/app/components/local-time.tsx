import { CRON_RUN_TIME_FORMAT } from '@portal/domain';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

/**
 * A moment in the reader's own time zone, written as the cron editor's preview writes run times. The server renders
 * the ISO time; the browser, knowing its zone, its local form.
 */
export function LocalTime({ value }: { value: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(dayjs(value).format(CRON_RUN_TIME_FORMAT)), [value]);
  return <time dateTime={value}>{text}</time>;
}
