/** Public entry: the visitor's cookie choice, which the app's cookie banner reads and sets. */
export { setCookieConsent, useCookieConsent } from './lib/cookie-consent';
