import { SupplyRoutes } from '@polyloop/shared';
import { VIEWS } from '../../lib/views';

/** Haves and needs share their pages; what differs is named here once. */
export const KINDS = {
  have: {
    noun: 'have',
    plural: 'haves',
    title: 'Haves',
    base: '/haves',
    viewType: 'HAVES' as const,
    priceLabel: 'Price',
    list: SupplyRoutes.listHaves,
    create: SupplyRoutes.createHave,
    get: SupplyRoutes.getHave,
    update: SupplyRoutes.updateHave,
    status: SupplyRoutes.changeHaveStatus,
    archive: SupplyRoutes.archiveHave,
    restore: SupplyRoutes.restoreHave,
    history: SupplyRoutes.haveHistory,
    exportRoute: SupplyRoutes.exportHaves,
    touches: VIEWS.have,
  },
  need: {
    noun: 'need',
    plural: 'needs',
    title: 'Needs',
    base: '/needs',
    viewType: 'NEEDS' as const,
    priceLabel: 'Price target',
    list: SupplyRoutes.listNeeds,
    create: SupplyRoutes.createNeed,
    get: SupplyRoutes.getNeed,
    update: SupplyRoutes.updateNeed,
    status: SupplyRoutes.changeNeedStatus,
    archive: SupplyRoutes.archiveNeed,
    restore: SupplyRoutes.restoreNeed,
    history: SupplyRoutes.needHistory,
    exportRoute: SupplyRoutes.exportNeeds,
    touches: VIEWS.need,
  },
} as const;
export type Kind = keyof typeof KINDS;
