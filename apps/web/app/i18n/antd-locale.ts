import type { Language } from '@portal/domain';
import type { Locale } from 'antd/es/locale';

const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
};

export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (await loaders[language]()).default;
}
