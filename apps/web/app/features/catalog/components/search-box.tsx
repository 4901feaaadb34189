import { SEARCH_MIN_LENGTH } from '@portal/domain';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { KeptParams } from '../../../components/kept-params';

/** Parameters the refining search sets itself, so they are not carried over from the current results. */
const OWN_PARAMS = ['seachValue', 'timestamp', 'pageNo'];

/**
 * Refines the search on the results page itself, keeping its category and line: a GET form the islands script
 * checks and sends with a fresh time stamp (islands/search-forms, kind `refine`); without scripts it submits the
 * kept parameters as hidden fields.
 */
export function SearchBox({ value }: { value: string }) {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  return (
    <form
      role="search"
      action={pathname}
      method="get"
      data-island="search"
      data-search="refine"
      data-too-short={t('searchTooShort')}
      data-testid="search-page-form"
    >
      <KeptParams own={OWN_PARAMS} />
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
