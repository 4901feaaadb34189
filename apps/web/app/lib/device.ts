export const MOBILE_BREAKPOINT_PX = 1088;
export const SMALL_BREAKPOINT_PX = 768;

export type DeviceClass = 'desktop' | 'mobile' | 'small';

/** Spec section 4: mobile under 1088 px, small under 768 px, else desktop. */
export function deviceClass(widthPx: number): DeviceClass {
  if (widthPx < SMALL_BREAKPOINT_PX) return 'small';
  if (widthPx < MOBILE_BREAKPOINT_PX) return 'mobile';
  return 'desktop';
}
