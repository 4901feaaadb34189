import { CUSTOM_SERVICE_KINDS, loginPath } from '@portal/domain';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a visitor sees in place of the request form: the services offered, and signing in or registering, which
 * come back here. A request needs an account: its files are uploaded to it, and its answer and quote follow there.
 */
export function ServiceRequestSignIn({ here }: { here: string }) {
  const { t } = useTranslation('content');
  return (
    <div data-testid="service-request-sign-in">
      <Typography.Title level={3}>{t('customServices.signIn.title')}</Typography.Title>
      <Typography.Paragraph>{t('customServices.signIn.text')}</Typography.Paragraph>
      <Space size={[8, 8]} wrap style={{ marginBottom: 24 }}>
        {CUSTOM_SERVICE_KINDS.map((kind) => (
          <Tag key={kind}>{t(`services.${kind}`)}</Tag>
        ))}
      </Space>
      <Space wrap>
        <Button type="primary" href={loginPath(here)}>
          {t('customServices.signIn.signIn')}
        </Button>
        <Button href="/user/register">{t('customServices.signIn.register')}</Button>
      </Space>
    </div>
  );
}
