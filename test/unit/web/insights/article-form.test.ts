import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '@contracts/articles/save-article';
import {
  articleToForm,
  checkArticleForm,
  emptyArticleForm,
} from '../../../../web/src/features/insights/lib/article-form';

const filled = { ...emptyArticleForm, title: 'T', excerpt: 'E', content: 'C' };

describe('checkArticleForm', () => {
  it('asks for the required fields with the spec message', () => {
    for (const missing of ['title', 'excerpt', 'content'] as const) {
      expect(checkArticleForm({ ...filled, [missing]: '' })).toEqual({
        ok: false,
        message: REQUIRED_MESSAGE,
      });
      expect(checkArticleForm({ ...filled, [missing]: '   ' })).toEqual({
        ok: false,
        message: REQUIRED_MESSAGE,
      });
    }
    expect(checkArticleForm(emptyArticleForm)).toEqual({ ok: false, message: REQUIRED_MESSAGE });
  });

  it('refuses non-web image URLs', () => {
    const check = checkArticleForm({ ...filled, imageUrl: 'javascript:alert(1)' });
    expect(check).toEqual({ ok: false, message: 'Image URL must be a valid http or https URL' });
  });

  it('trims, turns a blank image into null and leaves a blank author to the server', () => {
    expect(checkArticleForm({ ...filled, title: '  Title  ', isPublished: true })).toEqual({
      ok: true,
      input: { title: 'Title', excerpt: 'E', content: 'C', imageUrl: null, isPublished: true },
    });
    const withAuthor = checkArticleForm({
      ...filled,
      imageUrl: 'https://cdn.example.com/a.png',
      authorName: ' Jane Doe ',
    });
    expect(withAuthor).toMatchObject({
      ok: true,
      input: { imageUrl: 'https://cdn.example.com/a.png', authorName: 'Jane Doe' },
    });
  });
});

describe('articleToForm', () => {
  it('fills the form from an article', () => {
    expect(
      articleToForm({
        id: 'a1',
        title: 'T',
        excerpt: 'E',
        content: 'C',
        imageUrl: null,
        authorName: 'Insights Hub Team',
        isPublished: true,
        publishedAt: '2025-01-01T00:00:00.000Z',
        createdBy: 'sub',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      title: 'T',
      excerpt: 'E',
      content: 'C',
      imageUrl: '',
      authorName: 'Insights Hub Team',
      isPublished: true,
    });
  });
});
