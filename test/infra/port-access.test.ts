import { describe, expect, it } from 'vitest';
import { defineDeps, definePort } from '../../lambdas/deps/define-deps';
import type { DeclaredAccess } from '../../lambdas/deps/function-access';
import { accountClosureKeys } from '../../lambdas/keys/account-closure';
import { articleKeys } from '../../lambdas/keys/article';
import { outboxKeys } from '../../lambdas/keys/outbox';
import {
  areaAccess,
  consumerAccess,
  declaredAreaAccess,
  declaredConsumerAccess,
} from '../../lib/config/function-access';
import { accessOf } from '../../lib/config/port-access';
import { lambdaDeps } from './support/lambda-deps';

const port = (access: Parameters<typeof definePort>[0]['access']) =>
  definePort({ access, build: () => ({}) as never });

const table = port({ asks: 'table' });
const mailer = port({ grants: { sendMail: true } });
const users = port({ grants: { readUsers: true } });
const closedAccounts = port({ items: [accountClosureKeys], asks: 'table' });
const refresh = port({ grants: { invokes: ['calendar-refresh'] } });

// Typed loosely on purpose: these declarations say what the type check would refuse.
const declared = (ports: object, own: object = {}) =>
  ({ deps: defineDeps(ports as never), ...own }) as DeclaredAccess;

describe('a function’s rights from its ports', () => {
  it('grants what its ports imply, with the table it states', () => {
    const access = accessOf(
      'mail',
      declared(
        { table, mailer, users, closedAccounts, calendarRefresh: refresh },
        { table: 'RW', items: [outboxKeys] },
      ),
    );
    expect(access).toEqual({
      table: 'RW',
      items: [outboxKeys, accountClosureKeys],
      sendMail: true,
      readUsers: true,
      invokes: ['calendar-refresh'],
    });
  });

  it('grants nothing for ports that imply nothing', () => {
    expect(accessOf('clock only', declared({ clock: port(undefined) }))).toEqual({});
  });

  it('refuses a right a port implies, stated again by the function', () => {
    const twice = declared({ table, mailer }, { table: 'RW', items: [outboxKeys], sendMail: true });
    expect(() => accessOf('mail', twice)).toThrow(
      'Rights of mail: the mailer port implies sendMail; do not state it',
    );
  });

  it('refuses an entity a port implies, listed again by the function', () => {
    const twice = declared(
      { table, closedAccounts },
      { table: 'RO', items: [articleKeys, accountClosureKeys] },
    );
    expect(() => accessOf('articles', twice)).toThrow(
      'the closedAccounts port implies the account closure entity; do not list it',
    );
  });

  it('refuses a port whose extent the function does not state', () => {
    expect(() => accessOf('no mode', declared({ table }))).toThrow(
      'Rights of no mode: the table port needs table stated',
    );
  });

  it('refuses a right no port of the function uses', () => {
    const unused = declared({ table }, { table: 'RW', items: [outboxKeys], photos: 'RW' });
    expect(() => accessOf('photos', unused)).toThrow(
      'Rights of photos: photos is stated but no port uses it',
    );
  });
});

// Every Lambda with the ports its entry declares, read from the module itself.
const lambdas = await lambdaDeps();

describe('declared rights', () => {
  const declarations = new Map<string, DeclaredAccess>([
    ...Object.entries(declaredAreaAccess),
    ...Object.entries(declaredConsumerAccess).map(
      ([name, access]) => [`events/${name}`, access] as const,
    ),
  ]);

  // The rights come from the ports an `access.ts` names; the function runs with those its entry
  // declares. They must be the same ports, or a function would be granted for another's.
  it.each(lambdas.filter(({ name }) => declarations.has(name)))(
    'name the ports $name runs with',
    ({ name, ports }) => {
      expect(declarations.get(name)!.deps.ports).toStrictEqual(ports);
    },
  );

  it('cover every area and consumer', () => {
    expect(Object.keys(areaAccess).sort()).toEqual(Object.keys(declaredAreaAccess).sort());
    expect(Object.keys(consumerAccess).sort()).toEqual(Object.keys(declaredConsumerAccess).sort());
  });
});
