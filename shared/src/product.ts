export const PRODUCT_NAME = 'Polyloop';
export const APP_VERSION = '0.49.4';
export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;
