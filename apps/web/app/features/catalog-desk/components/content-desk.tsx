import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FaqPanel } from './faq-panel';
import { NewsPanel } from './news-panel';
import { PagesPanel } from './pages-panel';

const TABS = ['news', 'faq', 'pages'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** News, FAQ and pages side by side, the open tab kept in the URL so it survives a reload. */
export function ContentDesk() {
  const { t } = useTranslation('catalog-desk');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  return (
    <Tabs
      activeKey={isTab(tab) ? tab : 'news'}
      onChange={(next) => setParams({ tab: next }, { replace: true })}
      items={[
        { key: 'news', label: t('content.news'), children: <NewsPanel /> },
        { key: 'faq', label: t('content.faq'), children: <FaqPanel /> },
        { key: 'pages', label: t('content.pages'), children: <PagesPanel /> },
      ]}
    />
  );
}
