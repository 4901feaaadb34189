import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The one route table: pages, layouts and the guard's protected area. */
export default [
  index('routes/root-redirect.tsx'),
  layout('layouts/catalogue-layout.tsx', [route('abinvivo/Home', 'routes/abinvivo-home.tsx', { id: 'abinvivo-home' })]),
  layout('layouts/auth-layout.tsx', [
    route('user/login', 'routes/user-login.tsx', { id: 'login' }),
    route('user/register', 'routes/user-register.tsx', { id: 'register' }),
    route('user/register-result', 'routes/user-register-result.tsx', { id: 'register-result' }),
    route('user/alteration', 'routes/user-alteration.tsx', { id: 'alteration' }),
    route('oauth2-app/login', 'routes/oauth2-app-login.tsx', { id: 'oauth2-app-login' }),
  ]),
  layout('layouts/portal-layout.tsx', [
    route('abinvivoAccount', 'routes/abinvivo-account.tsx', { id: 'account-center' }),
    route('account/center', 'routes/abinvivo-account.tsx', { id: 'account-center-standard' }),
    route('system/setting', 'routes/system-setting.tsx', { id: 'system-setting' }),
  ]),
  layout('layouts/staff-layout.tsx', [
    route('staff', 'routes/staff-home.tsx', { id: 'staff-home' }),
    route('staff/login', 'routes/staff-login.tsx', { id: 'staff-login' }),
    route('staff/gallery', 'routes/staff-gallery.tsx', { id: 'staff-gallery' }),
    route('staff/gallery/cron', 'routes/staff-gallery-cron.tsx', { id: 'staff-gallery-cron' }),
    route('staff/gallery/table', 'routes/staff-gallery-table.tsx', { id: 'staff-gallery-table' }),
    route('staff/reports', 'routes/staff-reports.tsx', { id: 'staff-reports' }),
    route('staff/gallery/widgets', 'routes/staff-gallery-widgets.tsx', { id: 'staff-gallery-widgets' }),
  ]),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
