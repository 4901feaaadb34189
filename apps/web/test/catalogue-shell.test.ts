import { type Edition, SEARCH_MIN_LENGTH, type SystemType } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  FIXED_MENU_SCROLL_PX,
  SEARCH_DRAWER_HEIGHT_PX,
  catalogueHeaderFor,
  catalogueSearchPath,
  cellLineThemeOn,
  chatWidgetAllowed,
  corporateSiteUrl,
  lineSearchPath,
  lineSearchRoute,
  menuFixed,
  orderingInstructionPdf,
  searchTextValid,
} from '../app/navigation/catalogue-shell';

describe('catalogueHeaderFor', () => {
  it.each([
    '/RecombinantProtein',
    '/RecombinantProtein-new',
    '/CellLine',
    '/cellline',
    '/bio-detailCommon',
    '/CellLine-product/bio-detail',
    '/RecombinantProtein-product/bio-detail',
    '/CellLine-Search',
    '/RecombinantProtein-Search',
  ])('%s wears header B with the cell-line theme', (pathname) => {
    for (const systemType of [1, 3] as const) {
      expect(catalogueHeaderFor({ pathname, systemType })).toBe('B');
      expect(cellLineThemeOn({ pathname, systemType })).toBe(true);
    }
  });

  it.each([
    '/abinvivo/Home',
    '/Biosimilar',
    '/IsotypeControl',
    '/AntiMouse',
    '/FusionProteins',
    '/AntiDrug',
    '/Related',
    '/product/detailCommon',
    '/product/detail',
    '/Search',
    '/Resource',
    '/about',
    '/News',
    '/FAQ',
    '/ContactUs',
    '/ServiceSupport',
  ])('%s wears header A without the cell-line theme', (pathname) => {
    for (const systemType of [1, 3] as const) {
      expect(catalogueHeaderFor({ pathname, systemType })).toBe('A');
      expect(cellLineThemeOn({ pathname, systemType })).toBe(false);
    }
  });

  it.each(['/dashboard/HomeView', '/designList', '/designlist/', '/design/0/0', '/design/pet-28a/0', '/plasmidResult/4f1c2d'])(
    '%s, a plasmid shop page, wears the plasmid header in every deployment',
    (pathname) => {
      for (const systemType of [1, 2, 3] as const) {
        expect(catalogueHeaderFor({ pathname, systemType })).toBe('P');
        expect(cellLineThemeOn({ pathname, systemType })).toBe(false);
      }
    },
  );

  it.each(['/abinvivo/Home', '/CellLine', '/RecombinantProtein-Search', '/about', '/FAQ', '/Search'])(
    '%s wears the plasmid header in the plasmid shop (system type 2)',
    (pathname) => {
      expect(catalogueHeaderFor({ pathname, systemType: 2 })).toBe('P');
      expect(cellLineThemeOn({ pathname, systemType: 2 })).toBe(false);
    },
  );

  it("keeps the plasmid header to the shop's own pages: the builder takes a backbone and a design, nothing more", () => {
    for (const pathname of ['/design', '/design/0', '/design/0/0/extra', '/dashboard/analysis']) {
      expect(catalogueHeaderFor({ pathname, systemType: 3 })).toBe('A');
    }
  });
});

describe('the fixed menu and the search drawer', () => {
  it('pins the menu only beyond 200 px of scrolling', () => {
    expect(FIXED_MENU_SCROLL_PX).toBe(200);
    expect(menuFixed(0)).toBe(false);
    expect(menuFixed(200)).toBe(false);
    expect(menuFixed(201)).toBe(true);
  });

  it('opens the drawer 180 px high', () => {
    expect(SEARCH_DRAWER_HEIGHT_PX).toBe(180);
  });
});

