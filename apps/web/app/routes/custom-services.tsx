import type { ServiceRequest } from '@portal/domain';
import { Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLoaderContext } from '../features/content/api/content-loader.server';
import { ContentBreadcrumb } from '../features/content/components/content-breadcrumb';
import { ServiceRequestForm } from '../features/content/components/service-request-form';
import { ServiceRequestList } from '../features/content/components/service-request-list';
import { ServiceRequestSignIn } from '../features/content/components/service-request-sign-in';
import styles from '../features/content/components/content.module.css';
import { ApiError } from '../lib/api-client';
import type { IslandsHandle } from '../lib/page-scripts';
import { currentUser } from '../lib/current-user.server';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/custom-services';

/**
 * A public page: a visitor reads what is offered and is asked to sign in, in plain HTML. The request form validates,
 * picks a service from a list and uploads files as it goes, so a signed-in customer's page hydrates.
 */
export const handle: IslandsHandle = { islands: (data) => (data as { signedIn?: boolean } | undefined)?.signedIn === false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const { api, t, seo } = await contentLoaderContext(request, context);
  let requests: ServiceRequest[] = [];
  try {
    if (user) requests = await api.serviceRequests();
  } catch (error) {
    // The form still works when the earlier requests cannot be listed.
    if (!(error instanceof ApiError)) throw error;
  }
  return {
    signedIn: user !== null,
    requests,
    contactName: user?.realname ?? '',
    seo: seo({ path: '/CustomServices', title: t('customServices.title'), description: t('customServices.description') }),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function CustomServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { language } = useRootData();
  const [requests, setRequests] = useState(loaderData.requests);
  const [stored, setStored] = useState<ServiceRequest | null>(null);
  const submitted = (request: ServiceRequest) => {
    setStored(request);
    setRequests((current) => [request, ...current.filter((item) => item.id !== request.id)]);
  };
  return (
    <>
      <ContentBreadcrumb trail={[{ label: t('resource.title'), to: '/Resource' }, { label: t('customServices.title') }]} />
      <header className={styles.pageHead}>
        <Typography.Title>{t('customServices.title')}</Typography.Title>
        <p>{t('customServices.description')}</p>
      </header>
      <Card className={styles.formCard}>
        {!loaderData.signedIn ? (
          <ServiceRequestSignIn here="/CustomServices" />
        ) : stored ? (
          <Result
            status="success"
            title={t('customServices.success')}
            subTitle={
              <span data-testid="service-request-no">
                {t('customServices.requestNo')}: <strong>{stored.requestNo}</strong>
              </span>
            }
            extra={<Button onClick={() => setStored(null)}>{t('customServices.another')}</Button>}
          />
        ) : (
          <ServiceRequestForm initial={{ contactName: loaderData.contactName }} onSubmitted={submitted} />
        )}
      </Card>
      {loaderData.signedIn ? (
        <>
          <Typography.Title level={2} style={{ marginTop: 32 }}>
            {t('customServices.previous')}
          </Typography.Title>
          <ServiceRequestList requests={requests} language={language} />
        </>
      ) : null}
    </>
  );
}
