import { BACKBONE_CATEGORIES, type BackboneSummary } from '@portal/domain';
import { Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESIGN_LIST_PATH } from '../../../navigation/plasmid-shop';
import { BackboneCard } from './backbone-card';
import styles from './plasmid-shop.module.css';
import { useBackboneTexts } from './use-backbone-texts';

const sectionId = (category: string) => `backbones-${category}`;

/**
 * The backbones found, grouped by category in the library's order, with a jump list of the categories present.
 * Plain links and sections, so the server's page needs no script. `keyword` only words the empty result.
 */
export function BackboneLibrary({ backbones, keyword }: { backbones: readonly BackboneSummary[]; keyword: string }) {
  const { t } = useTranslation('plasmid-shop');
  const texts = useBackboneTexts();
  if (backbones.length === 0) {
    return keyword ? (
      <Empty description={t('list.noMatch', { keyword })} data-testid="backbones-empty">
        <Link to={DESIGN_LIST_PATH}>{t('list.showAll')}</Link>
      </Empty>
    ) : (
      <Empty description={t('list.emptyLibrary')} data-testid="backbones-empty" />
    );
  }
  const groups = BACKBONE_CATEGORIES.map((category) => ({ category, members: backbones.filter((backbone) => backbone.category === category) })).filter(
    (group) => group.members.length > 0,
  );
  return (
    <>
      <nav aria-label={t('list.categories')} className={styles.categoryNav}>
        {groups.map(({ category, members }) => (
          <a key={category} href={`#${sectionId(category)}`}>
            {texts.category(category)} ({members.length})
          </a>
        ))}
      </nav>
      {groups.map(({ category, members }) => (
        <section key={category} id={sectionId(category)} aria-labelledby={`${sectionId(category)}-title`} data-testid="backbone-group" data-category={category}>
          <h3 id={`${sectionId(category)}-title`} className={styles.groupTitle}>
            {texts.category(category)}
          </h3>
          <Row gutter={[16, 16]}>
            {members.map((backbone) => (
              <Col key={backbone.id} xs={24} md={12}>
                <BackboneCard backbone={backbone} detailed />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </>
  );
}
