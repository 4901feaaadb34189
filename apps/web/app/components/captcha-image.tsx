import { captchaEndpoints } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../lib/browser-api';
import styles from './captcha-image.module.css';

export type Captcha = { checkKey: string; image: string | null; refresh: () => void };

/** A captcha keyed by a fresh timestamp; `refresh` asks for a new image (the old answer is spent). */
export function useCaptcha(): Captcha {
  const api = useApi();
  const [checkKey, setCheckKey] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const refresh = useCallback(() => setCheckKey(String(Date.now())), []);

  useEffect(refresh, [refresh]);
  useEffect(() => {
    if (!checkKey) return;
    let current = true;
    api.call(captchaEndpoints.image, { params: { checkKey } }).then(
      ({ result }) => current && setImage(result),
      // Spec section 4: the image loads, or the default stays.
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [api, checkKey]);

  return { checkKey, image, refresh };
}

export function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className={styles.button} onClick={captcha.refresh} title={t('captchaRefresh')} data-testid="captcha-image">
      {captcha.image ? <img src={captcha.image} alt={t('captchaAlt')} width={120} height={40} /> : <span>{t('captchaRefresh')}</span>}
    </button>
  );
}