describe('header search', () => {
  it('needs three characters after trimming', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(searchTextValid('')).toBe(false);
    expect(searchTextValid('ab')).toBe(false);
    expect(searchTextValid('  ab  ')).toBe(false);
    expect(searchTextValid('abc')).toBe(true);
    expect(searchTextValid(' 抗体药 ')).toBe(true);
  });

  it('goes to route Search with categoryId, seachValue and timestamp', () => {
    const url = new URL(catalogueSearchPath({ categoryId: 1, text: ' PD-1 ', now: 1_700_000_000_000 }), 'http://host');
    expect(url.pathname).toBe('/Search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ categoryId: '1', seachValue: 'PD-1', timestamp: '1700000000000' });
  });

  it('goes to the cell-line Search1 route from cell-line pages and to the protein one elsewhere', () => {
    expect(lineSearchPath({ pathname: '/CellLine', text: 'HEK 293', now: 5 })).toBe('/CellLine-Search?seachValue=HEK+293&timestamp=5');
    expect(lineSearchPath({ pathname: '/CellLine-product/bio-detail', text: 'abc', now: 5 })).toMatch(/^\/CellLine-Search\?/);
    expect(lineSearchPath({ pathname: '/RecombinantProtein', text: 'IL-2', now: 5 })).toBe('/RecombinantProtein-Search?seachValue=IL-2&timestamp=5');
    expect(lineSearchPath({ pathname: '/bio-detailCommon', text: 'abc', now: 5 })).toMatch(/^\/RecombinantProtein-Search\?/);
  });

  it("names the drawer form's action: the cell-line search on cell-line pages, the protein search elsewhere", () => {
    expect(lineSearchRoute('/CellLine')).toBe('/CellLine-Search');
    expect(lineSearchRoute('/cellline')).toBe('/CellLine-Search');
    expect(lineSearchRoute('/CellLine-Search')).toBe('/CellLine-Search');
    expect(lineSearchRoute('/RecombinantProtein-new')).toBe('/RecombinantProtein-Search');
  });
});

describe('links by language', () => {
  it('offers the Chinese instruction PDF to Chinese readers and the English one to everyone else', () => {
    expect(orderingInstructionPdf('zh')).toBe('/files/Abinvivo_zh.pdf');
    for (const language of ['en', 'es', 'ja'] as const) {
      expect(orderingInstructionPdf(language)).toBe('/files/AbinvivoOrderSystemOperatingInstruction.pdf');
    }
  });

  it('links the corporate site of the reader language without a trailing slash', () => {
    const sites = { zhSiteUrl: 'https://cn.example/', intlSiteUrl: 'https://www.example' };
    expect(corporateSiteUrl({ language: 'zh', ...sites })).toBe('https://cn.example');
    expect(corporateSiteUrl({ language: 'en', ...sites })).toBe('https://www.example');
    expect(corporateSiteUrl({ language: 'ja', zhSiteUrl: '', intlSiteUrl: '' })).toBe('');
  });
});

describe('chatWidgetAllowed', () => {
  const listed = [
    '/abinvivo/Home',
    '/Biosimilar',
    '/IsotypeControl',
    '/AntiMouse',
    '/FusionProteins',
    '/AntiDrug',
    '/Related',
    '/Resource',
    '/product/detailCommon',
    '/product/detail',
    '/bio-detailCommon',
    '/CellLine-product/bio-detail',
    '/CellLine-product/bio-detailCommon',
    '/RecombinantProtein',
    '/RecombinantProtein-new',
    '/CellLine',
    '/CellLine-Search',
    '/Search',
    '/about',
    '/News',
    '/NewsDetails',
    '/FAQ',
    '/ContactUs',
    '/Introduce',
  ];
  const unlisted = ['/abinvivoAccount', '/abinvivoMyOrder', '/user/login', '/dashboard/analysis', '/ServiceSupport', '/DownloadCenter', '/staff', '/'];
  const editions: Edition[] = ['zh', 'intl'];
  const types: SystemType[] = [1, 2, 3];
  const url = 'https://chat.example/widget.js';

  for (const pathname of [...listed, ...unlisted]) {
    for (const edition of editions) {
      for (const systemType of types) {
        const expected = listed.includes(pathname) && edition === 'zh' && systemType === 3;
        it(`${pathname} × ${edition} × type ${systemType} → ${expected ? 'loads' : 'stays away'}`, () => {
          expect(chatWidgetAllowed({ pathname, edition, systemType, chatWidgetUrl: url })).toBe(expected);
        });
      }
    }
  }

  it('never loads without a configured script', () => {
    expect(chatWidgetAllowed({ pathname: '/abinvivo/Home', edition: 'zh', systemType: 3, chatWidgetUrl: '' })).toBe(false);
  });
});
