import { DEFAULT_CURRENCY, type Currency } from './money';

/**
 * The currency a booking page's billing starts with, from the page's (its professional's) time
 * zone: where the zone's place pays in one of the currencies a page can bill in, that one;
 * elsewhere pounds, the product's own. Only a starting point: the professional confirms or
 * changes it before the first time is logged (Billing settings, or the first entry or timer),
 * and it locks only then. Pure: a zone is an IANA name, read as text.
 */

/** Zones of the euro area (and of places that use the euro), as IANA names them. */
const EURO_ZONES = new Set([
  'Atlantic/Azores',
  'Atlantic/Canary',
  'Atlantic/Madeira',
  'Africa/Ceuta',
  'Europe/Amsterdam',
  'Europe/Andorra',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Bratislava',
  'Europe/Brussels',
  'Europe/Dublin',
  'Europe/Helsinki',
  'Europe/Lisbon',
  'Europe/Ljubljana',
  'Europe/Luxembourg',
  'Europe/Madrid',
  'Europe/Malta',
  'Europe/Mariehamn',
  'Europe/Monaco',
  'Europe/Nicosia',
  'Asia/Nicosia',
  'Asia/Famagusta',
  'Europe/Paris',
  'Europe/Podgorica',
  'Europe/Riga',
  'Europe/Rome',
  'Europe/San_Marino',
  'Europe/Tallinn',
  'Europe/Vatican',
  'Europe/Vienna',
  'Europe/Vilnius',
  'Europe/Zagreb',
  'Europe/Busingen',
  'Indian/Reunion',
  'Indian/Mayotte',
  'America/Guadeloupe',
  'America/Martinique',
  'America/Cayenne',
]);

const POUND_ZONES = new Set([
  'Europe/London',
  'Europe/Belfast',
  'Europe/Guernsey',
  'Europe/Isle_of_Man',
  'Europe/Jersey',
  'GB',
  'GB-Eire',
]);

const FRANC_ZONES = new Set(['Europe/Zurich', 'Europe/Vaduz']);

/** Canada's zones (those under `America/` share the prefix with the United States'). */
const CANADA_ZONES = new Set([
  'America/Atikokan',
  'America/Blanc-Sablon',
  'America/Cambridge_Bay',
  'America/Creston',
  'America/Dawson',
  'America/Dawson_Creek',
  'America/Edmonton',
  'America/Fort_Nelson',
  'America/Glace_Bay',
  'America/Goose_Bay',
  'America/Halifax',
  'America/Inuvik',
  'America/Iqaluit',
  'America/Moncton',
  'America/Montreal',
  'America/Nipigon',
  'America/Pangnirtung',
  'America/Rainy_River',
  'America/Rankin_Inlet',
  'America/Regina',
  'America/Resolute',
  'America/St_Johns',
  'America/Swift_Current',
  'America/Thunder_Bay',
  'America/Toronto',
  'America/Vancouver',
  'America/Whitehorse',
  'America/Winnipeg',
  'America/Yellowknife',
]);

/** The United States' zones outside the `US/` aliases, and places that pay in dollars. */
const DOLLAR_ZONES = new Set([
  'America/Adak',
  'America/Anchorage',
  'America/Boise',
  'America/Chicago',
  'America/Denver',
  'America/Detroit',
  'America/Juneau',
  'America/Los_Angeles',
  'America/Menominee',
  'America/Metlakatla',
  'America/New_York',
  'America/Nome',
  'America/Phoenix',
  'America/Puerto_Rico',
  'America/Sitka',
  'America/Yakutat',
  'America/Panama',
  'America/Guayaquil',
  'America/El_Salvador',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
]);

/** The currency a page in `timeZone` starts with (see above). */
export function currencyOfZone(timeZone: string): Currency {
  if (POUND_ZONES.has(timeZone)) return 'GBP';
  if (EURO_ZONES.has(timeZone)) return 'EUR';
  if (FRANC_ZONES.has(timeZone)) return 'CHF';
  if (CANADA_ZONES.has(timeZone) || timeZone.startsWith('Canada/')) return 'CAD';
  if (
    DOLLAR_ZONES.has(timeZone) ||
    timeZone.startsWith('US/') ||
    /^America\/(Indiana|Kentucky|North_Dakota)\//.test(timeZone)
  )
    return 'USD';
  if (timeZone.startsWith('Australia/') || timeZone === 'Antarctica/Macquarie') return 'AUD';
  return DEFAULT_CURRENCY;
}
