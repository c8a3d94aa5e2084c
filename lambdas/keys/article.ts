import { defineEntity } from './entity';

/**
 * Articles. GSI1 holds every article for the admin list in one descending Query: `rank` 2 puts
 * never-published drafts (by creation) before the rest (rank 1, by first publication). GSI2 is
 * present only while an article is published, so the public list can never see a draft.
 */
export const articleKeys = defineEntity('article', {
  PK: 'ARTICLE#{id}',
  SK: 'ARTICLE',
  indexes: {
    GSI1: { pk: 'ARTICLES', sk: '{rank}#{at}#{id}' },
    GSI2: { pk: 'ARTICLES#PUBLISHED', sk: '{publishedAt}#{id}' },
  },
});
