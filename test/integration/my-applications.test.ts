import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  applicationMessages,
  ZApplicationDetail,
  ZApplicationList,
} from '@contracts/applications/application';
import {
  myApplicationMessages,
  ZMyApplication,
  ZMyApplicationList,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { monthsBefore, RETENTION } from '@contracts/account/retention';
import {
  toApplicationItem,
  type Submission,
} from '../../lambdas/services/applications/application-item';
import { applyLambdaEnv } from '../../local/lambda-env';
import {
  adminCaller,
  anonymousCaller,
  createUser,
  signedInCaller,
  type Caller,
} from '../support/api-session';
import {
  cisoApplication,
  partnerApplication,
  roleRequest,
  screen,
  submitApplication,
  TINY_PNG,
} from '../support/applications';
import { mailsTo, waitForMail } from '../support/outbox';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

interface Person {
  email: string;
  caller: Caller;
}

let applicant: Person;
let other: Person;
let admin: Caller;

async function person(label: string): Promise<Person> {
  const user = await createUser(stack, label);
  return { email: user.email, caller: await signedInCaller(stack, user) };
}

beforeAll(async () => {
  [applicant, other, admin] = await Promise.all([
    person('applicant'),
    person('other'),
    adminCaller(stack),
  ]);
});

async function mine(caller: Caller, id: string): Promise<TMyApplication> {
  const res = await caller.call('GET', `/api/my/applications/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZMyApplication.parse(res.body);
}

const setStatus = (id: string, status: string) =>
  admin.call('POST', `/api/admin/applications/${id}/status`, { body: { status } });

describe('who may do what', () => {
  it('keeps each applicant to their own applications', async () => {
    const { id } = await submitApplication(applicant.caller, 'partner', partnerApplication());
    const roleId = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/my/applications/${id}`],
      ['PUT', `/api/my/applications/${id}`, { kind: 'partner', submission: partnerApplication() }],
      ['POST', `/api/my/applications/${id}/withdraw`],
      ['POST', `/api/my/applications/${id}/matches/${roleId}`, { decision: 'accept' }],
    ];
    expectError(await anonymous.call('GET', '/api/my/applications'), 401);
    for (const [method, path, body] of calls) {
      expectError(await anonymous.call(method, path, { body }), 401);
      // Someone else's application is not found, exactly like one that does not exist; an
      // administrator screens it under /api/admin, never through the applicant's own routes.
      for (const stranger of [other.caller, admin])
        expectError(await stranger.call(method, path, { body }), 404, applicationMessages.notFound);
    }
    const list = ZMyApplicationList.parse(
      (await other.caller.call('GET', '/api/my/applications')).body,
    );
    expect(list.applications.map((a) => a.id)).not.toContain(id);
    expect((await mine(applicant.caller, id)).status).toBe('new');
  });
});

