/** The closed choices of spec section 3's order rows, shared by the sequence order and the service orders. */
export const ORDER_PRIORITIES = ['normal', 'urgent'] as const;
export const SEQUENCE_UNITS = ['mg', 'ug', 'g'] as const;
export const TRANSPORT_CONDITIONS = ['dryIce', 'icePack'] as const;
export const PACKAGING_FORMS = ['liquid', 'freezeDried'] as const;
/** A vector order's rows (issue 18): how much of the constructed plasmid is delivered, and how its sequence is verified. */
export const VECTOR_PREPS = ['miniprep', 'midiprep', 'maxiprep'] as const;
export const VECTOR_VERIFICATIONS = ['sanger', 'wholePlasmid'] as const;
