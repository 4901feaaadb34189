import { describe, expect, it } from 'vitest';
import { type ShellMenuItem, footerLinks, headerAMenu, headerBMenu } from '../app/features/catalogue-shell/menus/shell-menus';

const t = (key: string) => key;
/** Every address of a menu, depth first. */
const links = (items: readonly ShellMenuItem[]): string[] =>
  items.flatMap((item) => [...[item.to ?? item.href].filter((link): link is string => link !== undefined), ...links(item.children ?? [])]);

describe('headerAMenu', () => {
  it('lists the antibody lines with their categorySec entries, resources and about, as spec section 2', () => {
    const menu = headerAMenu(t, 'en');
    expect(menu.map((item) => item.to)).toEqual([
      '/Biosimilar',
      '/IsotypeControl',
      '/AntiMouse',
      '/FusionProteins',
      '/AntiDrug',
      '/Related',
      '/Resource',
      '/about',
    ]);
    const children = (to: string) => menu.find((item) => item.to === to)?.children?.map((child) => child.to);
    expect(children('/Biosimilar')).toEqual(['/Biosimilar?categorySec=V6', '/Biosimilar?categorySec=V9']);
    expect(children('/IsotypeControl')).toEqual(['/IsotypeControl?categorySec=V3', '/IsotypeControl?categorySec=V6', '/IsotypeControl?categorySec=V9']);
    expect(children('/AntiMouse')).toEqual(['/AntiMouse?categorySec=V3', '/AntiMouse?categorySec=V6', '/AntiMouse?categorySec=V9']);
    expect(children('/FusionProteins')).toEqual(['/FusionProteins?categorySec=Bispecific-Special']);
    expect(children('/AntiDrug')).toEqual(['/AntiDrug?categorySec=ADC-Biosimilar', '/AntiDrug?categorySec=ADC-Isotype']);
    expect(children('/about')).toEqual(['/about', '/ContactUs']);
    expect(menu[0]?.label).toBe('shell.line.biosimilar');
  });

  it('offers the ordering-system instructions in the reader language, in a new tab', () => {
    const pdf = (language: 'zh' | 'en') =>
      headerAMenu(t, language)
        .find((item) => item.key === 'resources')
        ?.children?.find((child) => child.key === 'instructions');
    expect(pdf('zh')).toMatchObject({ href: '/files/Abinvivo_zh.pdf', newTab: true });
    expect(pdf('en')).toMatchObject({ href: '/files/AbinvivoOrderSystemOperatingInstruction.pdf', newTab: true });
    expect(links(headerAMenu(t, 'en'))).toEqual(expect.arrayContaining(['/Resource', '/News', '/FAQ']));
  });
});

describe('headerBMenu', () => {
  it('links home, services, resources, about and contact on the corporate site and products on this one', () => {
    const menu = headerBMenu(t, { siteUrl: 'https://www.example', edition: 'intl' });
    expect(menu.map((item) => item.key)).toEqual(['home', 'services', 'products', 'resources', 'about', 'contact']);
    expect(menu[0]?.href).toBe('https://www.example');
    const services = menu.find((item) => item.key === 'services')?.children ?? [];
    expect(services.every((group) => (group.children ?? []).length > 0)).toBe(true);
    expect(links(services)).toEqual(
      expect.arrayContaining(['https://www.example/services/antibody-discovery', 'https://www.example/services/elisa', 'https://www.example/services/icief']),
    );
    expect(menu.find((item) => item.key === 'products')?.children?.map((child) => child.to)).toEqual(['/', '/RecombinantProtein', '/CellLine']);
    expect(links(menu.find((item) => item.key === 'resources')?.children ?? [])).toEqual(
      ['events', 'webinars', 'promotions', 'brochures', 'blog', 'learning-center', 'industry-trends', 'case-studies'].map(
        (page) => `https://www.example/resources/${page}`,
      ),
    );
    expect(menu.find((item) => item.key === 'about')?.children?.map((child) => child.key)).toEqual([
      'about-us',
      'company-news',
      'testimonials',
      'sustainability',
      'careers',
      'faqs',
    ]);
    expect(menu.find((item) => item.key === 'contact')?.href).toBe('https://www.example/contact-us');
  });

  it('leaves out the international-only resources in the Chinese edition and falls back to this site', () => {
    const menu = headerBMenu(t, { siteUrl: '', edition: 'zh' });
    expect(menu[0]?.href).toBe('/');
    expect(menu.find((item) => item.key === 'resources')?.children?.map((child) => child.key)).toEqual([
      'events',
      'webinars',
      'promotions',
      'brochures',
      'blog',
    ]);
  });
});

describe('footerLinks', () => {
  it('has the links of spec section 1 in order', () => {
    expect(footerLinks(t).map((item) => item.to)).toEqual([
      '/',
      '/Biosimilar',
      '/IsotypeControl',
      '/AntiMouse',
      '/FusionProteins',
      '/Related',
      '/Resource',
      '/about',
      '/News',
      '/ContactUs',
      '/FAQ',
      '/ServiceSupport',
    ]);
  });
});
