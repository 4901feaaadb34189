/**
 * The supplier's legal details that quotations and invoices print: who sells, where, its tax registration, where to
 * pay and when, and the tax rate its prices include. Deployment settings; a part left empty is left off the documents.
 */
export type SupplierDetails = {
  legalName: string;
  address: string;
  phone: string;
  email: string;
  taxId: string;
  bank: { name: string; accountName: string; account: string; swift: string };
  /** Days from the invoice date; 0 means due on receipt, null says nothing about terms. */
  paymentTermsDays: number | null;
  /** The tax rate quoted prices include, in percent (13 for China's VAT); 0 for none. */
  taxRatePercent: number;
};

/** A tax registration number (a VAT number, China's unified social credit code): letters, digits and separators. */
export const TAX_REGISTRATION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,39}$/;
/** A bank account number or IBAN: letters, digits, spaces and hyphens. */
export const BANK_ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/;
/** A SWIFT/BIC code: bank, country, location and an optional branch (ISO 9362). */
export const SWIFT_CODE_PATTERN = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;
export const MAX_PAYMENT_TERMS_DAYS = 365;
