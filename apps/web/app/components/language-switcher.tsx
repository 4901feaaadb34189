import { type Language, languageSwitchTarget, offeredLanguages } from '@portal/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRootData } from '../root';

/** Changes language by reloading with `lang` (the server stores the cookie), or moves to the other edition's site. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { config, language } = useRootData();
  const location = useLocation();
  const onChange = (target: Language) => {
    const decision = languageSwitchTarget({ edition: config.edition, target, zhSiteUrl: config.zhSiteUrl, intlSiteUrl: config.intlSiteUrl });
    if (decision.kind === 'external') {
      window.location.assign(decision.url);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.set('lang', decision.language);
    window.location.assign(`${location.pathname}?${params.toString()}`);
  };
  return (
    <Select
      aria-label={t('language')}
      data-testid="language-switcher"
      size="small"
      value={language}
      onChange={onChange}
      popupMatchSelectWidth={false}
      options={offeredLanguages(config.edition).map((value) => ({ value, label: t(`languageName.${value}`) }))}
    />
  );
}
