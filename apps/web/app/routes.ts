import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The one route table: pages, layouts and the guard's protected area. */
export default [
  index('routes/root-redirect.tsx'),
  layout('layouts/catalogue-layout.tsx', [route('abinvivo/Home', 'routes/abinvivo-home.tsx', { id: 'abinvivo-home' })]),
  layout('layouts/auth-layout.tsx', [route('user/login', 'routes/user-login.tsx', { id: 'login' })]),
  layout('layouts/portal-layout.tsx', [route('abinvivoAccount', 'routes/abinvivo-account.tsx', { id: 'account-center' })]),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
