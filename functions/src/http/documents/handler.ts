import { DocumentRoutes } from '@polyloop/shared/contract/routes/documents';
import { httpHandler } from '../preset.js';
import { documentRoutes } from './documents.js';

/** The documents context: generated PDFs and uploads of orders and shipments (pdf-lib lives only here). */
export const handler = httpHandler(DocumentRoutes, documentRoutes);
