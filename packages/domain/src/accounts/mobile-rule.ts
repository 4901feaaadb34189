/** Spec section 5: a mainland mobile number, 11 digits, first 1, second 3 to 9; at most 45 characters as typed. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_MAX_LENGTH = 45;
