import { DESIGN_LIST_PATH, PLASMID_HOME_PATH, VECTOR_ORDER_PATH, designBuilderPath } from '../../../navigation/plasmid-shop';
import type { ShellMenuItem } from './shell-menus';

type Translate = (key: string) => string;

/**
 * The plasmid header's menu (spec section 2): home, vector design (the design list), vector construction (the
 * vector order), then tools, help, resources and about us. Keys name their namespace, as the menu mixes the
 * plasmid shop's own entries with the catalogue's shared ones.
 */
export function plasmidMenu(t: Translate): ShellMenuItem[] {
  return [
    { key: 'home', label: t('common:nav.home'), to: PLASMID_HOME_PATH },
    { key: 'vector-design', label: t('plasmid-shop:menu.vectorDesign'), to: DESIGN_LIST_PATH },
    { key: 'vector-construction', label: t('plasmid-shop:menu.vectorConstruction'), to: VECTOR_ORDER_PATH },
    {
      key: 'tools',
      label: t('plasmid-shop:menu.tools'),
      children: [
        { key: 'plasmid-editor', label: t('plasmid-shop:menu.plasmidEditor'), to: designBuilderPath() },
        { key: 'design-list', label: t('plasmid-shop:menu.designList'), to: DESIGN_LIST_PATH },
      ],
    },
    {
      key: 'help',
      label: t('plasmid-shop:menu.help'),
      children: [
        { key: 'faq', label: t('common:shell.menu.faq'), to: '/FAQ' },
        { key: 'contact', label: t('common:nav.contactUs'), to: '/ContactUs' },
      ],
    },
    {
      key: 'resources',
      label: t('common:nav.resource'),
      to: '/Resource',
      children: [
        { key: 'resource', label: t('common:shell.menu.resourceCentre'), to: '/Resource' },
        { key: 'news', label: t('common:shell.menu.news'), to: '/News' },
      ],
    },
    { key: 'about', label: t('common:shell.menu.aboutUs'), to: '/about' },
  ];
}
