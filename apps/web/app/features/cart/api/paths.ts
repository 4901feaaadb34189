import type { SystemType } from '@portal/domain';

/** Where an inquiry can be followed after it is sent: the animal-model portal's pages, or the standard ones. */
export function orderPages(systemType: SystemType): { list: string; detail: (id: string) => string } {
  const detailPath = systemType === 3 ? '/abinvivoMyOrder-Detail' : '/myOrder/Detail';
  return {
    list: systemType === 3 ? '/abinvivoMyOrder' : '/myOrder/Index',
    detail: (id) => `${detailPath}?${new URLSearchParams({ id }).toString()}`,
  };
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
