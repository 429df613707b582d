import type { NetworkRequestItem } from './network-request.entity.js';
import { wordsOf, as, fromImage, path } from '../search/index.js';

/** A private network request, per side, under each company's own tenant. */
export const networkRequest = fromImage(
  (image) =>
    `network-request:${as<NetworkRequestItem>(image).tenantId}:${as<NetworkRequestItem>(image).requestId}`,
  (image) => {
    const r = as<NetworkRequestItem>(image);
    return [
      {
        category: 'networkRequests',
        scopes: [r.tenantId],
        id: r.requestId,
        title: r.title,
        subtitle: `${r.requestingCompany.name} → ${r.receivingCompany.name}`,
        url: path('/network/requests', r.requestId),
        date: null,
        words: wordsOf(
          r.title,
          r.materialName,
          r.materialType,
          r.requestingCompany.name,
          r.receivingCompany.name,
        ),
      },
    ];
  },
);
