import { SEARCH_MIN_LENGTH } from '@portal/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withParams } from '../../../lib/url-params';

/** Refines the search on the results page itself, keeping its category and line. */
export function SearchBox({ value }: { value: string }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      allowClear
      enterButton={t('search')}
      placeholder={t('searchHint', { count: SEARCH_MIN_LENGTH })}
      aria-label={t('search')}
      data-testid="search-page-input"
      onSearch={(text) => navigate(`${pathname}?${withParams(params, { seachValue: text.trim(), timestamp: String(Date.now()) }).toString()}`)}
      style={{ maxWidth: 560 }}
    />
  );
}
