import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Replaces a blank page when part of the app could not be downloaded. */
export function ChunkFailureNotice() {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('chunk.title')}
      subTitle={t('chunk.description')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </Button>
      }
    />
  );
}
