import { SMS_COUNTDOWN_SECONDS, registrationEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../lib/api-client';
import { useApi } from '../lib/browser-api';
import { useRootData } from '../root';

export type SmsMode = '0' | '1' | '2';

/**
 * The get-code button of spec section 4: idle; after a valid recipient it sends and counts 60 s down to 0,
 * then resets; a failed request resets it at once. `recipient` returns the validated number or e-mail
 * address, or null after the form has shown why there is none.
 */
export function SmsCodeButton({
  recipient,
  smsmode,
  channel = 'sms',
}: {
  recipient: () => Promise<string | null>;
  smsmode: SmsMode;
  channel?: 'sms' | 'email';
}) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { edition } = useRootData().config;
  const { message, notification } = App.useApp();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const loginForm = smsmode === '0';

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (to: string) =>
      channel === 'sms'
        ? api.call(registrationEndpoints[edition].sms, { body: { mobile: to, smsmode } })
        : api.call(registrationEndpoints[edition].emailCode, { body: { email: to, smsmode } }),
    onMutate: () => {
      setSecondsLeft(SMS_COUNTDOWN_SECONDS);
      void message.loading({ content: t('smsSending'), duration: 3, key: 'sms' });
    },
    // Spec section 8: the phone login's code says '手机短信已发送！'; the other forms show the server's words.
    onSuccess: ({ message: text }) => void message.success({ content: loginForm && channel === 'sms' ? t('phoneCodeSent') : text, key: 'sms' }),
    onError: (error) => {
      setSecondsLeft(0);
      // Spec section 8: the login form reports a failed send as a notification with the server's reason for a refusal,
      // else '服务器错误！'; other forms as a warning.
      if (loginForm) {
        message.destroy('sms');
        const refusal = error instanceof ApiError && error.status !== null && error.status < 500 ? serverMessage(error) : null;
        notification.error({ title: t('smsFailedTitle'), description: refusal ?? t('serverError'), duration: 4 });
      } else {
        void message.warning({ content: serverMessage(error) ?? t('http:requestFailed'), key: 'sms' });
      }
    },
  });

  const onClick = async () => {
    const to = await recipient();
    if (to) send.mutate(to);
  };

  const counting = secondsLeft > 0;
  return (
    <Button onClick={() => void onClick()} disabled={counting} data-testid="sms-code-button">
      {counting ? t('smsCountdown', { seconds: secondsLeft }) : t('smsGetCode')}
    </Button>
  );
}
