import { describe, expect, it } from 'vitest';
import { robotsDisallowedPaths } from '@portal/domain';
import { isPublicPage } from '../app/navigation/pages';

describe('robotsDisallowedPaths', () => {
  const paths = robotsDisallowedPaths('/jeecg-boot', (path) => isPublicPage(path));

  it('keeps crawlers out of the API, sign-in, staff and signed-in pages', () => {
    for (const path of [
      '/jeecg-boot/',
      '/user/',
      '/staff',
      '/abinvivoAccount',
      '/abinvivoMyOrder',
      '/abinvivoCart',
      '/abinvivoProduct',
      '/system/setting',
      '/cart/Index',
      '/myOrder/Index',
      '/dashboard/analysis',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('never shuts out a public catalogue page', () => {
    for (const path of paths.filter((entry) => !entry.endsWith('/'))) expect(isPublicPage(path)).toBe(false);
    for (const page of ['/abinvivo/Home', '/Biosimilar', '/CellLine', '/Search', '/about', '/product/detailCommon']) {
      expect(paths.some((prefix) => page.startsWith(prefix))).toBe(false);
    }
  });
});
