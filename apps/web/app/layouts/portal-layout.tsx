import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AdminShell } from '../components/admin-shell/admin-shell';
import { LanguageSwitcher } from '../components/language-switcher';
import { UserMenu } from '../features/account/components/user-menu';
import { guardRequest } from '../lib/route-guard.server';
import { RowSyncProvider } from '../lib/row-sync-provider';
import { usePortalMenu } from '../navigation/use-portal-menu';
import { useRootData } from '../root';
import type { Route } from './+types/portal-layout';

/** The guard of spec section 2 for every signed-in page under this layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await guardRequest(request, context) };
}

/** Moving between signed-in pages re-checks the session, so an expired one is noticed at once. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** The customer's admin layout, its menu built for the deployment's system type and edition (spec section 2). */
export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  const { config } = useRootData();
  const { user } = loaderData;
  const menu = usePortalMenu();
  if (!user) return <Outlet />;
  return (
    <RowSyncProvider userId={user.id}>
      <AdminShell
        menu={menu.items}
        home={menu.home}
        brand={config.brand.name}
        brandTo="/"
        layoutSettings={config.layoutSettings}
        tools={
          <>
            <LanguageSwitcher />
            <UserMenu user={user} />
          </>
        }
      />
    </RowSyncProvider>
  );
}
