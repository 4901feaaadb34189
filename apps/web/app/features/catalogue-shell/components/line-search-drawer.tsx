import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lineSearchRoute } from '../../../navigation/catalogue-shell';
import { CatalogueSearchBox } from './catalogue-search-box';
import { ShellDrawer } from './menu-drawer';

/** Header B's search icon: a drawer from the top (180 px high, spec section 9) whose search goes to route Search1. */
export function LineSearchDrawer() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <ShellDrawer
      opener={<SearchOutlined aria-label={t('shell.search.open')} />}
      openerTestId="search-drawer-open"
      testId="search-drawer"
      title={t('shell.search.drawerTitle')}
      placement="top"
    >
      <CatalogueSearchBox kind="line" action={lineSearchRoute(pathname)} autoFocus />
    </ShellDrawer>
  );
}
