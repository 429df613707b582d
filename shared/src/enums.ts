import * as z from 'zod';
import { labelledEnum } from './labelled-enum.js';
import { PRICE_UNITS, WEIGHT_UNITS } from './conversions.js';

/** Material types (spec part 1 §3). PLX is shown as "Other". */
export const [MaterialType, MATERIAL_TYPE_LABELS] = labelledEnum({
  PET: 'PET',
  PE: 'PE',
  PP: 'PP',
  PS: 'PS',
  ABS: 'ABS',
  PC: 'PC',
  PVC: 'PVC',
  PA: 'PA',
  PLX: 'Other',
});
export type MaterialType = z.infer<typeof MaterialType>;

/** The 39 services a company can offer (spec part 1 §3). */
export const Service = z.enum([
  'DISTRIBUTING',
  'GRINDING',
  'BALING',
  'WAREHOUSING',
  'WASHING',
  'SORTING',
  'PACKAGING',
  'BULK_SERVICES',
  'INTERMODAL',
  'DRAYAGE',
  'PULVERIZING',
  'FTL_FREIGHT',
  'LTL_FREIGHT',
  'RAIL_SERVICES',
  'DENSIFYING',
  'SHREDDING',
  'PELLETIZING',
  'PULPING',
  'BLENDING',
  'TESTING',
  'EXTRUSION',
  'INJECTION_MOLDING',
  'BLOW_MOLDING',
  'ROTATIONAL_MOLDING',
  'THERMOFORMING',
  'COMPOUNDING',
  'CONVERTING',
  'REWINDING',
  'SLITTING',
  'FABRICATING',
  'TECHNICAL_CONSULTING',
  'BUSINESS_CONSULTING',
  'PROPERTY_MANAGEMENT',
  'EQUIPMENT_SUPPLIER_SERVICER',
  'WASTE_DISPOSAL',
  'BROKER_TRADER',
  'THREE_D_PRINTING',
  'ASSOCIATION',
  'PRODUCER',
]);
export type Service = z.infer<typeof Service>;
export const serviceLabel = (s: Service) =>
  ({
    FTL_FREIGHT: 'FTL freight',
    LTL_FREIGHT: 'LTL freight',
    BROKER_TRADER: 'Broker/trader',
    THREE_D_PRINTING: '3D printing',
    EQUIPMENT_SUPPLIER_SERVICER: 'Equipment supplier and servicer',
    INJECTION_MOLDING: 'Injection molding',
  })[s as string] ?? s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

const labelled = <T extends string>(values: readonly T[], labels: Partial<Record<T, string>> = {}) =>
  Object.fromEntries(
    values.map((v) => [v, labels[v] ?? v.charAt(0) + v.slice(1).toLowerCase().replace(/_/g, ' ')]),
  ) as Record<T, string>;

export const Grade = z.enum(['PRIME', 'OFF_GRADE', 'POST_INDUSTRIAL', 'POST_CONSUMER']);
export const Form = z.enum(['PARTS', 'PURGE', 'REGRIND', 'PELLETS', 'GRANULAR']);
export const Color = z.enum(['NATURAL_CLEAR', 'MIXED', 'WHITE', 'BLACK', 'TINTED']);
export const PpStructure = z.enum(['HOMOPOLYMER', 'RANDOM_COPOLYMER', 'COPOLYMER']);
export const ProductType = z.enum([
  'INJECTION',
  'SHEET',
  'BLOW_MOLD',
  'FILM',
  'PIPE',
  'PREFORM',
  'FIBER',
  'STRAPPING',
  'COMPOUNDING',
]);
export const DurometerScale = z.enum([
  'SHORE_00',
  'SHORE_A',
  'SHORE_D',
  'ROCKWELL_E',
  'ROCKWELL_M',
  'ROCKWELL_R',
]);
export const PeType = z.enum(['LD', 'LLD', 'MD', 'HD', 'HMW']);
export const PeStructure = z.enum(['BUTENE', 'HEXENE', 'OCTENE', 'METALLOCENE', 'ROTO']);
export const PeProcessing = z.enum(['GAS_PHASE', 'BIMODAL', 'PHILLIPS_PROCESS']);
export const PvcType = z.enum(['FLEX', 'RIGID']);
export const PaType = z.enum(['PA6', 'PA6_6', 'PA4_6', 'PA6_12', 'PA12']);
export const Filler = z.enum(['CALCIUM', 'TALC', 'MICA', 'GLASS']);
/** Schemas over the conversion module's units, so forms, API and converters agree. */
export const WeightUnitSchema = z.enum(WEIGHT_UNITS);
export const PriceUnitSchema = z.enum(PRICE_UNITS);
export const Packaging = z.enum([
  'BOXES',
  'SUPERSACKS',
  'BALES',
  'ROLLS',
  'TWO_FIVE_KGS',
  'BULK_TRUCK',
  'RAILCAR',
  'LOOSE',
  'ITEMIZED',
  'OTHER',
]);
/** The material a record names, copied from one of the company's materials (or only its type). */
export const RecordMaterial = {
  materialId: z.string().nullable(),
  materialName: z.string().nullable(),
  materialType: MaterialType,
};
export const Incoterm = z.enum([
  'FOB_ORIGIN',
  'FOB_DESTINATION',
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
]);
export const ContactType = z.enum(['SALES', 'SHIPPING', 'PURCHASING', 'ACCOUNTING']);
export const RelationshipTemperature = z.enum(['COLD', 'HOT', 'PROSPECT', 'DORMANT']);
export const DocumentType = z.enum([
  'PURCHASE_ORDER',
  'BILL_OF_LADING',
  'INVOICE',
  'PACKING_LIST',
  'SCALES',
  'SHIPPING_CONFIRMATION',
  'OTHER',
]);
/** A scale ticket weighs the truck loaded (heavy) or empty (light). */
export const ScaleType = z.enum(['HEAVY', 'LIGHT']);
/** Which copy of a bill of lading: the shipper's or the receiver's. */
export const BillOfLadingType = z.enum(['SHIPPER', 'RECEIVER']);

