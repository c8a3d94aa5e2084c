import { expect } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import {
  ZConnectionList,
  ZOAuthStart,
  ZSyncResult,
  type TConnection,
  type TOAuthProvider,
  type TSyncResult,
} from '@contracts/booking/connection';
import type { Caller } from './api-session';

/** Connecting a booking page's calendar as the owner's browser does, against the fake providers. */

export interface Started {
  authUrl: URL;
  /** `name=value` of the binding cookie the browser was given. */
  cookie: string;
}

/** `owner` is read on each call: tests sign the owner in after these helpers are made. */
export function calendarConnect(ownerOf: () => Caller) {
  async function startOAuth(page: TBookingPage, provider: TOAuthProvider): Promise<Started> {
    const res = await ownerOf().fetch('POST', `/api/booking-pages/${page.id}/oauth/${provider}`);
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const setCookie = res.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(
      new RegExp(
        `^vciso_oauth_${provider}=[\\w-]{43}; Path=/api/oauth/${provider}/; .*HttpOnly; SameSite=Lax`,
      ),
    );
    return {
      authUrl: new URL(ZOAuthStart.parse(body).authUrl),
      cookie: setCookie[0]!.split(';')[0]!,
    };
  }

  /** The owner consents at the fake: its redirect back to our callback, with a fresh code. */
  async function consent(authUrl: URL): Promise<URL> {
    const res = await fetch(authUrl, { redirect: 'manual' });
    expect(res.status, await res.clone().text()).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  }

  /** The callback as the popup's browser calls it (with its binding cookie, when it has one). */
  async function callback(url: URL | string, cookie?: string) {
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    return { status: res.status, headers: res.headers, html: await res.text() };
  }

  /** Start → consent → callback, from one browser. */
  async function connectFlow(page: TBookingPage, provider: TOAuthProvider) {
    const started = await startOAuth(page, provider);
    return callback(await consent(started.authUrl), started.cookie);
  }

  async function connections(page: TBookingPage): Promise<TConnection[]> {
    const res = await ownerOf().call('GET', `/api/booking-pages/${page.id}/connections`);
    expect(res.status).toBe(200);
    return ZConnectionList.parse(res.body).connections;
  }

  async function connect(page: TBookingPage, provider: TOAuthProvider): Promise<TConnection> {
    const page1 = await connectFlow(page, provider);
    expect(page1.status, page1.html).toBe(200);
    const made = (await connections(page)).find((c) => c.provider === provider);
    expect(made).toBeDefined();
    return made!;
  }

  async function sync(page: TBookingPage): Promise<TSyncResult> {
    const res = await ownerOf().call('POST', `/api/booking-pages/${page.id}/sync`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZSyncResult.parse(res.body);
  }

  return { startOAuth, consent, callback, connectFlow, connections, connect, sync };
}
