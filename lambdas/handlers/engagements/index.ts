import { engagementRoutes } from '@contracts/engagements/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { engagementsDeps } from './deps';

export const handler = dispatchRoutes(engagementsDeps, engagementRoutes, {
  list: () => import('./list-engagements').then((m) => m.listEngagements),
  create: () => import('./create-engagement').then((m) => m.createEngagement),
  get: () => import('./get-engagement').then((m) => m.getEngagement),
  update: () => import('./update-engagement').then((m) => m.updateEngagement),
  sendLetter: () => import('./send-letter').then((m) => m.sendLetter),
  changeOrder: () => import('./change-order').then((m) => m.changeOrder),
  linkBookingPage: () => import('./link-booking-page').then((m) => m.linkBookingPage),
  unlinkBookingPage: () => import('./unlink-booking-page').then((m) => m.unlinkBookingPage),
  budget: () => import('./engagement-budget').then((m) => m.engagementBudget),
  delete: () => import('./delete-engagement').then((m) => m.deleteEngagement),
});
