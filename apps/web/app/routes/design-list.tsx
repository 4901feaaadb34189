import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DesignSearchBox } from '../features/catalogue-shell/components/design-search-box';
import { keywordOf, plasmidShopLoaderContext } from '../features/plasmid-shop/api/plasmid-shop.server';
import { BackboneLibrary } from '../features/plasmid-shop/components/backbone-library';
import { MyDesigns } from '../features/plasmid-shop/components/my-designs';
import styles from '../features/plasmid-shop/components/plasmid-shop.module.css';
import { seoMeta } from '../lib/seo';
import { DESIGN_LIST_PATH } from '../navigation/plasmid-shop';
import { useRootData } from '../root';
import type { Route } from './+types/design-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, seo, backbones, myDesigns } = await plasmidShopLoaderContext(request, context);
  const keyword = keywordOf(new URL(request.url).searchParams);
  const [found, designs] = await Promise.all([backbones(keyword), myDesigns()]);
  return {
    keyword,
    backbones: found,
    designs,
    seo: seo({ path: DESIGN_LIST_PATH, title: t('plasmid-shop:list.title'), description: t('plasmid-shop:list.intro') }),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

/**
 * Route plasmidBuilder-designList (spec section 2): the backbone library searched by keyword (`k`), each backbone
 * opening a new design in the builder, and the signed-in customer's saved designs.
 */
export default function DesignList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('plasmid-shop');
  const { language } = useRootData();
  const { keyword, backbones, designs } = loaderData;
  return (
    <>
      <Typography.Title level={1}>{t('list.title')}</Typography.Title>
      <p className={styles.listIntro}>{t('list.intro')}</p>
      <div className={styles.listSearch}>
        <DesignSearchBox label={t('search.pageLabel')} defaultValue={keyword} testId="design-list-search" />
      </div>
      <Typography.Title level={2}>{keyword ? t('list.resultsFor', { keyword, count: backbones.length }) : t('list.library')}</Typography.Title>
      <BackboneLibrary backbones={backbones} keyword={keyword} />
      <MyDesigns designs={designs} language={language} />
    </>
  );
}
