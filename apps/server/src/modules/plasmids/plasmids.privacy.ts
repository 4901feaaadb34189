import type { PersonalDataHolders } from '../accounts/index.js';
import { allDesignsOf, deleteAllDesignsOf } from './plasmids.repository.js';

/** The customer's designs are theirs: in their data export, and gone with their account (security.md S19). */
export const designPersonalData: PersonalDataHolders = {
  async collect(db, customerId) {
    return { plasmidDesigns: await allDesignsOf(db, customerId) };
  },
  async erase(db, customerId) {
    await deleteAllDesignsOf(db, customerId);
  },
};
