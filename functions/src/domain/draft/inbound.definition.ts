/**
 * Where received e-mails are kept in the documents bucket: SES's S3 action writes them there in
 * AWS (the CDK app reads this prefix), the local inbound endpoint does the same, and the
 * inbound-mail function reads them back by message id.
 */
export const INBOUND_PREFIX = 'inbound/';
export const inboundKey = (messageId: string) => `${INBOUND_PREFIX}${messageId}`;
