import type { FunctionAccess } from '../../deps/function-access';
import { accountClosureKeys } from '../../keys/account-closure';
import { articleKeys } from '../../keys/article';

/**
 * Insights Hub articles: public reads, admin writes (the pool says if an admin has TOTP); the
 * app's origin for the sitemap's absolute links.
 */
export const articlesAccess: FunctionAccess = {
  table: 'RW',
  items: [articleKeys, accountClosureKeys],
  readUsers: true,
  appOrigin: true,
};

/**
 * The anonymous GET routes' own function (`publicReadAccess`): the published list, one published article (GSI2) and the sitemap of them, nothing else (the
 * app's origin for the sitemap's links).
 */
export const articlesPublicReadAccess: FunctionAccess = {
  table: 'RO',
  items: [articleKeys],
  appOrigin: true,
};
