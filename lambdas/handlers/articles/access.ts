import type { DeclaredAccess, FunctionAccess } from '../../deps/function-access';
import { articleKeys } from '../../keys/article';
import { articlesDeps } from './deps';

/**
 * Insights Hub articles: public reads, admin writes (the pool says if an admin has TOTP); the
 * app's origin for the sitemap's absolute links.
 */
export const articlesAccess: DeclaredAccess = {
  deps: articlesDeps,
  table: 'RW',
  items: [articleKeys],
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
