import type { MaterialItem } from './material.entity.js';
import { wordsOf, as, fromImage, joined, path } from '../search/index.js';

/** A material: its name, identifier and type. */
export const material = fromImage(
  (image) => `material:${as<MaterialItem>(image).tenantId}:${as<MaterialItem>(image).materialId}`,
  (image) => {
    const m = as<MaterialItem>(image);
    if (m.archived) return [];
    return [
      {
        category: 'materials',
        scopes: [m.tenantId],
        id: m.materialId,
        title: m.name,
        subtitle: joined(m.identifier, m.type),
        url: path(`/materials/${m.type}`, m.materialId, '/details'),
        date: null,
        words: wordsOf(m.name, m.identifier, m.type, m.grade, m.form, m.color),
      },
    ];
  },
);
