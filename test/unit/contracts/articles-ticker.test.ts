import { describe, expect, it } from 'vitest';
import {
  ZListArticlesQuery,
  ZSaveArticle,
  ZSetArticlePublished,
} from '@contracts/articles/save-article';
import {
  ZAddTickerMessage,
  ZReorderTicker,
  ZSetTickerActive,
} from '@contracts/ticker/ticker-message';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const article = { title: 'T', excerpt: 'E', content: 'C' };

describe('ZSaveArticle', () => {
  it('trims, defaults to a draft and turns a blank image URL into null', () => {
    expect(ZSaveArticle.parse({ title: ' T ', excerpt: 'E', content: 'C', imageUrl: ' ' })).toEqual(
      { title: 'T', excerpt: 'E', content: 'C', imageUrl: null, isPublished: false },
    );
  });

  it.each([
    ['a missing title', { excerpt: 'E', content: 'C' }],
    ['a whitespace-only excerpt', { ...article, excerpt: ' \n\t ' }],
    ['content of the wrong type', { ...article, content: 42 }],
    ['a body that is not an object', []],
    ['a null body', null],
  ])('answers the spec message for %s', (_, body) => {
    expect(firstMessage(ZSaveArticle.safeParse(body))).toBe('Please fill in all required fields');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    '/relative/path.png',
    'https://',
    'https://exa mple.com/a.png',
    'ftp://example.com/a.png',
  ])('refuses the image URL %s', (imageUrl) => {
    expect(firstMessage(ZSaveArticle.safeParse({ ...article, imageUrl }))).toBe(
      'Image URL must be a valid http or https URL',
    );
  });

  it('accepts http and https image URLs', () => {
    for (const imageUrl of ['https://cdn.example.com/a.png?x=1', 'http://example.com/b.jpg'])
      expect(ZSaveArticle.parse({ ...article, imageUrl }).imageUrl).toBe(imageUrl);
  });

  it('names the limit of an over-long field', () => {
    expect(firstMessage(ZSaveArticle.safeParse({ ...article, content: 'x'.repeat(50_001) }))).toBe(
      'Content must be at most 50,000 characters',
    );
    expect(firstMessage(ZSaveArticle.safeParse({ ...article, title: 'x'.repeat(201) }))).toBe(
      'Title must be at most 200 characters',
    );
  });

  it('refuses a publish flag that is not a boolean', () => {
    expect(firstMessage(ZSaveArticle.safeParse({ ...article, isPublished: 'yes' }))).toBe(
      'Publish must be true or false',
    );
    expect(firstMessage(ZSetArticlePublished.safeParse({}))).toBe('Publish must be true or false');
  });
});

describe('ZListArticlesQuery', () => {
  it('defaults to 3 and reads text numbers', () => {
    expect(ZListArticlesQuery.parse({})).toEqual({ limit: 3 });
    expect(ZListArticlesQuery.parse({ limit: '10' })).toEqual({ limit: 10 });
  });

  it.each([
    ['abc', 'Limit must be a number'],
    ['0', 'Limit must be at least 1'],
    ['51', 'Limit must be at most 50'],
    ['1.5', 'Limit must be a whole number'],
  ])('refuses limit=%s', (limit, message) => {
    expect(firstMessage(ZListArticlesQuery.safeParse({ limit }))).toBe(message);
  });
});

describe('ticker contracts', () => {
  it.each([[{ message: '' }], [{ message: '   ' }], [{}], [{ message: 5 }], [null]])(
    'refuses %j with "Message cannot be empty"',
    (body) => {
      expect(firstMessage(ZAddTickerMessage.safeParse(body))).toBe('Message cannot be empty');
    },
  );

  it('trims a message and limits it to 280 characters', () => {
    expect(ZAddTickerMessage.parse({ message: '  Hi  ' })).toEqual({ message: 'Hi' });
    expect(firstMessage(ZAddTickerMessage.safeParse({ message: 'x'.repeat(281) }))).toBe(
      'Message must be at most 280 characters',
    );
  });

  it('checks the active flag and the order list', () => {
    expect(firstMessage(ZSetTickerActive.safeParse({ isActive: 'on' }))).toBe(
      'Active must be true or false',
    );
    expect(firstMessage(ZReorderTicker.safeParse({ ids: 'a,b' }))).toBe(
      'Order must be a list of message ids',
    );
    expect(firstMessage(ZReorderTicker.safeParse({ ids: [1, 2] }))).toBe(
      'Order must be a list of message ids',
    );
    expect(firstMessage(ZReorderTicker.safeParse({ ids: [] }))).toBe(
      'Order must name every message',
    );
    expect(firstMessage(ZReorderTicker.safeParse({ ids: ['a', 'a'] }))).toBe(
      'Order must name each message once',
    );
  });
});
