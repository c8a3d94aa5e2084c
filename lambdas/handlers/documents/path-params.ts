import { documentMessages } from '@contracts/documents/document';
import { libraryMessages } from '@contracts/documents/library';
import { templateMessages } from '@contracts/documents/templates';
import { MAX_SIGNERS } from '@contracts/documents/workflow';
import * as z from 'zod';
import { notFound } from '../../errors';

type Params = Record<string, string | undefined>;

/** `{id}` of a document: an id that cannot exist is simply not found, like another owner's. */
export function documentIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw notFound(documentMessages.notFound);
  return parsed.data;
}

/** `{id}` of a library. */
export function libraryIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw notFound(libraryMessages.notFound);
  return parsed.data;
}

/** `{id}` of a template. */
export function templateIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw notFound(templateMessages.notFound);
  return parsed.data;
}

/** `{order}` of a signer: 1 for the first. */
export function signerOrderOf(params: Params): number {
  const parsed = z.coerce.number().int().min(1).max(MAX_SIGNERS).safeParse(params.order);
  if (!parsed.success) throw notFound('Signer not found');
  return parsed.data;
}
