import { CATALOGUE_LINES, type ProductLine } from '@portal/domain';
import { Card, Col, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './catalog.module.css';

/** One card per product line with its product count and its secondary categories as shortcuts. */
export function LineCards({ counts }: { counts: Partial<Record<ProductLine, number>> }) {
  const { t } = useTranslation('catalog');
  return (
    <Row gutter={[16, 16]}>
      {CATALOGUE_LINES.map((entry) => (
        <Col key={entry.line} xs={24} sm={12} lg={6}>
          <Card className={styles.lineCard} size="small" data-testid="line-card" title={<Link to={entry.route}>{t(`line.${entry.line}.title`)}</Link>}>
            <p>{t(`line.${entry.line}.short`)}</p>
            <p className={styles.lineCount}>{t('productCount', { count: counts[entry.line] ?? 0 })}</p>
            <Space size={[4, 4]} wrap>
              {entry.categorySec.map((value) => (
                <Link key={value} to={`${entry.route}?categorySec=${encodeURIComponent(value)}`}>
                  <Tag>{value}</Tag>
                </Link>
              ))}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
