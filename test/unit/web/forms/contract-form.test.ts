import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { saveArticleMessages, ZSaveArticle } from '@contracts/articles/save-article';
import { authMessages } from '@contracts/auth/fields';
import { ZSignUp } from '@contracts/auth/sign-up';
import { tickerMessages, ZAddTickerMessage } from '@contracts/ticker/ticker-message';
import { maxLengthOf } from '../../../../web/src/lib/forms/contract-limits';
import { fieldError, firstErrorMessage } from '../../../../web/src/lib/forms/form-errors';

/** What the form helper's resolver gives react-hook-form for `values`. */
async function resolve<I extends FieldValues, O>(schema: z.ZodType<O, I>, values: I) {
  const resolver = zodResolver(schema);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

const article = { title: '', excerpt: '', content: '', imageUrl: '', authorName: '' };

describe('firstErrorMessage and fieldError over the zod resolver', () => {
  it('give the toast the first rule message and each field its own (spec §5)', async () => {
    const { errors } = await resolve(ZSignUp, {
      email: 'nope',
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(firstErrorMessage(errors)).toBe(authMessages.invalidEmail);
    expect(fieldError(errors, 'email')).toBe(authMessages.invalidEmail);
    expect(fieldError(errors, 'password')).toBe(authMessages.signUpPasswordMin);
    expect(fieldError(errors, 'confirmPassword')).toBe(authMessages.passwordsDontMatch);
  });

  it("report first what the contract reports first, as zod's issue list orders it", async () => {
    const cases = [
      { email: 'a@b.co', password: 'abc', confirmPassword: 'abd' },
      { email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgi' },
      { email: ' ', password: '', confirmPassword: '' },
    ];
    for (const values of cases) {
      const issues = ZSignUp.safeParse(values).error?.issues ?? [];
      expect(firstErrorMessage((await resolve(ZSignUp, values)).errors)).toBe(issues[0]?.message);
    }
  });

  it("use the article contract's messages: required fields, then the image URL", async () => {
    const empty = await resolve(ZSaveArticle, article);
    expect(firstErrorMessage(empty.errors)).toBe(saveArticleMessages.required);
    expect(fieldError(empty.errors, 'imageUrl')).toBeUndefined();

    const filled = { ...article, title: 'T', excerpt: 'E', content: 'C' };
    for (const missing of ['title', 'excerpt', 'content'] as const)
      for (const blank of ['', '   ']) {
        const { errors } = await resolve(ZSaveArticle, { ...filled, [missing]: blank });
        expect(firstErrorMessage(errors)).toBe(saveArticleMessages.required);
        expect(fieldError(errors, missing)).toBe(saveArticleMessages.required);
      }
    const badImage = await resolve(ZSaveArticle, { ...filled, imageUrl: 'javascript:alert(1)' });
    expect(firstErrorMessage(badImage.errors)).toBe(saveArticleMessages.imageUrl);
    expect(fieldError(badImage.errors, 'imageUrl')).toBe(saveArticleMessages.imageUrl);
    expect(fieldError(badImage.errors, 'title')).toBeUndefined();
  });

  it('refuse a whitespace-only ticker message, and pass a valid one on parsed', async () => {
    const blank = await resolve(ZAddTickerMessage, { message: '   ' });
    expect(firstErrorMessage(blank.errors)).toBe(tickerMessages.empty);
    const valid = await resolve(ZAddTickerMessage, { message: '  Hello  ' });
    expect(valid.errors).toEqual({});
    expect(firstErrorMessage(valid.errors)).toBeUndefined();
    expect(valid.values).toEqual({ message: 'Hello' });
  });

  it('read nested fields and never the DOM element an error carries', () => {
    const errors = {
      contact: {
        email: { type: 'custom', ref: { message: 'from the DOM' } },
        phone: { type: 'too_small', message: 'Phone number must be at least 10 digits' },
      },
    } as unknown as FieldErrors;
    expect(firstErrorMessage(errors)).toBe('Phone number must be at least 10 digits');
    expect(fieldError(errors, 'contact.phone')).toBe('Phone number must be at least 10 digits');
    expect(fieldError(errors, 'contact.email')).toBeUndefined();
    expect(fieldError(errors, 'missing.field')).toBeUndefined();
  });
});

describe('maxLengthOf', () => {
  it("reads the article contract's limits, through optional, nullable and transform", () => {
    const limits = ['title', 'excerpt', 'content', 'imageUrl', 'authorName', 'isPublished'].map(
      (field) => maxLengthOf(ZSaveArticle, field),
    );
    expect(limits).toEqual([200, 1000, 50_000, 2048, 100, undefined]);
  });

  it("reads the ticker message's limit, and nothing for fields without one", () => {
    expect(maxLengthOf(ZAddTickerMessage, 'message')).toBe(280);
    expect(maxLengthOf(ZSignUp, 'email')).toBeUndefined();
    expect(maxLengthOf(ZSignUp, 'nope')).toBeUndefined();
  });

  it('takes the tightest of several limits, an exact length included', () => {
    const schema = z.object({ a: z.string().max(10).max(5), b: z.string().length(6).optional() });
    expect(maxLengthOf(schema, 'a')).toBe(5);
    expect(maxLengthOf(schema, 'b')).toBe(6);
  });
});
