import { CustomerServiceOutlined, DownloadOutlined, FilePdfOutlined, FileTextOutlined, NotificationOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderingManualUrl } from '../api/content-api';
import styles from './content.module.css';

type Tile = { key: string; icon: ReactNode; to: string; file?: boolean };

/** What the resource centre offers, one card each; the manual is the reader's language's PDF. */
export function ResourceTiles({ language }: { language: string }) {
  const { t } = useTranslation('content');
  const tiles: Tile[] = [
    { key: 'news', icon: <NotificationOutlined />, to: '/News' },
    { key: 'faq', icon: <QuestionCircleOutlined />, to: '/FAQ' },
    { key: 'manual', icon: <FilePdfOutlined />, to: orderingManualUrl(language), file: true },
    { key: 'datasheets', icon: <FileTextOutlined />, to: '/DownloadCenter?kind=datasheet' },
    { key: 'downloads', icon: <DownloadOutlined />, to: '/DownloadCenter' },
    { key: 'customServices', icon: <CustomerServiceOutlined />, to: '/CustomServices' },
  ];
  return (
    <div className={styles.tiles}>
      {tiles.map((tile) => {
        const body = (
          <Card hoverable className={styles.tile} data-testid={`resource-${tile.key}`}>
            <div className={styles.tileIcon}>{tile.icon}</div>
            <Typography.Title level={4}>{t(`resource.tiles.${tile.key}.title`)}</Typography.Title>
            <Typography.Paragraph type="secondary">{t(`resource.tiles.${tile.key}.text`)}</Typography.Paragraph>
          </Card>
        );
        return tile.file ? (
          <a key={tile.key} href={tile.to} target="_blank" rel="noopener" type="application/pdf">
            {body}
          </a>
        ) : (
          <Link key={tile.key} to={tile.to}>
            {body}
          </Link>
        );
      })}
    </div>
  );
}
