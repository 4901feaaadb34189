import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Greeting, greetingOf } from '../lib/greeting';

/** The greeting of the hour (spec section 9) with the person's name. */
export function GreetingTitle({ name, testId }: { name: string; testId?: string }) {
  const { t } = useTranslation('common');
  // The hour is the visitor's own, known only in the browser; the server renders the name alone.
  const [greeting, setGreeting] = useState<Greeting | null>(null);
  useEffect(() => setGreeting(greetingOf(new Date().getHours())), []);
  return (
    <Typography.Title level={2} data-testid={testId}>
      {greeting ? t(`greeting.${greeting}`, { name }) : name}
    </Typography.Title>
  );
}
