import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { type MenuItem, menuTrail } from '@portal/domain';
import { App, Breadcrumb, Button, ConfigProvider, Drawer, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDevice } from '../../hooks/use-device';
import { SIDER_COLLAPSED_WIDTH_PX, SIDER_WIDTH_PX, isTopMenu } from '../../navigation/layout-settings';
import { DocumentTitle } from '../document-title';
import { SkipLink, mainTarget } from '../skip-link';
import styles from './admin-shell.module.css';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { LayoutSettingsDrawer } from './layout-settings-drawer';
import { PageTabs } from './page-tabs';
import { NavigationMenu } from './side-menu';
import { useHeaderHidden } from './use-header-hidden';
import { useLayoutSettings } from './use-layout-settings';
import { usePageTabs } from './use-page-tabs';

/**
 * The signed-in admin layout of spec section 2: side menu (drawer on mobile), header with breadcrumb, tabs of
 * opened pages kept alive per route meta, and the settings drawer in a development preview. `menu` is the
 * built menu (hidden detail pages included); `home` its home page.
 */
export function AdminShell(props: {
  menu: readonly MenuItem[];
  home: MenuItem;
  brand: string;
  /** Where the brand leads: the way out of this area, to the shop or the area's home. */
  brandTo: string;
  tools: ReactNode;
  layoutSettings: boolean;
  /** The home page's title names the page too, for an area that is not the portal's own home. */
  namedHome?: boolean;
}) {
  const { t } = useTranslation('menu');
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const device = useDevice();
  const { settings, change } = useLayoutSettings(props.layoutSettings);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const headerHidden = useHeaderHidden(settings.fixedHeader && settings.autoHideHeader);

  const pageOf = (key: string) => menuTrail(props.menu, key.split('?')[0] ?? key).at(-1);
  const titleOf = (key: string) => {
    const item = pageOf(key);
    return item ? t(item.title) : (key.split('?')[0] ?? key);
  };
  const tabs = usePageTabs({
    homeKey: props.home.path,
    closable: (key) => pageOf(key)?.closable !== false,
    multiTab: settings.multiTab,
    onWarning: (warning) => void message.warning(t(`tabs.${warning}`)),
  });

  const mobile = device !== 'desktop';
  const topMenu = isTopMenu(settings.navMode);
  const trail = menuTrail(props.menu, pathname);
  const current = trail.at(-1);
  const isHome = current?.path === props.home.path;
  // The mixed mode lists top-level entries across the header and the open group's pages in the side menu.
  const siderItems = settings.navMode === 'topmenu_1' ? (trail.length > 1 ? (trail[0]?.children ?? []) : []) : props.menu;
  const headerItems =
    settings.navMode === 'topmenu_1'
      ? props.menu.map((item) => (item.children ? { ...item, children: undefined, path: item.children[0]?.path ?? item.path } : item))
      : props.menu;
  const showSider = !mobile && (!topMenu || (settings.navMode === 'topmenu_1' && siderItems.length > 0));
  const darkSider = settings.menuTheme === 'dark';

  const brand = (
    <Link to={props.brandTo} className={`${styles.brand} ${darkSider ? styles.brandDark : ''}`} aria-label={props.brand} data-testid="admin-brand">
      {collapsed && showSider ? props.brand.slice(0, 1) : props.brand}
    </Link>
  );

  const shell = (
    <Layout className={`${styles.shell} ${settings.colorWeak ? styles.colorWeak : ''}`} hasSider={showSider}>
      <SkipLink />
      <DocumentTitle layout="portal" pageTitle={current ? t(current.title) : undefined} isHome={isHome && !props.namedHome} />
      {showSider ? (
        <Layout.Sider
          width={SIDER_WIDTH_PX}
          collapsedWidth={SIDER_COLLAPSED_WIDTH_PX}
          collapsed={collapsed}
          theme={settings.menuTheme}
          className={`${styles.sider} ${settings.fixSiderbar ? styles.siderFixed : ''}`}
          data-testid="side-panel"
        >
          {brand}
          <NavigationMenu items={siderItems} pathname={pathname} mode="inline" theme={settings.menuTheme} collapsed={collapsed} />
        </Layout.Sider>
      ) : null}
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH_PX}
          styles={{ body: { padding: 0 } }}
          closable={false}
        >
          {brand}
          <NavigationMenu items={props.menu} pathname={pathname} mode="inline" theme="light" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
      <Layout>
        <Layout.Header className={`${styles.header} ${settings.fixedHeader ? styles.headerFixed : ''} ${headerHidden ? styles.headerHidden : ''}`}>
          {mobile || !topMenu ? (
            <Button
              type="text"
              aria-label={t(mobile ? 'openMenu' : collapsed ? 'expandMenu' : 'collapseMenu')}
              icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
              data-testid="menu-toggle"
            />
          ) : null}
          {topMenu && !mobile ? (
            <>
              <Link to={props.brandTo} className={styles.brandInline} data-testid="admin-brand">
                {props.brand}
              </Link>
              <div className={styles.headerMenu}>
                <NavigationMenu items={headerItems} pathname={pathname} mode="horizontal" theme="light" />
              </div>
            </>
          ) : null}
          <span className={styles.tools}>
            {props.tools}
            {props.layoutSettings ? (
              <Button type="text" icon={<SettingOutlined />} aria-label={t('settings.title')} onClick={() => setSettingsOpen(true)} />
            ) : null}
          </span>
        </Layout.Header>
        {settings.multiTab ? (
          <div className={styles.tabs}>
            <PageTabs
              tabs={tabs.keys.map((key) => ({ key, title: titleOf(key) }))}
              activeKey={tabs.active}
              onSwitch={tabs.switchTo}
              onClose={tabs.close}
              onCommand={tabs.command}
            />
          </div>
        ) : null}
        <Breadcrumb
          className={styles.crumbs}
          items={[
            { key: 'home', title: isHome ? t(props.home.title) : <Link to={props.home.path}>{t(props.home.title)}</Link> },
            ...trail.filter((item) => item.path !== props.home.path).map((item) => ({ key: item.path, title: t(item.title) })),
          ]}
          data-testid="breadcrumb"
        />
        <Layout.Content {...mainTarget(`${styles.content} ${settings.contentWidth === 'Fixed' ? styles.contentFixed : ''}`)}>
          <KeepAliveOutlet
            activeId={tabs.idOf(tabs.active)}
            openIds={tabs.keys.map(tabs.idOf)}
            keepAlive={(id) => pageOf(id)?.keepAlive === true}
            generation={tabs.generation}
          />
        </Layout.Content>
      </Layout>
      {props.layoutSettings ? <LayoutSettingsDrawer open={settingsOpen} settings={settings} onChange={change} onClose={() => setSettingsOpen(false)} /> : null}
    </Layout>
  );
  return settings.primaryColor ? <ConfigProvider theme={{ token: { colorPrimary: settings.primaryColor } }}>{shell}</ConfigProvider> : shell;
}
