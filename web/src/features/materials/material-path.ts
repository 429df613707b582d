import type { Material } from '@polyloop/shared/crm/material';

/** Where a material's page is: its type is part of the address. */
export const materialPath = (m: Pick<Material, 'id' | 'type'>) => `/materials/${m.type}/${m.id}/details`;
