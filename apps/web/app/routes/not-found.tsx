import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DocumentTitle } from '../components/document-title';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation(['http', 'common']);
  return (
    <main>
      <DocumentTitle layout="catalogue" />
      <Result
        status="404"
        title="404"
        subTitle={t('http:notFound')}
        extra={
          <Button type="primary" href="/">
            {t('common:error.back')}
          </Button>
        }
      />
    </main>
  );
}
