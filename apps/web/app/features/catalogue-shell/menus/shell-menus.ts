import { CATALOGUE_LINES, type Edition, type Language, type ProductLine, catalogueLine } from '@portal/domain';
import { orderingInstructionPdf } from '../../../navigation/catalogue-shell';

/**
 * One entry of a catalogue header menu. `to` is a path of this site, `href` an address elsewhere (corporate
 * site, a PDF); an entry with children opens a dropdown, one whose children have children a mega-menu of groups.
 */
export type ShellMenuItem = {
  key: string;
  label: string;
  to?: string;
  href?: string;
  /** Opens in a new tab (documents). */
  newTab?: boolean;
  children?: ShellMenuItem[];
};

type Translate = (key: string) => string;

/** Header A (spec section 2): the header-A product lines with their `categorySec` entries, resources, about. */
export function headerAMenu(t: Translate, language: Language): ShellMenuItem[] {
  const lines = CATALOGUE_LINES.filter((entry) => entry.header === 'A').map((entry) => ({
    key: entry.line,
    label: t(`shell.line.${entry.line}`),
    to: entry.route,
    children: entry.categorySec.map((sec) => ({ key: `${entry.line}-${sec}`, label: sec, to: `${entry.route}?categorySec=${encodeURIComponent(sec)}` })),
  }));
  return [
    ...lines,
    {
      key: 'resources',
      label: t('nav.resource'),
      to: '/Resource',
      children: [
        { key: 'resource', label: t('shell.menu.resourceCentre'), to: '/Resource' },
        { key: 'news', label: t('shell.menu.news'), to: '/News' },
        { key: 'faq', label: t('shell.menu.faq'), to: '/FAQ' },
        { key: 'instructions', label: t('shell.menu.instructions'), href: orderingInstructionPdf(language), newTab: true },
      ],
    },
    {
      key: 'about',
      label: t('nav.about'),
      to: '/about',
      children: [
        { key: 'about-us', label: t('shell.menu.aboutUs'), to: '/about' },
        { key: 'contact', label: t('nav.contactUs'), to: '/ContactUs' },
      ],
    },
  ];
}

/** Header B's service groups on the corporate site (spec section 1's services), as mega-menu columns. */
const SERVICE_GROUPS: readonly { key: string; services: readonly string[] }[] = [
  { key: 'discovery', services: ['antibody-discovery', 'hybridoma'] },
  { key: 'optimization', services: ['antibody-humanization', 'affinity-maturation'] },
  { key: 'production', services: ['antibody-production', 'recombinant-protein-production'] },
  { key: 'testing', services: ['elisa', 'gator', 'biacore', 'facs', 'icief'] },
  { key: 'molecular', services: ['sequencing', 'primer-synthesis', 'plasmid-design'] },
];

const RESOURCES = ['events', 'webinars', 'promotions', 'brochures', 'blog'];
/** Spec section 2: only the international site has these. */
const INTL_RESOURCES = ['learning-center', 'industry-trends', 'case-studies'];
const ABOUT = ['about-us', 'company-news', 'testimonials', 'sustainability', 'careers', 'faqs'];

/**
 * Header B (spec section 2): the corporate site's home, services, resources and about pages (`siteUrl`, by
 * language; empty keeps them on this host), and the protein and cell-line catalogue of this site.
 */
export function headerBMenu(t: Translate, input: { siteUrl: string; edition: Edition }): ShellMenuItem[] {
  const external = (section: string, page: string): ShellMenuItem => ({
    key: page,
    label: t(`shell.${section}.${page}`),
    href: `${input.siteUrl}/${section}/${page}`,
  });
  return [
    { key: 'home', label: t('nav.home'), href: input.siteUrl || '/' },
    {
      key: 'services',
      label: t('shell.menu.services'),
      children: SERVICE_GROUPS.map((group) => ({
        key: group.key,
        label: t(`shell.serviceGroup.${group.key}`),
        children: group.services.map((service) => external('services', service)),
      })),
    },
    {
      key: 'products',
      label: t('shell.menu.products'),
      children: [
        { key: 'antibodies', label: t('shell.line.antibodies'), to: '/' },
        { key: 'recombinant-protein', label: t('shell.line.recombinant-protein'), to: '/RecombinantProtein' },
        { key: 'cell-line', label: t('shell.line.cell-line'), to: '/CellLine' },
      ],
    },
    {
      key: 'resources',
      label: t('nav.resource'),
      children: [...RESOURCES, ...(input.edition === 'intl' ? INTL_RESOURCES : [])].map((page) => external('resources', page)),
    },
    { key: 'about', label: t('nav.about'), children: ABOUT.map((page) => external('about', page)) },
    { key: 'contact', label: t('nav.contactUs'), href: `${input.siteUrl}/contact-us` },
  ];
}

const FOOTER_LINES: readonly ProductLine[] = ['biosimilar', 'isotype-control', 'anti-mouse', 'fusion', 'related'];

/** The footer's links of spec section 1, in its order. */
export function footerLinks(t: Translate): ShellMenuItem[] {
  return [
    { key: 'home', label: t('nav.home'), to: '/' },
    ...FOOTER_LINES.map((line) => ({ key: line, label: t(`shell.line.${line}`), to: catalogueLine(line).route })),
    { key: 'resource', label: t('nav.resource'), to: '/Resource' },
    { key: 'about', label: t('nav.about'), to: '/about' },
    { key: 'news', label: t('shell.menu.news'), to: '/News' },
    { key: 'contact', label: t('nav.contactUs'), to: '/ContactUs' },
    { key: 'faq', label: t('shell.menu.faq'), to: '/FAQ' },
    { key: 'support', label: t('shell.menu.serviceSupport'), to: '/ServiceSupport' },
  ];
}
