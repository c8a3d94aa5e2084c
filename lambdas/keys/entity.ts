import { keyPattern, type KeyPattern, type ParamsOf, type Values } from './key-pattern';
import type { TableKey } from '../ports/table';
import { indexKeys, type IndexName } from './table-schema';

interface IndexTemplates {
  pk: string;
  sk: string;
}

type IndexDefs = Partial<Record<IndexName, IndexTemplates>>;

type IndexValues<D extends IndexTemplates> = Values<ParamsOf<D['pk']> | ParamsOf<D['sk']>>;

export interface EntityKeys<PK extends string, SK extends string, I extends IndexDefs> {
  readonly entity: string;
  readonly pk: KeyPattern<PK>;
  readonly sk: KeyPattern<SK>;
  readonly indexes: { readonly [N in keyof I]: { pk: KeyPattern<string>; sk: KeyPattern<string> } };
  /** The item's primary key. */
  key(values: Values<ParamsOf<PK> | ParamsOf<SK>>): TableKey;
  /** The values of a primary key of this entity, or undefined for any other item. */
  parse(key: TableKey): Values<ParamsOf<PK> | ParamsOf<SK>> | undefined;
  /**
   * The Query for every item of this entity in one partition: the partition, and the sort key's
   * fixed prefix (or the whole sort key when it has no values).
   */
  inPartition(values: Values<ParamsOf<PK>>): {
    pk: string;
    sk: { beginsWith: string } | { equals: string };
  };
  /** The `GSI<n>PK` / `GSI<n>SK` attributes the item carries for one index. */
  indexAttributes<N extends keyof I & IndexName>(
    index: N,
    values: IndexValues<NonNullable<I[N]>>,
  ): Record<`${N}PK` | `${N}SK`, string>;
  /** The partition value to Query one index with. */
  indexPartition<N extends keyof I & IndexName>(
    index: N,
    values: Values<ParamsOf<NonNullable<I[N]>['pk']>>,
  ): string;
}

/**
 * An entity's key patterns, written once (docs/data-model.md): the services build and read keys
 * with it, and the stream filters, local seeds, CDK policies and tests import the same object.
 */
export function defineEntity<
  const PK extends string,
  const SK extends string,
  const I extends IndexDefs = Record<never, never>,
>(entity: string, def: { PK: PK; SK: SK; indexes?: I }): EntityKeys<PK, SK, I> {
  const pk = keyPattern(def.PK);
  const sk = keyPattern(def.SK);
  const indexes = Object.fromEntries(
    Object.entries(def.indexes ?? {}).map(([name, t]) => [
      name,
      { pk: keyPattern((t as IndexTemplates).pk), sk: keyPattern((t as IndexTemplates).sk) },
    ]),
  ) as Record<string, { pk: KeyPattern<string>; sk: KeyPattern<string> }>;

  const indexOf = (name: string) => {
    const index = indexes[name];
    if (!index) throw new Error(`${entity} has no index ${name}`);
    return index;
  };

  return {
    entity,
    pk,
    sk,
    indexes: indexes as EntityKeys<PK, SK, I>['indexes'],
    key: (values) => ({ PK: pk.format(values), SK: sk.format(values) }),
    parse(key) {
      const a = pk.parse(key.PK);
      const b = a && sk.parse(key.SK);
      return a && b ? { ...a, ...b } : undefined;
    },
    inPartition: (values) => ({
      pk: pk.format(values),
      sk: sk.fixed ? { equals: sk.template } : { beginsWith: sk.prefix },
    }),
    indexAttributes(name, values) {
      const index = indexOf(name);
      const attrs = indexKeys(name);
      return {
        [attrs.pk]: index.pk.format(values),
        [attrs.sk]: index.sk.format(values),
      } as Record<`${typeof name}PK` | `${typeof name}SK`, string>;
    },
    indexPartition: (name, values) => indexOf(name).pk.format(values),
  };
}

/**
 * Entities that live side by side in one partition (`PK`): each is then named by its sort key
 * alone, and the partition is written once.
 */
export const partitionOf =
  <const PK extends string>(PK: PK) =>
  <const SK extends string>(entity: string, SK: SK): EntityKeys<PK, SK, Record<never, never>> =>
    defineEntity(entity, { PK, SK });
