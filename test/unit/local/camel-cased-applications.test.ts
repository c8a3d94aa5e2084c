import { describe, expect, it } from 'vitest';
import { ZCisoSubmission } from '@contracts/applications/ciso-application';
import { ZRoleRequest, ZRoleRequirements } from '@contracts/applications/role-request';
import { ZPartnerApplication } from '@contracts/applications/partner-application';
import { applicationKeys, applicationNoteKeys } from '../../../lambdas/keys/application';
import { camelCaseName, camelCasedApplication } from '../../../local/seed/camel-cased-applications';
import { cisoApplication, partnerApplication, roleRequest } from '../../support/applications';

const key = applicationKeys.key({ id: 'a1' });

/** A sent shape as it was stored before: every field under its spec (snake_case) name. */
const snakeCased = (sent: object) =>
  Object.fromEntries(
    Object.entries(sent).map(([name, value]) => [
      name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  );

describe('an application stored with the spec’s snake_case field names', () => {
  it('names each field as the spec does, in camelCase, one to one', () => {
    expect(camelCaseName('full_name')).toBe('fullName');
    expect(camelCaseName('years_of_experience')).toBe('yearsOfExperience');
    expect(camelCaseName('board_experience_required')).toBe('boardExperienceRequired');
    expect(camelCaseName('email')).toBe('email');
    expect(camelCaseName('hourlyRate')).toBe('hourlyRate');
  });

  it('gets every sent field of each kind back under the names the screens read', () => {
    for (const [kind, sent, schema] of [
      ['ciso', ZCisoSubmission.parse(cisoApplication()), ZCisoSubmission],
      ['role', ZRoleRequest.parse(roleRequest()), ZRoleRequest],
      ['partner', ZPartnerApplication.parse(partnerApplication()), ZPartnerApplication],
    ] as const) {
      const old = snakeCased(sent);
      expect(Object.keys(old).some((name) => name.includes('_'))).toBe(true);
      const changes = camelCasedApplication({ ...key, kind, submission: old, updatedAt: 'x' });
      expect(changes).toEqual({ submission: sent });
      expect(schema.parse(changes?.submission)).toEqual(sent);
    }
  });

  it('renames a screener’s refined requirements too', () => {
    const requirements = ZRoleRequirements.parse({
      requiredExperience: 8,
      requiredCertifications: ['CISSP'],
      requiredExpertise: ['Cloud Security'],
      boardExperienceRequired: true,
    });
    const sent = ZRoleRequest.parse(roleRequest());
    const changes = camelCasedApplication({
      ...key,
      kind: 'role',
      submission: sent,
      requirements: snakeCased(requirements),
    });
    expect(changes).toEqual({ requirements });
  });

  it('keeps a value already under its new name, and leaves a renamed application alone', () => {
    const changes = camelCasedApplication({
      ...key,
      submission: { full_name: 'Old', fullName: 'New', email: 'a@example.com' },
    });
    expect(changes).toEqual({ submission: { fullName: 'New', email: 'a@example.com' } });
    const sent = ZCisoSubmission.parse(cisoApplication());
    expect(camelCasedApplication({ ...key, kind: 'ciso', submission: sent })).toBeUndefined();
  });

  it('leaves every other item as it is, even one holding such a name', () => {
    const note = applicationNoteKeys.key({ id: 'a1', at: '2026-01-01', noteId: 'n1' });
    expect(camelCasedApplication({ ...note, submission: { full_name: 'x' } })).toBeUndefined();
    expect(
      camelCasedApplication({ PK: 'USER#s1', SK: 'PROFILE', submission: { full_name: 'x' } }),
    ).toBeUndefined();
  });
});
