export type TitleLayout = 'catalogue' | 'portal';

/** Catalogue layouts show the brand's short name; the portal shows '<page> · <brand>', the home page just the brand. */
export function documentTitle(input: { layout: TitleLayout; pageTitle?: string; isHome?: boolean; brandName: string; brandShortName: string }): string {
  if (input.layout === 'catalogue') return input.brandShortName;
  if (input.isHome || !input.pageTitle) return input.brandName;
  return `${input.pageTitle} · ${input.brandName}`;
}
