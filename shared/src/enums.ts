import * as z from 'zod';

/** Material types (spec part 1 §3). PLX is shown as "Other". */
export const MaterialType = z.enum(['PET', 'PE', 'PP', 'PS', 'ABS', 'PC', 'PVC', 'PA', 'PLX']);
export type MaterialType = z.infer<typeof MaterialType>;
export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = { PET: 'PET', PE: 'PE', PP: 'PP', PS: 'PS', ABS: 'ABS', PC: 'PC', PVC: 'PVC', PA: 'PA', PLX: 'Other' };

/** The 39 services a company can offer (spec part 1 §3). */
export const Service = z.enum([
  'DISTRIBUTING', 'GRINDING', 'BALING', 'WAREHOUSING', 'WASHING', 'SORTING', 'PACKAGING', 'BULK_SERVICES', 'INTERMODAL', 'DRAYAGE',
  'PULVERIZING', 'FTL_FREIGHT', 'LTL_FREIGHT', 'RAIL_SERVICES', 'DENSIFYING', 'SHREDDING', 'PELLETIZING', 'PULPING', 'BLENDING', 'TESTING',
  'EXTRUSION', 'INJECTION_MOLDING', 'BLOW_MOLDING', 'ROTATIONAL_MOLDING', 'THERMOFORMING', 'COMPOUNDING', 'CONVERTING', 'REWINDING', 'SLITTING', 'FABRICATING',
  'TECHNICAL_CONSULTING', 'BUSINESS_CONSULTING', 'PROPERTY_MANAGEMENT', 'EQUIPMENT_SUPPLIER_SERVICER', 'WASTE_DISPOSAL', 'BROKER_TRADER', 'THREE_D_PRINTING', 'ASSOCIATION',
  'PRODUCER',
]);
export type Service = z.infer<typeof Service>;
export const serviceLabel = (s: Service) =>
  ({ FTL_FREIGHT: 'FTL freight', LTL_FREIGHT: 'LTL freight', BROKER_TRADER: 'Broker/trader', THREE_D_PRINTING: '3D printing', EQUIPMENT_SUPPLIER_SERVICER: 'Equipment supplier and servicer', INJECTION_MOLDING: 'Injection molding' })[s as string] ??
  s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');
