import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { ChunkFailureNotice } from './chunk-failure-notice';
import { isChunkLoadError } from './chunk-load';

export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'http']);
  if (isChunkLoadError(error)) return <ChunkFailureNotice />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Result
      status={status === 404 ? '404' : status === 403 ? '403' : '500'}
      title={t('common:error.title')}
      subTitle={status === 404 ? t('http:notFound') : status === 403 ? t('http:forbidden') : t('http:requestFailed')}
      extra={
        <Button type="primary" href="/">
          {t('common:error.back')}
        </Button>
      }
    />
  );
}
