/** Product identity shown in titles, the footer and the health endpoint. */
export const APP_NAME = 'Airport Management';
export const APP_VERSION = '1.0.0';
export const TERMS_VERSION = '20250319';
export const TIME_ZONE = 'America/New_York';
