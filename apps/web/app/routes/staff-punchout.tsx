import { PUNCHOUT_PERMISSION } from '@portal/domain';
import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentQuery, SessionQuery } from '../features/punchout-desk/api/punchout-desk-api';
import { PunchoutBuyersTable } from '../features/punchout-desk/components/punchout-buyers-table';
import { PunchoutDocumentsTable } from '../features/punchout-desk/components/punchout-documents-table';
import { PunchoutSessionsTable } from '../features/punchout-desk/components/punchout-sessions-table';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-punchout';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, PUNCHOUT_PERMISSION);
  return null;
}

const FIRST_PAGE = { pageNo: 1, pageSize: 20 };

/** The buyers whose procurement systems punch out to the catalogue, their sessions, and every document exchanged. */
export default function StaffPunchout() {
  const { t } = useTranslation('punchout');
  const [tab, setTab] = useState('buyers');
  const [sessionQuery, setSessionQuery] = useState<SessionQuery>({ ...FIRST_PAGE, buyerId: '' });
  const [documentQuery, setDocumentQuery] = useState<DocumentQuery>(FIRST_PAGE);
  const showDocuments = (query: DocumentQuery) => {
    setDocumentQuery(query);
    setTab('documents');
  };
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'buyers',
            label: t('buyers'),
            children: (
              <PunchoutBuyersTable
                onShowSessions={(buyerId) => {
                  setSessionQuery({ ...FIRST_PAGE, buyerId });
                  setTab('sessions');
                }}
                onShowDocuments={(buyerId) => showDocuments({ ...FIRST_PAGE, buyerId })}
              />
            ),
          },
          {
            key: 'sessions',
            label: t('sessions'),
            children: (
              <PunchoutSessionsTable
                query={sessionQuery}
                onQuery={setSessionQuery}
                onShowDocuments={(session) => showDocuments({ ...FIRST_PAGE, buyerId: session.buyerId, sessionId: session.id })}
              />
            ),
          },
          { key: 'documents', label: t('documents'), children: <PunchoutDocumentsTable query={documentQuery} onQuery={setDocumentQuery} /> },
        ]}
      />
    </>
  );
}
