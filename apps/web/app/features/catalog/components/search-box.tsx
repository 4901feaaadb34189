import { SEARCH_MIN_LENGTH } from '@portal/domain';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';

/** Parameters the refining search sets itself, so they are not carried over from the current results. */
const OWN_PARAMS = new Set(['seachValue', 'timestamp', 'pageNo']);

/**
 * Refines the search on the results page itself, keeping its category and line: a GET form the islands script
 * checks and sends with a fresh time stamp (islands/search-forms, kind `refine`); without scripts it submits the
 * kept parameters as hidden fields.
 */
export function SearchBox({ value }: { value: string }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const kept = [...params].filter(([name]) => !OWN_PARAMS.has(name));
  return (
    <form role="search" action={pathname} method="get" data-island="search" data-search="refine" data-too-short={t('searchTooShort')} data-testid="search-page-form">
      {kept.map(([name, text], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={text} />
      ))}
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          key={value}
          type="search"
          name="seachValue"
          defaultValue={value}
          placeholder={t('searchHint', { count: SEARCH_MIN_LENGTH })}
          aria-label={t('search')}
          autoComplete="off"
          data-testid="search-page-input"
        />
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Space.Compact>
    </form>
  );
}
