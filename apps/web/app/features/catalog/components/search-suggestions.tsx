import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { withParams } from '../../../lib/url-params';

/** "Did you mean …": each near match searches again on the same page. */
export function SearchSuggestions({ suggestions }: { suggestions: string[] }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <div data-testid="search-suggestions">
      <Typography.Text>{t('didYouMean')}</Typography.Text>{' '}
      <Space wrap>
        {suggestions.map((suggestion) => (
          <Link key={suggestion} to={`${pathname}?${withParams(params, { seachValue: suggestion }).toString()}`}>
            {suggestion}
          </Link>
        ))}
      </Space>
    </div>
  );
}
