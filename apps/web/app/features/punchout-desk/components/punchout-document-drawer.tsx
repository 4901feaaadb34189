import { Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '../../../components/local-time';
import { usePunchoutDocument } from '../api/punchout-desk-api';
import styles from './punchout-desk.module.css';

/**
 * One document as it was received or sent: XML, or an OCI entry's or cart's form fields. The server has already
 * masked every secret and password in it.
 */
export function PunchoutDocumentDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('punchout');
  const document = usePunchoutDocument(id);
  const shown = document.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={shown ? [shown.kind, shown.buyerName].filter(Boolean).join(' · ') : t('document')}
      size={760}
      data-testid="punchout-document"
    >
      {shown ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('time')}>
              <LocalTime value={shown.createdAt} />
            </Descriptions.Item>
            <Descriptions.Item label={t('payloadId')}>{shown.payloadId || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>{`${shown.statusCode} ${shown.statusText}`}</Descriptions.Item>
          </Descriptions>
          <pre className={styles.body} data-testid="punchout-document-body">
            {shown.body}
          </pre>
        </>
      ) : (
        <Skeleton active loading={document.isLoading} />
      )}
    </Drawer>
  );
}
