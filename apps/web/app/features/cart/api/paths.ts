import type { SystemType } from '@portal/domain';

/** The plasmid shop's order list: the orders sent from its cart and its vector form. */
export const PLASMID_ORDERS_PATH = '/plasmidOrder/Index';

const ORDER_PAGES: Record<SystemType, { list: string; detail: string }> = {
  1: { list: '/myOrder/Index', detail: '/myOrder/Detail' },
  2: { list: PLASMID_ORDERS_PATH, detail: '/plasOrder/Detail' },
  3: { list: '/abinvivoMyOrder', detail: '/abinvivoMyOrder-Detail' },
};

/** Where an inquiry can be followed after it is sent: each portal's own order list and order page (spec section 2). */
export function orderPages(systemType: SystemType): { list: string; detail: (id: string) => string } {
  const pages = ORDER_PAGES[systemType];
  return { list: pages.list, detail: (id) => `${pages.detail}?${new URLSearchParams({ id }).toString()}` };
}

/** The cart page of a portal. */
export function cartPagePath(systemType: SystemType): string {
  return systemType === 3 ? '/abinvivoCart' : '/cart/Index';
}

/** The catalogue for an empty cart: the quick-order list of the animal-model portal, else the public catalogue's home. */
export function cataloguePath(systemType: SystemType): string {
  return systemType === 3 ? '/abinvivoProduct' : '/abinvivo/Home';
}

/** The account centre's address book, where a shipping address is added. */
export function addressBookPath(systemType: SystemType): string {
  return `${systemType === 3 ? '/abinvivoAccount' : '/account/center'}?tab=addresses`;
}
