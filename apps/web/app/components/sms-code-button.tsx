import { SMS_COUNTDOWN_SECONDS } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useApi } from '../lib/browser-api';

export type SmsMode = '0' | '1' | '2';

/**
 * The get-code button of spec section 4: idle; after a valid number it sends and counts 60 s down to 0,
 * then resets; a failed request resets it at once. `mobile` returns the validated number, or null after
 * showing why there is none.
 */
export function SmsCodeButton({ mobile, smsmode }: { mobile: () => Promise<string | null>; smsmode: SmsMode }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { message } = App.useApp();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (number: string) => api.post<null>('/by-order-client/customer/sms', { mobile: number, smsmode }),
    onMutate: () => {
      setSecondsLeft(SMS_COUNTDOWN_SECONDS);
      void message.loading({ content: t('smsSending'), duration: 3, key: 'sms' });
    },
    onSuccess: ({ message: text }) => void message.success({ content: text, key: 'sms' }),
    onError: (error) => {
      setSecondsLeft(0);
      const text = error instanceof ApiError && error.envelope ? error.envelope.message : t('http:requestFailed');
      void message.warning({ content: text, key: 'sms' });
    },
  });

  const onClick = async () => {
    const number = await mobile();
    if (number) send.mutate(number);
  };

  const counting = secondsLeft > 0;
  return (
    <Button onClick={() => void onClick()} disabled={counting} data-testid="sms-code-button">
      {counting ? t('smsCountdown', { seconds: secondsLeft }) : t('smsGetCode')}
    </Button>
  );
}
