import { describe, expect, it } from 'vitest';
import { authorNameOf, publishedAtAfter } from '@domain/articles/publication';

const now = '2025-06-01T12:00:00.000Z';
const earlier = '2025-01-10T08:00:00.000Z';

describe('publishedAtAfter', () => {
  it('is now when a never-published article is published', () => {
    expect(publishedAtAfter(null, true, now)).toBe(now);
  });

  it('stays null for a draft that is saved unpublished', () => {
    expect(publishedAtAfter(null, false, now)).toBeNull();
  });

  it('keeps the first publication time on unpublish and on re-publish', () => {
    expect(publishedAtAfter(earlier, false, now)).toBe(earlier);
    expect(publishedAtAfter(earlier, true, now)).toBe(earlier);
  });
});

describe('authorNameOf', () => {
  it('is the given name, trimmed', () => {
    expect(authorNameOf('  Ada Lovelace ', 'Team')).toBe('Ada Lovelace');
  });

  it('is the default for a blank, missing or null name', () => {
    expect(authorNameOf('', 'Team')).toBe('Team');
    expect(authorNameOf('   ', 'Team')).toBe('Team');
    expect(authorNameOf(undefined, 'Team')).toBe('Team');
    expect(authorNameOf(null, 'Team')).toBe('Team');
  });
});
