import { Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plasmidShopLoaderContext } from '../features/plasmid-shop/api/plasmid-shop.server';
import { BackboneCard } from '../features/plasmid-shop/components/backbone-card';
import { PlasmidHero } from '../features/plasmid-shop/components/plasmid-hero';
import styles from '../features/plasmid-shop/components/plasmid-shop.module.css';
import { seoMeta } from '../lib/seo';
import { DESIGN_LIST_PATH, PLASMID_HOME_PATH } from '../navigation/plasmid-shop';
import type { Route } from './+types/plasmid-home';

/** How many backbones the home page features: one row of cards on a desktop. */
const FEATURED_BACKBONES = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, seo, backbones } = await plasmidShopLoaderContext(request, context);
  return {
    featured: (await backbones()).slice(0, FEATURED_BACKBONES),
    seo: seo({ path: PLASMID_HOME_PATH, title: t('plasmid-shop:home.title'), description: t('plasmid-shop:home.intro'), home: true }),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

/** The plasmid shop's public home (spec section 2, system type 2): what is designed here and backbones to start from. */
export default function PlasmidHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('plasmid-shop');
  return (
    <>
      <PlasmidHero />
      <Typography.Title level={2} className={styles.sectionTitle}>
        {t('home.featured')}
      </Typography.Title>
      {loaderData.featured.length === 0 ? (
        <Empty description={t('list.emptyLibrary')} />
      ) : (
        <Row gutter={[16, 16]} data-testid="featured-backbones">
          {loaderData.featured.map((backbone) => (
            <Col key={backbone.id} xs={24} sm={12} lg={6}>
              <BackboneCard backbone={backbone} />
            </Col>
          ))}
        </Row>
      )}
      <p>
        <Link to={DESIGN_LIST_PATH}>{t('home.allBackbones')}</Link>
      </p>
    </>
  );
}
