import * as z from 'zod';

/** The documents the product writes, each with its own terms and footer (Administration → Documents). */
export const DocumentType = z.enum([
  'PURCHASE_ORDER',
  'BILL_OF_LADING',
  'PACKING_LIST',
  'SHIPPING_CONFIRMATION',
  'MATERIAL_DATASHEET',
  'INVOICE',
  'BILL',
]);
export type DocumentType = z.infer<typeof DocumentType>;

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  PURCHASE_ORDER: 'Purchase order',
  BILL_OF_LADING: 'Bill of lading',
  PACKING_LIST: 'Packing list',
  SHIPPING_CONFIRMATION: 'Shipping confirmation',
  MATERIAL_DATASHEET: 'Material datasheet',
  INVOICE: 'Invoice',
  BILL: 'Bill',
};

export const DOCUMENT_DEFAULT_LIMITS = { letterhead: 120, terms: 4000, footer: 160 } as const;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // An emptied field is no setting: the company's own records (or the organization's terms) apply.
    .transform((v) => v || null)
    .nullable()
    .default(null);

/** What a company prints on its documents in place of what its own records say, and per document. */
export const DocumentDefaults = z.object({
  letterhead: z.object({
    /** The name at the top; the company's name when empty. */
    name: text('The letterhead name', DOCUMENT_DEFAULT_LIMITS.letterhead),
    /** The address line; the remit-to (or first) location when empty. */
    address: text('The letterhead address', DOCUMENT_DEFAULT_LIMITS.letterhead),
    /** The contact line; the first contact's name, e-mail and phone when empty. */
    contact: text('The letterhead contact line', DOCUMENT_DEFAULT_LIMITS.letterhead),
  }),
  documents: z.object(
    Object.fromEntries(
      DocumentType.options.map((type) => [
        type,
        z
          .object({
            /** The terms closing the document; the organization's document terms when empty. */
            terms: text('Terms', DOCUMENT_DEFAULT_LIMITS.terms),
            /** One line at the foot of every page; the company's name when empty. */
            footer: text('The footer', DOCUMENT_DEFAULT_LIMITS.footer),
          })
          .default({ terms: null, footer: null }),
      ]),
    ) as Record<
      DocumentType,
      z.ZodDefault<
        z.ZodObject<{
          terms: ReturnType<typeof text>;
          footer: ReturnType<typeof text>;
        }>
      >
    >,
  ),
});
export type DocumentDefaults = z.output<typeof DocumentDefaults>;
export type DocumentDefaultsInput = z.input<typeof DocumentDefaults>;

let none: DocumentDefaults | undefined;
/**
 * Nothing set: every document reads the company's own records. Parsed on first use: the first
 * parse of a schema is costly, and a parse here at load ran at every cold start of the admin
 * function, which only needs it when a company that never saved its defaults reads them.
 */
export const noDocumentDefaults = (): DocumentDefaults =>
  (none ??= DocumentDefaults.parse({ letterhead: {}, documents: {} }));
