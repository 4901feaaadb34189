import { type Language, languageSwitchTarget, offeredLanguages } from '@portal/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type RootData, useRootData } from '../root';

/** Where choosing a language leads: this page again with `lang` (the server stores the cookie), or the other edition's site. */
function languageHref(config: RootData['config'], target: Language, location: { pathname: string; search: string }): string {
  const decision = languageSwitchTarget({ edition: config.edition, target, zhSiteUrl: config.zhSiteUrl, intlSiteUrl: config.intlSiteUrl });
  if (decision.kind === 'external') return decision.url;
  const params = new URLSearchParams(location.search);
  params.set('lang', decision.language);
  return `${location.pathname}?${params.toString()}`;
}

/** The portal's language switcher. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { config, language } = useRootData();
  const location = useLocation();
  return (
    <Select
      aria-label={t('language')}
      data-testid="language-switcher"
      size="small"
      value={language}
      onChange={(target: Language) => window.location.assign(languageHref(config, target, location))}
      popupMatchSelectWidth={false}
      options={offeredLanguages(config.edition).map((value) => ({ value, label: t(`languageName.${value}`) }))}
    />
  );
}

/**
 * The catalogue's language switcher: a native select whose options are the addresses to go to, opened by the
 * islands script (app/islands), so it works on pages sent without the React app.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { config, language } = useRootData();
  const location = useLocation();
  return (
    <select
      aria-label={t('language')}
      data-testid="language-switcher"
      data-island="navigate"
      defaultValue={languageHref(config, language, location)}
      className={className}
      autoComplete="off"
    >
      {offeredLanguages(config.edition).map((value) => (
        <option key={value} value={languageHref(config, value, location)}>
          {t(`languageName.${value}`)}
        </option>
      ))}
    </select>
  );
}
