import { type FacetCount, numberFormat } from '@portal/domain';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageHref, withParams } from '../../../lib/url-params';

/** How many matches each product line holds; each narrows the search to its line, "All lines" widens it again. */
export function SearchLineCounts({ lines, current }: { lines: FacetCount[]; current: string | null }) {
  const { t, i18n } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const all = lines.reduce((sum, entry) => sum + entry.count, 0);
  const entries = [{ value: null, label: t('allLines'), count: all }, ...lines.map((entry) => ({ ...entry, label: t(`line.${entry.value}.title`) }))];
  return (
    <nav aria-label={t('searchByLine')} data-testid="search-line-counts" style={{ marginBottom: 12 }}>
      <Space wrap size={[4, 8]}>
        <Typography.Text type="secondary">{t('searchByLine')}:</Typography.Text>
        {entries.map((entry) => {
          const selected = entry.value === current;
          return (
            <Link
              key={entry.value ?? 'all'}
              to={pageHref(pathname, withParams(params, { line: entry.value, categoryId: null }))}
              aria-current={selected ? 'page' : undefined}
            >
              <Tag color={selected ? 'blue' : undefined} style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
                {entry.label} ({numberFormat(i18n.language).format(entry.count)})
              </Tag>
            </Link>
          );
        })}
      </Space>
    </nav>
  );
}
