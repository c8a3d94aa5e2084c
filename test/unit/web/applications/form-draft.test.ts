import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ZPartnerApplicationForm,
  type TPartnerApplicationForm,
} from '@contracts/applications/partner-application';
import { ZCisoApplicationForm } from '@contracts/applications/ciso-application';
import {
  clearDraft,
  DRAFT_SAVE_DELAY_MS,
  DRAFT_TTL_MS,
  DRAFT_VERSION,
  draftKeeper,
  draftKey,
  readDraft,
  saveDraft,
  type DraftStorage,
} from '../../../../web/src/features/applications/lib/form-draft';
import { memoryStorage } from '../../../support/web/memory-storage';

const now = Date.UTC(2026, 0, 5, 9, 0);

const emptyPartner: Partial<TPartnerApplicationForm> = {
  companyName: '',
  companyDescription: '',
  websiteUrl: '',
  targetClients: '',
  industriesServed: [],
  countriesServed: [],
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

const typed: TPartnerApplicationForm = {
  companyName: 'Northwind Security',
  companySize: '11-50 employees',
  partnerType: 'Consulting Firm',
  companyDescription: 'We run security programmes',
  websiteUrl: 'https://northwind.example',
  targetClients: 'Mid-sized banks and insurers across the UK and Ireland, mostly regulated.',
  industriesServed: ['Financial Services', 'Healthcare'],
  countriesServed: ['United Kingdom'],
  contactName: 'Sam Patel',
  contactEmail: 'sam@',
  contactPhone: '',
};

const read = (storage: DraftStorage, at = now) =>
  readDraft(storage, 'partner', ZPartnerApplicationForm, emptyPartner, at);

describe('a form draft in the tab', () => {
  it('is saved under one key per form and read back as typed, half-typed text included', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'partner', typed, now);
    expect([...storage.items.keys()]).toEqual(['vciso.draft.partner']);
    expect(draftKey('professional')).toBe('vciso.draft.professional');
    expect(draftKey('role')).toBe('vciso.draft.role');
    // The description and e-mail do not pass their rules yet; they are what was typed.
    expect(read(storage, now + 60_000)).toEqual(typed);
  });

  it('is forgotten when cleared', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'partner', typed, now);
    saveDraft(storage, 'role', { companyName: 'Other' }, now);
    clearDraft(storage, 'partner');
    expect(read(storage)).toBeUndefined();
    expect(storage.items.has(draftKey('role'))).toBe(true);
  });

  it('ignores unreadable, foreign, old or future data without throwing', () => {
    const storage = memoryStorage();
    const key = draftKey('partner');
    const stored = (value: unknown) => storage.setItem(key, JSON.stringify(value));
    expect(read(storage)).toBeUndefined();
    for (const raw of ['{not json', 'null', '"text"', '[1,2]', '42']) {
      storage.setItem(key, raw);
      expect(read(storage)).toBeUndefined();
    }
    stored({ v: DRAFT_VERSION + 1, savedAt: now, values: typed });
    expect(read(storage)).toBeUndefined();
    stored({ v: DRAFT_VERSION, savedAt: 'yesterday', values: typed });
    expect(read(storage)).toBeUndefined();
    stored({ v: DRAFT_VERSION, savedAt: now, values: ['Northwind'] });
    expect(read(storage)).toBeUndefined();
    stored({ v: DRAFT_VERSION, savedAt: now - DRAFT_TTL_MS - 1, values: typed });
    expect(read(storage)).toBeUndefined();
    stored({ v: DRAFT_VERSION, savedAt: now + 1, values: typed });
    expect(read(storage)).toBeUndefined();
    stored({ v: DRAFT_VERSION, savedAt: now - DRAFT_TTL_MS, values: typed });
    expect(read(storage)).toEqual(typed);

    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(read(refusing)).toBeUndefined();
    expect(() => saveDraft(refusing, 'partner', typed, now)).not.toThrow();
    expect(() => clearDraft(refusing, 'partner')).not.toThrow();
  });

  it('keeps only the fields that still fit the form', () => {
    const storage = memoryStorage();
    storage.setItem(
      draftKey('partner'),
      JSON.stringify({
        v: DRAFT_VERSION,
        savedAt: now,
        values: {
          companyName: 'Northwind',
          companySize: '10000+ employees', // no longer an option
          partnerType: 42,
          industriesServed: ['Financial Services', '<script>'],
          countriesServed: 'United Kingdom',
          contactName: { first: 'Sam' },
          isAdmin: true, // not a field of the form
        },
      }),
    );
    expect(read(storage)).toEqual({ companyName: 'Northwind' });

    // Nothing that fits is no draft at all.
    storage.setItem(
      draftKey('partner'),
      JSON.stringify({ v: DRAFT_VERSION, savedAt: now, values: { partnerType: 'Spy' } }),
    );
    expect(read(storage)).toBeUndefined();
  });

  it('keeps the professional form’s checkbox, lists and number text', () => {
    const storage = memoryStorage();
    const values = {
      fullName: 'Dana Whitfield',
      yearsOfExperience: '18',
      hasBoardExperience: true,
      certifications: ['CISSP'],
      availability: '12-days',
    };
    saveDraft(storage, 'professional', values, now);
    const empty = { fullName: '', yearsOfExperience: '', hasBoardExperience: false };
    expect(readDraft(storage, 'professional', ZCisoApplicationForm, empty, now)).toEqual(values);
  });
});

describe('the draft keeper of a mounted form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a moment after the last change, not on every keystroke', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const keeper = draftKeeper(storage, 'partner', () => now);
    keeper.change({ companyName: 'N' });
    keeper.change({ companyName: 'No' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    keeper.change({ companyName: 'Northwind' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(read(storage)).toEqual({ companyName: 'Northwind' });
  });

  it('writes at once when the page goes away, and only what is pending', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const keeper = draftKeeper(storage, 'partner', () => now);
    keeper.flush();
    expect(setItem).not.toHaveBeenCalled();
    keeper.change({ contactName: 'Sam' });
    keeper.flush();
    expect(read(storage)).toEqual({ contactName: 'Sam' });
    vi.runAllTimers();
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('forgets the draft once the form is sent, whatever change comes later', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    saveDraft(storage, 'partner', typed, now);
    const keeper = draftKeeper(storage, 'partner', () => now);
    keeper.change({ companyName: 'Pending' });
    keeper.finish();
    expect(storage.items.size).toBe(0);
    keeper.change({ companyName: 'After' });
    vi.runAllTimers();
    keeper.flush();
    expect(storage.items.size).toBe(0);
  });
});
