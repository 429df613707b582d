import type { Country } from '@polyloop/shared';

/** US states (and DC) by full name. Territories are outside the product's US/Canada scope. */
const usStates: Record<string, string> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  'District of Columbia': 'DC',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
};

/** Canadian provinces and territories, with the French names and the variants data sources use. */
const caProvinces: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  'Colombie-Britannique': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Nouveau-Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  Newfoundland: 'NL',
  'Terre-Neuve-et-Labrador': 'NL',
  'Nova Scotia': 'NS',
  'Nouvelle-Ecosse': 'NS',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  'Ile-du-Prince-Edouard': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  'Northwest Territories': 'NT',
  'Northwest Territory': 'NT',
  'Territoires du Nord-Ouest': 'NT',
  Nunavut: 'NU',
  'Nunavut Territory': 'NU',
  Yukon: 'YT',
  'Yukon Territory': 'YT',
};

/** Upper case, accents and punctuation folded, so "Québec" and "QUEBEC" meet. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

const byName = new Map<string, { code: string; country: Country }>();
for (const [name, code] of Object.entries(usStates)) byName.set(fold(name), { code, country: 'US' });
for (const [name, code] of Object.entries(caProvinces)) byName.set(fold(name), { code, country: 'CA' });
const byCode = new Map<string, Country>([...byName.values()].map(({ code, country }) => [code, country]));

/** The 2-letter code of a US state or Canadian province given by name or code; undefined otherwise. */
export function regionCode(nameOrCode: string | undefined): { code: string; country: Country } | undefined {
  if (!nameOrCode) return undefined;
  const folded = fold(nameOrCode);
  const country = byCode.get(folded);
  if (country) return { code: folded, country };
  return byName.get(folded);
}

/** Amazon Location answers ISO 3166 alpha-3; the product keeps alpha-2. */
export function countryFromIso3(iso3: string | undefined): Country | undefined {
  if (iso3 === 'USA') return 'US';
  if (iso3 === 'CAN') return 'CA';
  return undefined;
}

/** "606071234" and "60607 1234" become "60607-1234"; Canadian codes are upper-cased "A1A 1A1". */
export function formatPostalCode(postalCode: string | undefined, country: Country): string {
  const raw = (postalCode ?? '').trim().toUpperCase();
  if (country === 'US') {
    const zip = /^(\d{5})[-\s]?(\d{4})?$/.exec(raw);
    if (zip) return zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]!;
    return raw;
  }
  const ca = /^([A-Z]\d[A-Z])\s?(\d[A-Z]\d)?$/.exec(raw);
  if (ca) return ca[2] ? `${ca[1]} ${ca[2]}` : ca[1]!;
  return raw;
}
