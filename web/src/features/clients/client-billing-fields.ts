/**
 * The clients feature's public entry for the billing settings screen, whose client fields are the
 * page's client's details: the fields both forms show the same way.
 */
export { TaxAndTermsFields } from './components/tax-and-terms-fields';
