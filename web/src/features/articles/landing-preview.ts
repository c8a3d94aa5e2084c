/**
 * Public entry: the landing page's Insights Hub preview, which features/landing loads lazily. A
 * file of its own so that lazy chunk carries the preview and none of the admin screens.
 */
export { InsightsPreview } from './components/insights-preview';
