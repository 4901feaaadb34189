import { CustomerServiceOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { PublicConfig } from '@portal/domain';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

/** The configured contacts as cards: address, e-mails, phone and hotline (no map, so no third-party script). */
export function ContactCards({ contacts, brandName }: { contacts: PublicConfig['contacts']; brandName: string }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.contactGrid} data-testid="contact-cards">
      <Card
        title={
          <>
            <EnvironmentOutlined /> {t('contact.address')}
          </>
        }
      >
        <address className={styles.address}>
          <strong>{brandName}</strong>
          <br />
          {contacts.address}
        </address>
      </Card>
      <Card
        title={
          <>
            <MailOutlined /> {t('contact.email')}
          </>
        }
      >
        <Typography.Paragraph>
          {t('contact.general')}: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </Typography.Paragraph>
        {contacts.orderEmail ? (
          <Typography.Paragraph>
            {t('contact.orders')}: <a href={`mailto:${contacts.orderEmail}`}>{contacts.orderEmail}</a>
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Card
        title={
          <>
            <PhoneOutlined /> {t('contact.phone')}
          </>
        }
      >
        <Typography.Paragraph>
          <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('contact.hours')}</Typography.Paragraph>
      </Card>
      <Card
        title={
          <>
            <CustomerServiceOutlined /> {t('contact.hotline')}
          </>
        }
      >
        <Typography.Paragraph>{contacts.hotline}</Typography.Paragraph>
      </Card>
    </div>
  );
}
