import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZProfessionalProfile } from '@contracts/account/professional-profile';
import { ZArticle, ZArticleList, ZPublicArticleList } from '@contracts/articles/article';
import { ZTickerMessageList } from '@contracts/ticker/ticker-message';
import { ZBookingPageList } from '@contracts/booking/booking-page';
import { ZPublicBookingPage } from '@contracts/booking/public-booking';
import { runSeeders, seeders } from '../../local/seed';
import { adminCaller, anonymousCaller, type Caller } from '../support/api-session';
import { useExclusive } from '../support/exclusive';
import { seedContextOf } from '../support/seed-context';

const stack = inject('stack');
// The ticker is one for the whole stack: files that change or count it take turns.
useExclusive(stack, 'ticker');
const anonymous = anonymousCaller(stack);
let admin: Caller;

const seedContext = seedContextOf(stack);

beforeAll(async () => {
  admin = await adminCaller(stack);
});
afterAll(() => {
  seedContext.dynamodb.destroy();
  seedContext.cognito.client.destroy();
});

const demoArticles = async () =>
  ZArticleList.parse((await admin.call('GET', '/api/admin/articles')).body).articles.filter((a) =>
    a.id.startsWith('demo-'),
  );
const demoTicker = async () =>
  ZTickerMessageList.parse((await admin.call('GET', '/api/admin/ticker')).body).messages.filter(
    (m) => m.id.startsWith('demo-'),
  );

describe('demo content of a fresh stack', () => {
  it('has three published articles by the admin and one draft', async () => {
    const articles = await demoArticles();
    expect(articles.filter((a) => a.isPublished)).toHaveLength(3);
    expect(articles.filter((a) => !a.isPublished)).toEqual([
      expect.objectContaining({ publishedAt: null }),
    ]);
    expect(new Set(articles.map((a) => a.createdBy))).toEqual(new Set([admin.sub]));
    for (const a of articles) {
      const full = ZArticle.parse((await admin.call('GET', `/api/admin/articles/${a.id}`)).body);
      expect(full.content.length).toBeGreaterThan(400);
    }
    const published = ZPublicArticleList.parse(
      (await anonymous.call('GET', '/api/articles?limit=50')).body,
    ).articles.map((a) => a.id);
    expect(published.filter((id) => id.startsWith('demo-'))).toHaveLength(3);
  });

  it('has four active ticker messages', async () => {
    const messages = await demoTicker();
    expect(messages).toHaveLength(4);
    expect(messages.every((m) => m.isActive)).toBe(true);
  });

  it('has the admin’s demo booking page at /book/demo, weekdays in London time', async () => {
    const page = ZPublicBookingPage.parse(
      (await anonymous.call('GET', '/api/public/booking-pages/demo')).body,
    );
    expect(page).toMatchObject({ timeZone: 'Europe/London', availableDays: [1, 2, 3, 4, 5] });
    // Visitors see whom they book, by the admin's profile name, not a bare address or nobody.
    const profile = ZProfessionalProfile.parse((await admin.call('GET', '/api/profile')).body);
    expect(profile.name).not.toBe('');
    expect(page.hostName).toBe(profile.name);
    const mine = ZBookingPageList.parse(
      (await admin.call('GET', '/api/booking-pages')).body,
    ).bookingPages;
    expect(mine.filter((c) => c.slug === 'demo')).toEqual([
      expect.objectContaining({ connectionCount: 1, isActive: true }),
    ]);
  });

  it('adds nothing on a second start, and does not bring back a deleted demo article', async () => {
    const [draft] = (await demoArticles()).filter((a) => !a.isPublished);
    expect((await admin.call('DELETE', `/api/admin/articles/${draft?.id}`)).status).toBe(204);
    const articles = await demoArticles();
    const ticker = await demoTicker();

    const pages = (await admin.call('GET', '/api/booking-pages')).body;

    await runSeeders(seedContext, seeders);

    expect((await admin.call('GET', '/api/booking-pages')).body).toEqual(pages);
    expect(await demoArticles()).toEqual(articles);
    expect(await demoTicker()).toEqual(ticker);
  });
});
