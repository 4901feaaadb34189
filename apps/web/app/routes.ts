import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { type PageLayout, pagesOf } from './navigation/pages';

const LAYOUT_FILES: Record<Exclude<PageLayout, 'bare'>, string> = {
  catalogue: 'layouts/catalogue-layout.tsx',
  auth: 'layouts/auth-layout.tsx',
  portal: 'layouts/portal-layout.tsx',
  staff: 'layouts/staff-layout.tsx',
};

const routesOf = (pageLayout: PageLayout) => pagesOf(pageLayout).map((page) => route(page.path.slice(1), page.file, { id: page.id }));

/** The route table: the pages of navigation/pages.ts inside their layouts, and the files crawlers and styles ask for. */
export default [
  index('routes/root-redirect.tsx'),
  ...Object.entries(LAYOUT_FILES).map(([pageLayout, file]) => layout(file, routesOf(pageLayout as PageLayout))),
  ...routesOf('bare'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('sitemaps/:part/:page?', 'routes/sitemap-part.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('antd-styles/:file', 'routes/antd-styles.ts'),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
