import { Card, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/about', key: 'about' },
  { to: '/Introduce', key: 'introduce' },
  { to: '/News', key: 'news' },
  { to: '/FAQ', key: 'faq' },
  { to: '/ServiceSupport', key: 'serviceSupport' },
  { to: '/ContactUs', key: 'contact' },
] as const;

/** The about section's own menu, beside each of its pages. */
export function AboutLinks() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  return (
    <Card size="small" title={t('aboutMenu.title')}>
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        style={{ borderInlineEnd: 'none' }}
        items={LINKS.map((link) => ({ key: link.to, label: <Link to={link.to}>{t(`aboutMenu.${link.key}`)}</Link> }))}
      />
    </Card>
  );
}
