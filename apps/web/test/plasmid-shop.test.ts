import { describe, expect, it } from 'vitest';
import { plasmidMenu } from '../app/features/catalogue-shell/menus/plasmid-menu';
import type { ShellMenuItem } from '../app/features/catalogue-shell/menus/shell-menus';
import { pageFor } from '../app/navigation/pages';
import {
  DESIGN_LIST_PATH,
  PLASMID_HOME_PATH,
  PLASMID_SHOP_PAGES,
  VECTOR_ORDER_PATH,
  designBuilderPath,
  designListPath,
  plasmidResultPath,
} from '../app/navigation/plasmid-shop';

const t = (key: string) => key;
const byKey = (items: readonly ShellMenuItem[], key: string) => items.find((item) => item.key === key);

describe("the plasmid shop's addresses", () => {
  it('are public catalogue pages of the page table, under their spec route names', () => {
    expect(PLASMID_SHOP_PAGES.map((path) => pageFor(path.replace(/:\w+/g, 'x')))).toEqual(
      ['dashboard-HomeView', 'plasmidBuilder-designList', 'plasmidBuilder-design', 'plasmidBuilder-result'].map((id) =>
        expect.objectContaining({ id, layout: 'catalogue', public: true }),
      ),
    );
    expect(pageFor(VECTOR_ORDER_PATH)).toMatchObject({ public: false });
  });

  it('open the builder on a backbone and a design, 0 standing for none', () => {
    expect(designBuilderPath()).toBe('/design/0/0');
    expect(designBuilderPath({ backboneId: 'pet-28a' })).toBe('/design/pet-28a/0');
    expect(designBuilderPath({ backboneId: '', designId: '6f1d0c52-4f7e-4b8e-9d7c-0c0a8a7c1e11' })).toBe('/design/0/6f1d0c52-4f7e-4b8e-9d7c-0c0a8a7c1e11');
    expect(plasmidResultPath('6f1d0c52')).toBe('/plasmidResult/6f1d0c52');
  });

  it('search the design list by trimmed keyword with a refresh time stamp, leaving out a blank keyword', () => {
    expect(designListPath({ keyword: '  kan T7 ', now: 1700000000000 })).toBe('/designList?k=kan+T7&t=1700000000000');
    expect(designListPath({ keyword: '   ', now: 5 })).toBe('/designList?t=5');
  });
});

describe('plasmidMenu', () => {
  const menu = plasmidMenu(t);

  it('reads home, vector design, vector construction, tools, help, resources and about us, as spec section 2', () => {
    expect(menu.map((item) => item.key)).toEqual(['home', 'vector-design', 'vector-construction', 'tools', 'help', 'resources', 'about']);
    expect(menu.map((item) => item.to)).toEqual([PLASMID_HOME_PATH, DESIGN_LIST_PATH, VECTOR_ORDER_PATH, undefined, undefined, '/Resource', '/about']);
  });

  it('lists the plasmid editor and the design list under tools, the FAQ and contact under help, resources and news', () => {
    const children = (key: string) => byKey(menu, key)?.children?.map((child) => child.to);
    expect(children('tools')).toEqual(['/design/0/0', '/designList']);
    expect(children('help')).toEqual(['/FAQ', '/ContactUs']);
    expect(children('resources')).toEqual(['/Resource', '/News']);
  });

  it("labels the shop's own entries from its namespace and the shared ones from the catalogue's", () => {
    expect(byKey(menu, 'home')?.label).toBe('common:nav.home');
    expect(byKey(menu, 'vector-design')?.label).toBe('plasmid-shop:menu.vectorDesign');
    expect(byKey(byKey(menu, 'tools')?.children ?? [], 'plasmid-editor')?.label).toBe('plasmid-shop:menu.plasmidEditor');
  });
});
