import type { TouchpointItem } from './touchpoint.entity.js';
import { wordsOf, as, path, type SearchMapper } from '../search/index.js';

const excerpt = (notes: string) => {
  const line = notes.trim().split('\n')[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line || 'Touchpoint';
};

/** A touchpoint (its notes, date and company), opened on its company's activity; it reads its company's name. */
export const touchpoint: SearchMapper = {
  reads: true,
  record: (image) =>
    `touchpoint:${as<TouchpointItem>(image).tenantId}:${as<TouchpointItem>(image).touchpointId}`,
  watched: (image) => {
    const t = image && as<TouchpointItem>(image);
    return t && [t.companyId, t.date, t.notes];
  },
  async documents(image) {
    if (!image) return [];
    const t = as<TouchpointItem>(image);
    const { Company } = await import('../company/index.js');
    const companyName = (await Company.get({ tenantId: t.tenantId, companyId: t.companyId }))?.name ?? null;
    return [
      {
        category: 'touchpoints',
        scopes: [t.tenantId],
        id: t.touchpointId,
        title: excerpt(t.notes),
        subtitle: companyName,
        url: path('/companies', t.companyId, '/activity'),
        date: t.date,
        words: wordsOf(companyName, t.notes),
      },
    ];
  },
};