export type Grade = z.infer<typeof Grade>;
export type Form = z.infer<typeof Form>;
export type Color = z.infer<typeof Color>;
export type ContactType = z.infer<typeof ContactType>;
export type RelationshipTemperature = z.infer<typeof RelationshipTemperature>;

export const LABELS = {
  grade: labelled(Grade.options, {
    OFF_GRADE: 'Off-grade',
    POST_INDUSTRIAL: 'Post-industrial',
    POST_CONSUMER: 'Post-consumer',
  }),
  form: labelled(Form.options),
  color: labelled(Color.options, { NATURAL_CLEAR: 'Natural/clear' }),
  ppStructure: labelled(PpStructure.options),
  productType: labelled(ProductType.options, { BLOW_MOLD: 'Blow mold' }),
  durometerScale: labelled(DurometerScale.options, {
    SHORE_00: 'Shore 00',
    SHORE_A: 'Shore A',
    SHORE_D: 'Shore D',
    ROCKWELL_E: 'Rockwell E',
    ROCKWELL_M: 'Rockwell M',
    ROCKWELL_R: 'Rockwell R',
  }),
  peType: labelled(PeType.options, { LD: 'LDPE', LLD: 'LLDPE', MD: 'MDPE', HD: 'HDPE', HMW: 'HMW-PE' }),
  peStructure: labelled(PeStructure.options),
  peProcessing: labelled(PeProcessing.options, { PHILLIPS_PROCESS: 'Phillips process' }),
  pvcType: labelled(PvcType.options),
  paType: labelled(PaType.options, {
    PA6: 'PA6',
    PA6_6: 'PA6/6',
    PA4_6: 'PA4/6',
    PA6_12: 'PA6/12',
    PA12: 'PA12',
  }),
  filler: labelled(Filler.options),
  packaging: labelled(Packaging.options, { TWO_FIVE_KGS: '25 kg bags', BULK_TRUCK: 'Bulk truck' }),
  // Incoterms are written as their three capitals (DAP, not Dap); the domestic FOB terms say what they mean.
  incoterm: {
    ...Object.fromEntries(Incoterm.options.map((t) => [t, t])),
    FOB_ORIGIN: 'FOB origin (picked up)',
    FOB_DESTINATION: 'FOB destination (delivered)',
  } as Record<(typeof Incoterm.options)[number], string>,
  contactType: labelled(ContactType.options),
  relationshipTemperature: labelled(RelationshipTemperature.options),
  documentType: labelled(DocumentType.options, {
    BILL_OF_LADING: 'Bill of lading',
    PURCHASE_ORDER: 'Purchase order',
    PACKING_LIST: 'Packing list',
    SHIPPING_CONFIRMATION: 'Shipping confirmation',
    SCALES: 'Scale ticket',
  }),
  scaleType: labelled(ScaleType.options),
  billOfLadingType: labelled(BillOfLadingType.options, {
    SHIPPER: 'Shipper copy',
    RECEIVER: 'Receiver copy',
  }),
};
