import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DRAWER_HEIGHT_PX, lineSearchPath } from '@portal/domain';
import { Button, Drawer, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHeaderSearch } from '../hooks/use-header-search';
import styles from './catalogue-shell.module.css';

/** Header B's search icon: a drawer from the top (180 px high) whose search goes to route Search1. */
export function LineSearchDrawer() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const search = useHeaderSearch((text, now) => lineSearchPath({ pathname, text, now }));
  return (
    <>
      <Button type="text" icon={<SearchOutlined />} aria-label={t('shell.search.open')} onClick={() => setOpen(true)} data-testid="search-drawer-open" />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="top"
        size={SEARCH_DRAWER_HEIGHT_PX}
        title={t('shell.search.drawerTitle')}
        data-testid="search-drawer"
        destroyOnHidden
      >
        <Input.Search
          className={styles.drawerSearch}
          aria-label={t('shell.search.label')}
          placeholder={t('shell.search.placeholder')}
          enterButton={t('shell.search.submit')}
          size="large"
          autoFocus
          onSearch={(text) => {
            if (search(text)) setOpen(false);
          }}
        />
      </Drawer>
    </>
  );
}
