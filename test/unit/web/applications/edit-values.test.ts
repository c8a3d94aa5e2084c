import { describe, expect, it } from 'vitest';
import {
  cisoMessages,
  cisoSubmissionOf,
  toCisoApplication,
  ZCisoApplication,
  ZCisoApplicationForm,
  type TCisoApplication,
} from '@contracts/applications/ciso-application';
import {
  toPartnerApplication,
  ZPartnerApplication,
  ZPartnerApplicationForm,
  type TPartnerApplication,
} from '@contracts/applications/partner-application';
import {
  toRoleRequest,
  ZRoleRequest,
  ZRoleRequestForm,
  type TRoleRequest,
} from '@contracts/applications/role-request';
import {
  cisoFormValues,
  partnerFormValues,
  roleFormValues,
} from '../../../../web/src/features/applications/lib/edit-values';
import { cisoApplication, partnerApplication, roleRequest } from '../../../support/applications';

/*
 * An application being changed opens its form with what was sent: the form's values must be
 * valid as they are and, sent unchanged, send exactly what was sent.
 */

const EXECUTIVE =
  'CISO of a payments group for six years, reporting to the CEO and the risk committee.';
const PHOTO = 'user-1/1767225600000.jpg';

/**
 * What was sent as the API stores it, through its form and back out again. An application stored
 * in the former shape with a board "Yes" kept no executive text: `retyped` is the text written again.
 */
const ciso = (sample: TCisoApplication, retyped?: string) => {
  const sent = ZCisoApplication.parse(sample);
  const values = cisoFormValues(cisoSubmissionOf(sent));
  const form = retyped ? { ...values, executiveExperience: retyped } : values;
  return { sent, again: toCisoApplication(ZCisoApplicationForm.parse(form)) };
};
/** A board "Yes" stored before the executive text was kept beside it. */
const formerBoardYes = () => {
  const { executiveExperience: _dropped, ...former } = ZCisoApplication.parse(cisoApplication());
  return cisoSubmissionOf({ ...former, boardExperience: 'Yes' });
};
const role = (sample: TRoleRequest) => {
  const sent = ZRoleRequest.parse(sample);
  return { sent, again: toRoleRequest(ZRoleRequestForm.parse(roleFormValues(sent))) };
};
const partner = (sample: TPartnerApplication) => {
  const sent = ZPartnerApplication.parse(sample);
  return {
    sent,
    again: toPartnerApplication(ZPartnerApplicationForm.parse(partnerFormValues(sent))),
  };
};

describe('a sent professional application back in its form', () => {
  it('sends the same application again, executive text or board experience', () => {
    for (const sample of [
      cisoApplication({ boardExperience: 'No', executiveExperience: EXECUTIVE }),
      cisoApplication({
        boardExperience: 'No',
        executiveExperience: EXECUTIVE,
        photoUrl: PHOTO,
      }),
      cisoApplication({
        boardExperience: 'No',
        executiveExperience: EXECUTIVE,
        linkedinUrl: '',
        phone: '',
        certifications: [],
        hourlyRate: '',
      }),
    ]) {
      const { sent, again } = ciso(sample);
      expect(again).toEqual(sent);
    }
    // The sample as sent: board experience ticked, and the text kept beside it.
    const { sent, again } = ciso(cisoApplication());
    expect(sent.boardExperience).toBe('Yes');
    expect(again).toEqual(sent);
  });

  it('asks for the executive experience again after a former board "Yes", which kept none', () => {
    const values = cisoFormValues(formerBoardYes());
    const checked = ZCisoApplicationForm.safeParse(values);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['executiveExperience'], cisoMessages.executiveExperience],
    ]);
    const again = toCisoApplication(
      ZCisoApplicationForm.parse({ ...values, executiveExperience: EXECUTIVE }),
    );
    expect(again).toMatchObject({ boardExperience: 'Yes', executiveExperience: EXECUTIVE });
  });

  it('holds what the fields show: the years as text, the checkbox, the photo path', () => {
    const board = cisoFormValues(cisoSubmissionOf(ZCisoApplication.parse(cisoApplication())));
    expect(board).toMatchObject({
      yearsOfExperience: '18',
      hasBoardExperience: true,
      executiveExperience: cisoApplication().executiveExperience,
      photoUrl: '',
    });
    expect(cisoFormValues(formerBoardYes()).executiveExperience).toBe('');
    const text = cisoFormValues(
      cisoSubmissionOf(
        ZCisoApplication.parse(
          cisoApplication({
            boardExperience: 'No',
            executiveExperience: EXECUTIVE,
            photoUrl: PHOTO,
          }),
        ),
      ),
    );
    expect(text).toMatchObject({
      hasBoardExperience: false,
      executiveExperience: EXECUTIVE,
      photoUrl: PHOTO,
    });
    // Every field of the form, and no other.
    expect(Object.keys(text).sort()).toEqual(Object.keys(ZCisoApplicationForm.shape).sort());
  });
});

describe('a sent role request back in its form', () => {
  it('sends the same request again, its fixed fields filled in as before', () => {
    for (const sample of [
      roleRequest(),
      roleRequest({ roleType: 'advisory', roleTitle: 'advisory', compensationRange: '' }),
    ]) {
      const { sent, again } = role(sample);
      expect(again).toEqual(sent);
    }
  });

  it("holds the description as the form's request", () => {
    const sent = ZRoleRequest.parse(roleRequest());
    const values = roleFormValues(sent);
    expect(values.customRequest).toBe(sent.roleDescription);
    expect(values).not.toHaveProperty('roleTitle');
    expect(values).not.toHaveProperty('roleDescription');
  });
});

describe('a sent partner application back in its form', () => {
  it('sends the same application again', () => {
    for (const sample of [
      partnerApplication(),
      partnerApplication({ websiteUrl: '', contactPhone: '+44 20 7946 0001' }),
    ]) {
      const { sent, again } = partner(sample);
      expect(again).toEqual(sent);
    }
  });

  it('holds the fields camelCase, as the form names them', () => {
    const values = partnerFormValues(ZPartnerApplication.parse(partnerApplication()));
    expect(values).toMatchObject({
      companyName: 'Keystone Advisory',
      industriesServed: ['Financial Services', 'Healthcare'],
      websiteUrl: 'https://keystone.example.com',
    });
  });
});
