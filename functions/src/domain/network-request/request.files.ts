import { documentsOf } from '../file/index.js';
import { sharedRequestPartitionOf } from './network-request.entity.js';

/** A private request's documents are shared by both companies (see `sharedRequestPartitionOf`); each removes only what its own people added. */
export const requestDocuments = documentsOf('request', ({ tenantId }, requestId) =>
  sharedRequestPartitionOf(tenantId, requestId),
);
