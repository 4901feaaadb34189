import { type TitleLayout, documentTitle } from '@portal/domain';
import { useRootData } from '../root';

/** React hoists <title> into the head, on the server too. */
export function DocumentTitle(props: { layout: TitleLayout; pageTitle?: string; isHome?: boolean }) {
  const { config } = useRootData();
  return <title>{documentTitle({ ...props, brandName: config.brand.name, brandShortName: config.brand.shortName })}</title>;
}
