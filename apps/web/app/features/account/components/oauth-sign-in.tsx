import { oauthEndpoints } from '@portal/domain';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointHref } from '../../../lib/api-client';
import { useRootData } from '../../../root';

/** One button per configured OAuth 2.0 / OpenID Connect provider; the server starts the authorisation. */
export function OauthSignIn() {
  const { t } = useTranslation('auth');
  const { config } = useRootData();
  const [params] = useSearchParams();
  if (config.oauthProviders.length === 0) return null;
  const start = (key: string) => {
    const redirect = params.get('redirect');
    window.location.assign(endpointHref(config.apiBasePath, oauthEndpoints.start, { params: { provider: key }, ...(redirect ? { query: { redirect } } : {}) }));
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      {config.oauthProviders.map((provider) => (
        <Button key={provider.key} block onClick={() => start(provider.key)}>
          {t('oauthSignIn', { name: provider.name })}
        </Button>
      ))}
    </Flex>
  );
}
