import { describe, expect, it } from 'vitest';
import { ZSaveArticle } from '@contracts/articles/save-article';
import {
  articleToForm,
  emptyArticleForm,
  toArticleInput,
} from '../../../../web/src/features/articles/lib/article-form';

const filled = { ...emptyArticleForm, title: 'T', excerpt: 'E', content: 'C' };

// The form hands `toArticleInput` the values as the contract parsed them.
const input = (values: typeof filled) => toArticleInput(ZSaveArticle.parse(values));

describe('toArticleInput', () => {
  it('sends trimmed text and a blank image as null, leaving a blank author to the server', () => {
    expect(input({ ...filled, title: '  Title  ', authorName: '  ', isPublished: true })).toEqual({
      title: 'Title',
      excerpt: 'E',
      content: 'C',
      imageUrl: null,
      isPublished: true,
    });
  });

  it('keeps a named author and an image', () => {
    expect(
      input({ ...filled, imageUrl: 'https://cdn.example.com/a.png', authorName: ' Jane Doe ' }),
    ).toMatchObject({ imageUrl: 'https://cdn.example.com/a.png', authorName: 'Jane Doe' });
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