describe('my applications', () => {
  it('lists what the applicant sent, newest first, with status and dates', async () => {
    const me = await person('lister');
    const first = await submitApplication(me.caller, 'ciso', cisoApplication());
    const second = await submitApplication(me.caller, 'role', roleRequest());
    const res = await me.caller.call('GET', '/api/my/applications');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = ZMyApplicationList.parse(res.body);
    expect(list.applications.map((a) => [a.id, a.kind, a.status])).toEqual([
      [second.id, 'role', 'new'],
      [first.id, 'ciso', 'new'],
    ]);
    expect(list.applications[1]).toMatchObject({
      name: 'Dana Whitfield',
      createdAt: first.createdAt,
      awaitingAnswer: 0,
    });
    const paged = ZMyApplicationList.parse(
      (await me.caller.call('GET', '/api/my/applications?limit=1')).body,
    );
    expect(paged.applications.map((a) => a.id)).toEqual([second.id]);
    const next = ZMyApplicationList.parse(
      (await me.caller.call('GET', `/api/my/applications?limit=1&cursor=${paged.nextCursor}`)).body,
    );
    expect(next.applications.map((a) => a.id)).toEqual([first.id]);
    expect(next.nextCursor).toBeNull();
    expectError(await me.caller.call('GET', '/api/my/applications?limit=0'), 400);
  });

  it('changes an application while it is new, and refuses once screening starts', async () => {
    const { id } = await submitApplication(applicant.caller, 'partner', partnerApplication());
    const changed = partnerApplication({ companyName: 'Renamed Security Partners Ltd' });
    const res = await applicant.caller.call('PUT', `/api/my/applications/${id}`, {
      body: { kind: 'partner', submission: changed },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZMyApplication.parse(res.body).submission).toMatchObject({
      companyName: 'Renamed Security Partners Ltd',
    });
    const detail = ZApplicationDetail.parse(
      (await admin.call('GET', `/api/admin/applications/${id}`)).body,
    );
    expect(detail.submission).toMatchObject({ companyName: 'Renamed Security Partners Ltd' });

    // Bad input and the wrong kind change nothing.
    expectError(
      await applicant.caller.call('PUT', `/api/my/applications/${id}`, {
        body: { kind: 'partner', submission: { ...changed, contactEmail: 'not an address' } },
      }),
      400,
    );
    expectError(
      await applicant.caller.call('PUT', `/api/my/applications/${id}`, {
        body: { kind: 'role', submission: roleRequest() },
      }),
      400,
      myApplicationMessages.wrongKind,
    );

    expect((await setStatus(id, 'screening')).status).toBe(200);
    expectError(
      await applicant.caller.call('PUT', `/api/my/applications/${id}`, {
        body: { kind: 'partner', submission: partnerApplication({ companyName: 'Too late' }) },
      }),
      409,
      myApplicationMessages.notEditable,
    );
    expect((await mine(applicant.caller, id)).submission).toMatchObject({
      companyName: 'Renamed Security Partners Ltd',
    });
  });

  it('withdraws at any time, once; screeners see withdrawn and can move it no further', async () => {
    const { id } = await submitApplication(applicant.caller, 'role', roleRequest());
    expect((await setStatus(id, 'screening')).status).toBe(200);
    const res = await applicant.caller.call('POST', `/api/my/applications/${id}/withdraw`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZMyApplication.parse(res.body)).toMatchObject({
      status: 'withdrawn',
      canEdit: false,
      canWithdraw: false,
    });
    expectError(
      await applicant.caller.call('POST', `/api/my/applications/${id}/withdraw`),
      409,
      myApplicationMessages.alreadyWithdrawn,
    );
    expectError(await setStatus(id, 'interview'), 400, applicationMessages.statusMove);
    const list = ZApplicationList.parse(
      (await admin.call('GET', '/api/admin/applications?kind=role&status=withdrawn&limit=50')).body,
    );
    expect(list.applications.map((a) => a.id)).toContain(id);
    await waitForMail(stack.outboxDir, applicant.email, /You withdrew your role request/);
  });

  it('mails the applicant each status move in plain words, rejection included', async () => {
    const me = await person('mailed');
    const { id } = await submitApplication(me.caller, 'ciso', cisoApplication());
    expect((await setStatus(id, 'screening')).status).toBe(200);
    expect((await setStatus(id, 'rejected')).status).toBe(200);
    const reviewing = await waitForMail(stack.outboxDir, me.email, /We are reviewing your/);
    expect(reviewing.text).toContain(`/my/applications/${id}`);
    const rejected = await waitForMail(
      stack.outboxDir,
      me.email,
      /An update on your professional application/,
    );
    expect(rejected.text).toContain('not taking your professional application further');
    const seen = await mine(me.caller, id);
    expect(seen.status).toBe('rejected');
    expect(seen.history.map((h) => h.status)).toEqual(['new', 'screening', 'rejected']);
    // The form's own address is only a contact: the mails go to the account.
    expect(
      (await mailsTo(stack.outboxDir, 'dana@example.com')).some((m) => m.text?.includes(id)),
    ).toBe(false);
  });
});

describe('a proposed match', () => {
  it('asks the professional first, and introduces both sides only once they accept', async () => {
    const tag = randomUUID().slice(0, 8);
    const companyEmail = `company-${tag}@example.com`;
    const company = await person('company');
    const professional = await person('professional');
    const role = await submitApplication(
      company.caller,
      'role',
      roleRequest({ contactEmail: companyEmail }),
    );
    const candidate = await submitApplication(
      professional.caller,
      'ciso',
      cisoApplication({ fullName: `Strong ${tag}`, email: `strong-${tag}@example.com` }),
    );
    await screen(admin, role.id, candidate.id);
    const proposed = await admin.call('POST', `/api/admin/applications/${role.id}/matches`, {
      body: { candidateId: candidate.id },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const roleDetail = ZApplicationDetail.parse(proposed.body);
    expect(roleDetail.status).toBe('screening');
    expect(roleDetail.matches).toEqual([
      expect.objectContaining({ candidateId: candidate.id, state: 'proposed', decidedAt: null }),
    ]);

    const request = await waitForMail(
      stack.outboxDir,
      professional.email,
      /will you meet the company/,
    );
    expect(request.text).toContain(`/my/applications/${candidate.id}`);
    expect(request.text).not.toContain('Northwind');
    expect(request.text).not.toContain(companyEmail);
    const list = ZMyApplicationList.parse(
      (await professional.caller.call('GET', '/api/my/applications')).body,
    );
    expect(list.applications.find((a) => a.id === candidate.id)?.awaitingAnswer).toBe(1);
    const before = await mine(professional.caller, candidate.id);
    expect(before.kind === 'ciso' && before.proposals).toEqual([
      expect.objectContaining({ roleId: role.id, state: 'proposed', company: null }),
    ]);
    expect(await mailsTo(stack.outboxDir, companyEmail)).toEqual([]);

    // Only the professional answers, and only once.
    const path = `/api/my/applications/${candidate.id}/matches/${role.id}`;
    expectError(await company.caller.call('POST', path, { body: { decision: 'accept' } }), 404);
    expectError(await professional.caller.call('POST', path, { body: { decision: 'maybe' } }), 400);
    const accepted = await professional.caller.call('POST', path, { body: { decision: 'accept' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const after = ZMyApplication.parse(accepted.body);
    expect(after.status).toBe('matched');
    expect(after.kind === 'ciso' && after.proposals[0]).toMatchObject({
      state: 'accepted',
      company: 'Northwind Payments',
    });
    expectError(
      await professional.caller.call('POST', path, { body: { decision: 'decline' } }),
      409,
      myApplicationMessages.matchDecided,
    );

    const toCompany = await waitForMail(stack.outboxDir, companyEmail, /Introducing Strong/);
    expect(toCompany.text).toContain(`strong-${tag}@example.com`);
    const toProfessional = await waitForMail(
      stack.outboxDir,
      `strong-${tag}@example.com`,
      /Introducing Northwind Payments/,
    );
    // The company's aims, worded for the professional who reads them.
    expect(toProfessional.text).toContain('What they are trying to achieve:');
    expect(toProfessional.text).not.toContain('What you are trying to achieve');
    expect((await mine(company.caller, role.id)).status).toBe('matched');
    const adminView = ZApplicationDetail.parse(
      (await admin.call('GET', `/api/admin/applications/${role.id}`)).body,
    );
    expect(adminView.matches[0]).toMatchObject({ state: 'accepted' });
    expect(adminView.history.at(-1)).toMatchObject({
      to: 'matched',
      reason: `Match accepted by Strong ${tag}`,
    });
  });

  it('introduces nobody when the professional declines, or has withdrawn', async () => {
    const tag = randomUUID().slice(0, 8);
    const companyEmail = `declined-${tag}@example.com`;
    const company = await person('company');
    const professional = await person('professional');
    const role = await submitApplication(
      company.caller,
      'role',
      roleRequest({ contactEmail: companyEmail }),
    );
    // One after the other: both count against the same daily limit.
    const candidates = [];
    for (const n of ['One', 'Two'])
      candidates.push(
        await submitApplication(
          professional.caller,
          'ciso',
          cisoApplication({
            fullName: `${n} ${tag}`,
            email: `${n.toLowerCase()}-${tag}@example.com`,
          }),
        ),
      );
    const [first, second] = candidates;
    await screen(admin, role.id, first!.id, second!.id);
    for (const c of [first!, second!])
      expect(
        (
          await admin.call('POST', `/api/admin/applications/${role.id}/matches`, {
            body: { candidateId: c.id },
          })
        ).status,
      ).toBe(201);

    const declined = await professional.caller.call(
      'POST',
      `/api/my/applications/${first!.id}/matches/${role.id}`,
      { body: { decision: 'decline' } },
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(ZMyApplication.parse(declined.body).status).toBe('screening');

    expect(
      (await professional.caller.call('POST', `/api/my/applications/${second!.id}/withdraw`))
        .status,
    ).toBe(200);
    expectError(
      await professional.caller.call(
        'POST',
        `/api/my/applications/${second!.id}/matches/${role.id}`,
        {
          body: { decision: 'accept' },
        },
      ),
      409,
      myApplicationMessages.matchClosed,
    );
    const roleDetail = ZApplicationDetail.parse(
      (await admin.call('GET', `/api/admin/applications/${role.id}`)).body,
    );
    expect(roleDetail.status).toBe('screening');
    expect(roleDetail.matches.map((m) => m.state).sort()).toEqual(['declined', 'proposed']);
    expect(
      (await mailsTo(stack.outboxDir, companyEmail)).filter((m) => /Introducing/.test(m.subject)),
    ).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes applications that last changed before the retention period, with their photos', async () => {
    applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
    const { handler } = await import('../../lambdas/events/application-expiry');
    const { applicationExpiryDeps } = await import('../../lambdas/events/application-expiry');
    const { table, photos } = applicationExpiryDeps.deps;
    const me = await person('expiring');
    const old = monthsBefore(new Date(), RETENTION.applicationMonths + 1).toISOString();
    const stale = toApplicationItem({
      id: randomUUID(),
      sub: me.caller.sub!,
      submission: { kind: 'ciso', submission: cisoApplication({ photoUrl: null }) } as Submission,
      photoKey: `${me.caller.sub}/${randomUUID()}.png`,
      createdAt: old,
    });
    // Sent long ago but changed recently: our last contact is recent, so it stays.
    const contacted = {
      ...toApplicationItem({
        id: randomUUID(),
        sub: me.caller.sub!,
        submission: {
          kind: 'ciso',
          submission: cisoApplication({ photoUrl: null }),
        } as Submission,
        photoKey: null,
        createdAt: old,
      }),
      updatedAt: new Date().toISOString(),
    };
    await photos.put({ key: stale.photoKey!, body: TINY_PNG, contentType: 'image/png' });
    for (const item of [stale, contacted]) await table.put(item);
    const fresh = await submitApplication(me.caller, 'partner', partnerApplication());

    const result = await handler(undefined);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expectError(await me.caller.call('GET', `/api/my/applications/${stale.id}`), 404);
    expect(await photos.get(stale.photoKey!)).toBeUndefined();
    expect((await mine(me.caller, contacted.id)).status).toBe('new');
    expect((await mine(me.caller, fresh.id)).status).toBe('new');
  });
});

describe('the executive experience', () => {
  const EXECUTIVE =
    'Deputy CISO at a listed insurer for five years, presenting to its audit committee each quarter.';

  it('is stored and shown beside a ticked board box: screening, my application, the receipt', async () => {
    const me = await person('executive');
    const name = `Board Member ${randomUUID().slice(0, 8)}`;
    const { id } = await submitApplication(
      me.caller,
      'ciso',
      cisoApplication({
        fullName: name,
        boardExperience: 'Yes',
        executiveExperience: EXECUTIVE,
      }),
    );
    const expected = { boardExperience: 'Yes', executiveExperience: EXECUTIVE };
    const mineNow = await mine(me.caller, id);
    expect(mineNow.kind === 'ciso' && mineNow.submission).toMatchObject(expected);
    const res = await admin.call('GET', `/api/admin/applications/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZApplicationDetail.parse(res.body).submission).toMatchObject(expected);
    const receipt = await waitForMail(
      stack.outboxDir,
      me.email,
      /We received your professional application/,
    );
    expect(receipt.text).toContain('Board-level experience: Yes');
    expect(receipt.text).toContain(`Executive experience: ${EXECUTIVE}`);
  });

  it('keeps an application sent in the former shape readable', async () => {
    applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
    const { applicationExpiryDeps } = await import('../../lambdas/events/application-expiry');
    const { table } = applicationExpiryDeps.deps;
    const me = await person('former');
    // Before both were kept: "Yes" (the text dropped), or the text in `boardExperience`.
    const { executiveExperience: _dropped, ...former } = cisoApplication({ photoUrl: null });
    const stored = [
      { ...former, boardExperience: 'Yes' },
      { ...former, boardExperience: EXECUTIVE },
    ].map((submission) =>
      toApplicationItem({
        id: randomUUID(),
        sub: me.caller.sub!,
        submission: { kind: 'ciso', submission } as Submission,
        photoKey: null,
        createdAt: new Date().toISOString(),
      }),
    );
    for (const item of stored) await table.put(item);
    const [board, text] = await Promise.all(stored.map((item) => mine(me.caller, item.id)));
    expect(board?.submission).toMatchObject({
      boardExperience: 'Yes',
      executiveExperience: null,
    });
    expect(text?.submission).toMatchObject({
      boardExperience: 'No',
      executiveExperience: EXECUTIVE,
    });
    const res = await admin.call('GET', `/api/admin/applications/${stored[1]!.id}`);
    expect(ZApplicationDetail.parse(res.body).submission).toMatchObject({
      executiveExperience: EXECUTIVE,
    });
  });

  it('takes a body of the former shape as the text with the box not ticked', async () => {
    const me = await person('former-client');
    const { executiveExperience: _text, ...former } = cisoApplication();
    const { id } = await submitApplication(me.caller, 'ciso', {
      ...former,
      boardExperience: EXECUTIVE,
    });
    expect((await mine(me.caller, id)).submission).toMatchObject({
      boardExperience: 'No',
      executiveExperience: EXECUTIVE,
    });
  });
});
