import { type CartKind, type CatalogueHeader, type SystemType, documentTitle } from '@portal/domain';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoginLink } from '../features/account/components/login-link';
import { UserMenu } from '../features/account/components/user-menu';
import { cartKindOf } from '../features/cart/api/cart-api';
import { PLASMID_ORDERS_PATH, cartPagePath } from '../features/cart/api/paths';
import { CartPreview } from '../features/cart/components/cart-preview';
import { loadCartCount } from '../features/cart/api/cart-count';
import { CartPreviewContext } from '../features/catalogue-shell/components/cart-badge';
import { CatalogueFooter } from '../features/catalogue-shell/components/catalogue-footer';
import { CatalogueHeaderA } from '../features/catalogue-shell/components/catalogue-header-a';
import { CatalogueHeaderB } from '../features/catalogue-shell/components/catalogue-header-b';
import { ChatWidget } from '../features/catalogue-shell/components/chat-widget';
import { PlasmidHeader } from '../features/catalogue-shell/components/plasmid-header';
import { SkipLink, mainTarget } from '../components/skip-link';
import { serverApi } from '../lib/api.server';
import { currentUser } from '../lib/current-user.server';
import { catalogueHeaderFor } from '../navigation/catalogue-shell';
import { DESIGN_LIST_PATH } from '../navigation/plasmid-shop';
import { type RootData, useRootData } from '../root';
import islandsScript from '../islands/catalogue-islands.ts?worker&url';
import type { IslandsHandle } from '../lib/page-scripts';
import type { Route } from './+types/catalogue-layout';
import styles from './catalogue-layout.module.css';

/**
 * The carts a header's bell counts and lists: the portal's own, and under the plasmid header first the designs
 * waiting in the builder's carrier cart, whose lines it shows by order number and order type (spec section 2).
 */
function headerCarts(header: CatalogueHeader, systemType: SystemType): CartKind[] {
  return header === 'P' ? ['carrier', cartKindOf(systemType)] : [cartKindOf(systemType)];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const { systemType } = context.config;
  const header = catalogueHeaderFor({ pathname: new URL(request.url).pathname, systemType });
  // Spec section 6: the cart count is asked for only with a signed-in user.
  const cartCount = user ? await loadCartCount(serverApi(request, context), headerCarts(header, systemType)) : null;
  return { user, cartCount };
}

/** A visitor without a session gets the server's HTML and the islands only (lib/page-scripts); a user hydrates. */
export const handle: IslandsHandle = { islands: (data) => (data as { user: unknown } | undefined)?.user === null };

/**
 * The catalogue's title is the brand's short name; a page that exports its own `meta` replaces this one, so the
 * document always has exactly one <title>.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [];
  return [{ title: documentTitle({ layout: 'catalogue', brandName: root.config.brand.name, brandShortName: root.config.brand.shortName }) }];
};

/** Spec section 2: where the bell leads without a session, the page a visitor orders from under each header. */
const VISITOR_CART_TARGET: Record<CatalogueHeader, string> = { A: '/abinvivoProduct', B: '/CellLine', P: DESIGN_LIST_PATH };

export default function CatalogueLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { config, cspNonce } = useRootData();
  const { user, cartCount } = loaderData;
  const variant = catalogueHeaderFor({ pathname, systemType: config.systemType });
  const newTab = variant === 'B';
  const account = user ? (
    <UserMenu user={user} newTab={newTab} />
  ) : (
    <>
      <LoginLink />
      <Link to="/user/register">{t('nav.register')}</Link>
    </>
  );
  const cartTo = user ? cartPagePath(config.systemType) : VISITOR_CART_TARGET[variant];
  const cartPreview = user ? <CartPreview kinds={headerCarts(variant, config.systemType)} cartPath={cartTo} byOrder={variant === 'P'} /> : null;
  const Header = variant === 'B' ? CatalogueHeaderB : CatalogueHeaderA;
  const header =
    variant === 'P' ? (
      <PlasmidHeader account={account} cartCount={cartCount} cartTo={cartTo} ordersTo={PLASMID_ORDERS_PATH} />
    ) : (
      <Header account={account} cartCount={cartCount} cartTo={cartTo} />
    );
  return (
    <Layout className={variant === 'B' ? `${styles.page} ${styles.cellLine}` : styles.page} data-theme={variant === 'B' ? 'cell-line' : 'catalogue'}>
      <SkipLink />
      <CartPreviewContext.Provider value={cartPreview}>{header}</CartPreviewContext.Provider>
      <main {...mainTarget(styles.main)}>
        <Outlet />
      </main>
      <CatalogueFooter />
      <ChatWidget />
      <script type="module" async src={islandsScript} nonce={cspNonce} data-islands="" />
    </Layout>
  );
}
