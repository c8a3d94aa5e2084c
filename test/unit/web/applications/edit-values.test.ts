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
  const form = retyped ? { ...values, executive_experience: retyped } : values;
  return { sent, again: toCisoApplication(ZCisoApplicationForm.parse(form)) };
};
/** A board "Yes" stored before the executive text was kept beside it. */
const formerBoardYes = () => {
  const { executive_experience: _dropped, ...former } = ZCisoApplication.parse(cisoApplication());
  return cisoSubmissionOf({ ...former, board_experience: 'Yes' });
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
      cisoApplication({ board_experience: 'No', executive_experience: EXECUTIVE }),
      cisoApplication({
        board_experience: 'No',
        executive_experience: EXECUTIVE,
        photo_url: PHOTO,
      }),
      cisoApplication({
        board_experience: 'No',
        executive_experience: EXECUTIVE,
        linkedin_url: '',
        phone: '',
        certifications: [],
        hourly_rate: '',
      }),
    ]) {
      const { sent, again } = ciso(sample);
      expect(again).toEqual(sent);
    }
    // The sample as sent: board experience ticked, and the text kept beside it.
    const { sent, again } = ciso(cisoApplication());
    expect(sent.board_experience).toBe('Yes');
    expect(again).toEqual(sent);
  });

  it('asks for the executive experience again after a former board "Yes", which kept none', () => {
    const values = cisoFormValues(formerBoardYes());
    const checked = ZCisoApplicationForm.safeParse(values);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['executive_experience'], cisoMessages.executiveExperience],
    ]);
    const again = toCisoApplication(
      ZCisoApplicationForm.parse({ ...values, executive_experience: EXECUTIVE }),
    );
    expect(again).toMatchObject({ board_experience: 'Yes', executive_experience: EXECUTIVE });
  });

  it('holds what the fields show: the years as text, the checkbox, the photo path', () => {
    const board = cisoFormValues(cisoSubmissionOf(ZCisoApplication.parse(cisoApplication())));
    expect(board).toMatchObject({
      years_of_experience: '18',
      has_board_experience: true,
      executive_experience: cisoApplication().executive_experience,
      photo_url: '',
    });
    expect(cisoFormValues(formerBoardYes()).executive_experience).toBe('');
    const text = cisoFormValues(
      cisoSubmissionOf(
        ZCisoApplication.parse(
          cisoApplication({
            board_experience: 'No',
            executive_experience: EXECUTIVE,
            photo_url: PHOTO,
          }),
        ),
      ),
    );
    expect(text).toMatchObject({
      has_board_experience: false,
      executive_experience: EXECUTIVE,
      photo_url: PHOTO,
    });
    // Every field of the form, and no other.
    expect(Object.keys(text).sort()).toEqual(Object.keys(ZCisoApplicationForm.shape).sort());
  });
});

describe('a sent role request back in its form', () => {
  it('sends the same request again, its fixed fields filled in as before', () => {
    for (const sample of [
      roleRequest(),
      roleRequest({ role_type: 'advisory', role_title: 'advisory', compensation_range: '' }),
    ]) {
      const { sent, again } = role(sample);
      expect(again).toEqual(sent);
    }
  });

  it("holds the description as the form's request", () => {
    const sent = ZRoleRequest.parse(roleRequest());
    const values = roleFormValues(sent);
    expect(values.custom_request).toBe(sent.role_description);
    expect(values).not.toHaveProperty('role_title');
    expect(values).not.toHaveProperty('role_description');
  });
});

describe('a sent partner application back in its form', () => {
  it('sends the same application again', () => {
    for (const sample of [
      partnerApplication(),
      partnerApplication({ website_url: '', contact_phone: '+44 20 7946 0001' }),
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
