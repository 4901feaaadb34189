import { PRODUCT_LINES, type ProductLine, type StaffProductListQuery } from '@portal/domain';

export const PRODUCT_PAGE_SIZE = 20;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const isLine = (value: string | null): value is ProductLine => PRODUCT_LINES.some((line) => line === value);

/** The list call's query for the page's URL, so a filtered list can be linked and survives a reload. */
export function productListQueryOf(params: URLSearchParams): StaffProductListQuery {
  const query: StaffProductListQuery = { pageNo: positive(params.get('pageNo'), 1), pageSize: positive(params.get('pageSize'), PRODUCT_PAGE_SIZE) };
  const keyword = params.get('keyword')?.trim();
  if (keyword) query.keyword = keyword;
  const line = params.get('line');
  if (isLine(line)) query.line = line;
  const published = params.get('published');
  if (published === 'true' || published === 'false') query.published = published;
  return query;
}
