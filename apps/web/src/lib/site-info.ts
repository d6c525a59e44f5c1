/** Who owns and answers for the product; shown in the public footer and the legal pages. */
export const OWNER_NAME = 'Tennessee Department of Transportation, Aeronautics Division';
export const OWNER_SHORT_NAME = 'TDOT Aeronautics Division';
export const OWNER_CONTACT_EMAIL = 'aeronautics.grants@tn.gov';
export const OWNER_CONTACT_HREF = `mailto:${OWNER_CONTACT_EMAIL}?subject=${encodeURIComponent('Airport Management')}`;
