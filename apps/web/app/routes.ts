import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CATALOGUE_ROUTES } from './navigation/catalogue-routes';
import { PORTAL_PAGES, STAFF_PAGES, pageRouteId } from './navigation/pages';

const pages = (table: Readonly<Record<string, string>>) => Object.entries(table).map(([path, file]) => route(path.slice(1), file, { id: pageRouteId(path) }));

/** The one route table: pages, layouts and the guard's protected area. */
export default [
  index('routes/root-redirect.tsx'),
  layout(
    'layouts/catalogue-layout.tsx',
    CATALOGUE_ROUTES.map(({ path, file, id }) => route(path, file, { id })),
  ),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('sitemaps/:part/:page?', 'routes/sitemap-part.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('antd-styles/:file', 'routes/antd-styles.ts'),
  layout('layouts/auth-layout.tsx', [
    route('user/login', 'routes/user-login.tsx', { id: 'login' }),
    route('user/register', 'routes/user-register.tsx', { id: 'register' }),
    route('user/register-result', 'routes/user-register-result.tsx', { id: 'register-result' }),
    route('user/alteration', 'routes/user-alteration.tsx', { id: 'alteration' }),
    route('oauth2-app/login', 'routes/oauth2-app-login.tsx', { id: 'oauth2-app-login' }),
    route('scanCode/scannerPage', 'routes/scan-page.tsx', { id: 'scanCode' }),
  ]),
  layout('layouts/portal-layout.tsx', pages(PORTAL_PAGES)),
  layout('layouts/staff-layout.tsx', [route('staff/login', 'routes/staff-login.tsx', { id: 'staff-login' }), ...pages(STAFF_PAGES)]),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
