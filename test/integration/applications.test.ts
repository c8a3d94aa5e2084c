import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import {
  applicationMessages,
  submissionMessages,
  ZApplicationDetail,
  ZApplicationList,
  type TApplicationDetail,
  type TApplicationKind,
} from '@contracts/applications/application';
import { cisoMessages } from '@contracts/applications/ciso-application';
import { ZMatchReport } from '@contracts/applications/matching';
import { partnerMessages } from '@contracts/applications/partner-application';
import { photoMessages, ZPhotoUpload } from '@contracts/applications/photo';
import { requirementMessages, roleMessages } from '@contracts/applications/role-request';
import { dailyLimitMessages, DAILY_LIMITS } from '@contracts/system/daily-limits';
import {
  anonymousCaller,
  createUser,
  signedInCaller,
  twoUsersAndAdmin,
  userCaller,
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

const adminEmail = stack.adminEmail;
let applicant: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  [applicant, other, admin] = await twoUsersAndAdmin(stack);
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function detailOf(id: string): Promise<TApplicationDetail> {
  const res = await admin.call('GET', `/api/admin/applications/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZApplicationDetail.parse(res.body);
}

/** Every stored application of a kind whose name is `name` (all pages). */
async function storedNamed(kind: TApplicationKind, name: string) {
  const found = [];
  let cursor: string | null = null;
  do {
    const query: string = `kind=${kind}&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await admin.call('GET', `/api/admin/applications?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = ZApplicationList.parse(res.body);
    found.push(...page.applications.filter((a) => a.name === name));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

async function uploadPhoto(caller: Caller, bytes: Uint8Array, contentType = 'image/png') {
  const res = await caller.call('POST', '/api/applications/photos', {
    body: { contentType, size: bytes.byteLength },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { photoUrl, upload } = ZPhotoUpload.parse(res.body);
  const put = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: Buffer.from(bytes),
  });
  expect(put.ok).toBe(true);
  return photoUrl;
}

describe('who may do what', () => {
  it.each(['ciso', 'role', 'partner', 'photos'])(
    'refuses an anonymous %s submission',
    async (what) => {
      expectError(await anonymous.call('POST', `/api/applications/${what}`, { body: {} }), 401);
    },
  );

  it('keeps every screening route for administrators', async () => {
    const { id } = await submitApplication(applicant, 'partner', partnerApplication());
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/applications?kind=partner'],
      ['GET', `/api/admin/applications/${id}`],
      ['POST', `/api/admin/applications/${id}/status`, { status: 'screening' }],
      ['POST', `/api/admin/applications/${id}/notes`, { text: 'Looks good' }],
      ['PUT', `/api/admin/applications/${id}/requirements`, { requiredExperience: 5 }],
      ['GET', `/api/admin/applications/${id}/matches`],
      ['POST', `/api/admin/applications/${id}/matches`, { candidateId: id }],
    ];
    for (const [method, path, body] of calls) {
      expectError(await other.call(method, path, { body }), 403);
      expectError(await anonymous.call(method, path, { body }), 401);
    }
    expect((await detailOf(id)).status).toBe('new');
    expect((await detailOf(id)).notes).toEqual([]);
  });
});

describe('submitting', () => {
  it('stores each form as sent, with status new, and answers 201', async () => {
    const name = unique('Ada Byron');
    const { id, kind, status } = await submitApplication(
      applicant,
      'ciso',
      cisoApplication({ fullName: name }),
    );
    expect([kind, status]).toEqual(['ciso', 'new']);
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ kind: 'ciso', status: 'new', photoUrl: null });
    expect(detail.submission).toMatchObject({ fullName: name, boardExperience: 'Yes' });
    expect(detail.history).toEqual([
      expect.objectContaining({ from: null, to: 'new', by: 'dana@example.com' }),
    ]);
    const role = await submitApplication(applicant, 'role', roleRequest());
    expect((await detailOf(role.id)).submission).toMatchObject({
      roleTitle: 'fractional',
      duration: 'Custom Request',
      workload: 'As discussed',
    });
  });

  it.each<[TApplicationKind, Record<string, unknown>, string]>([
    ['ciso', { fullName: 'A' }, cisoMessages.fullName],
    ['ciso', { yearsOfExperience: 0 }, cisoMessages.years],
    ['ciso', { boardExperience: 'Too short' }, cisoMessages.executiveExperience],
    ['ciso', { keyAchievements: 'x'.repeat(99) }, cisoMessages.keyAchievements],
    ['ciso', { linkedinUrl: 'not a url' }, cisoMessages.linkedinUrl],
    ['ciso', { availability: '' }, cisoMessages.availability],
    ['role', { companyDescription: 'x'.repeat(99) }, roleMessages.companyDescription],
    ['role', { roleDescription: 'x'.repeat(49) }, roleMessages.customRequest],
    ['role', { roleType: 'permanent', roleTitle: 'permanent' }, roleMessages.roleType],
    ['partner', { industriesServed: [] }, partnerMessages.industries],
    ['partner', { websiteUrl: 'keystone' }, partnerMessages.websiteUrl],
    ['partner', { contactEmail: 'lee@' }, partnerMessages.contactEmail],
  ])(
    'refuses a %s submission with %o: the spec message, nothing stored',
    async (kind, fields, message) => {
      const name = unique('Refused');
      const base =
        kind === 'ciso'
          ? cisoApplication({ fullName: name })
          : kind === 'role'
            ? roleRequest({ companyName: name })
            : partnerApplication({ companyName: name });
      const res = await applicant.call('POST', `/api/applications/${kind}`, {
        body: { ...base, ...fields },
      });
      expectError(res, 400, message);
      expect(await storedNamed(kind, name)).toEqual([]);
    },
  );

  it('stores one submission for a double click or a retry with the same key', async () => {
    const name = unique('Twice Inc');
    const key = randomUUID();
    const body = partnerApplication({ companyName: name });
    const [first, second] = await Promise.all([
      submitApplication(applicant, 'partner', body, key),
      submitApplication(applicant, 'partner', body, key),
    ]);
    const third = await submitApplication(applicant, 'partner', body, key);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await storedNamed('partner', name)).toHaveLength(1);
    // The same key with another body is refused.
    const changed = await applicant.call('POST', '/api/applications/partner', {
      body: { ...body, targetClients: `${body.targetClients} And more.` },
      headers: { 'idempotency-key': key },
    });
    expectError(changed, 409, submissionMessages.keyReused);
    // Another user's identical key is theirs alone.
    const theirs = await submitApplication(other, 'partner', body, key);
    expect(theirs.id).not.toBe(first.id);
  });

  it("mails the receipt to the account's own address, never to the one typed into the form", async () => {
    const account = await createUser(stack, 'applicant');
    const caller = await signedInCaller(stack, account);
    const typed = `typed-${randomUUID().slice(0, 8)}@example.com`;
    const name = unique('Grace Hopper');
    const { id } = await submitApplication(
      caller,
      'ciso',
      cisoApplication({ fullName: name, email: typed }),
    );
    const receipt = await waitForMail(
      stack.outboxDir,
      account.email,
      /We received your professional application/,
    );
    expect(receipt.text).toContain(name);
    // The typed address is kept as the applicant's contact, and mailed nothing.
    expect((await storedNamed('ciso', name)).map((a) => a.email)).toEqual([typed]);
    expect(await mailsTo(stack.outboxDir, typed)).toEqual([]);
    const notice = await waitForMail(
      stack.outboxDir,
      adminEmail,
      new RegExp(`New professional application: ${name}`),
    );
    expect(notice.text).toContain(`/admin/applications/${id}`);
  });
});

describe('the daily limit of submissions', () => {
  it('answers 429 past the limit, storing and mailing nothing', async () => {
    const account = await createUser(stack, 'busy');
    const caller = await signedInCaller(stack, account);
    const tag = randomUUID().slice(0, 8);
    const names = Array.from({ length: DAILY_LIMITS.submissions }, (_, i) => `Busy ${tag} ${i}`);
    for (const name of names)
      await submitApplication(caller, 'partner', partnerApplication({ companyName: name }));
    // The last one within the limit is stored and its receipt mailed.
    const last = names.at(-1)!;
    expect(await storedNamed('partner', last)).toHaveLength(1);
    await vi.waitFor(
      async () => {
        const mailed = await mailsTo(stack.outboxDir, account.email);
        expect(mailed.some((m) => m.text?.includes(last))).toBe(true);
      },
      { timeout: 15_000, interval: 250 },
    );

    const refused = `Refused ${tag}`;
    const res = await caller.call('POST', '/api/applications/partner', {
      body: partnerApplication({ companyName: refused }),
      headers: { 'idempotency-key': randomUUID() },
    });
    expectError(res, 429, dailyLimitMessages.submissions);
    expect(await storedNamed('partner', refused)).toEqual([]);
    const mailed = await mailsTo(stack.outboxDir, account.email);
    expect(mailed.filter((m) => m.text?.includes(refused))).toEqual([]);
    // Another account is not held back by this one's limit.
    const fresh = await userCaller(stack);
    await submitApplication(fresh, 'partner', partnerApplication({ companyName: `Fresh ${tag}` }));
  });
});

describe('photos', () => {
  it('accepts a real image uploaded under the applicant and shows it to screeners', async () => {
    const photoUrl = await uploadPhoto(applicant, TINY_PNG);
    expect(photoUrl).toMatch(new RegExp(`^${applicant.sub}/\\d+\\.png$`));
    const { id } = await submitApplication(
      applicant,
      'ciso',
      cisoApplication({ photoUrl: photoUrl }),
    );
    const detail = await detailOf(id);
    expect(detail.photoUrl).toBeTruthy();
    const image = await fetch(detail.photoUrl!);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(TINY_PNG);
  });

  it.each([
    [{ contentType: 'image/gif', size: 100 }, photoMessages.type],
    [{ contentType: 'application/pdf', size: 100 }, photoMessages.type],
    [{ contentType: 'image/png', size: 5 * 1024 * 1024 + 1 }, photoMessages.tooLarge],
  ])('refuses to presign %o', async (body, message) => {
    expectError(await applicant.call('POST', '/api/applications/photos', { body }), 400, message);
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const res = await applicant.call('POST', '/api/applications/photos', {
      body: { contentType: 'image/jpeg', size: 5 * 1024 * 1024 },
    });
    expect(res.status).toBe(201);
  });

  it.each<[string, () => Uint8Array, string]>([
    [
      'a file over 5 MB sent past the signed size',
      () => {
        const big = new Uint8Array(5 * 1024 * 1024 + 10);
        big.set(TINY_PNG);
        return big;
      },
      photoMessages.tooLarge,
    ],
    ['text named .png', () => new TextEncoder().encode('<svg>not a png</svg>'), photoMessages.type],
  ])('refuses %s on submit, deletes it and stores nothing', async (_, bytes, message) => {
    const body = bytes();
    // The presign is for a small file; the bytes sent are these (the local store does not check).
    const res = await applicant.call('POST', '/api/applications/photos', {
      body: { contentType: 'image/png', size: 100 },
    });
    const { photoUrl, upload } = ZPhotoUpload.parse(res.body);
    await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: Buffer.from(body) });
    const name = unique('Photo refused');
    const submitted = await applicant.call('POST', '/api/applications/ciso', {
      body: cisoApplication({ fullName: name, photoUrl: photoUrl }),
    });
    expectError(submitted, 400, message);
    expect(await storedNamed('ciso', name)).toEqual([]);
    // Refused again: the object is gone.
    const again = await applicant.call('POST', '/api/applications/ciso', {
      body: cisoApplication({ fullName: name, photoUrl: photoUrl }),
    });
    expectError(again, 400, photoMessages.notUploaded);
  });

  it("refuses another user's photo", async () => {
    const photoUrl = await uploadPhoto(other, TINY_PNG);
    const res = await applicant.call('POST', '/api/applications/ciso', {
      body: cisoApplication({ photoUrl: photoUrl }),
    });
    expectError(res, 400, photoMessages.path);
  });
});

describe('screening', () => {
  // A fresh applicant, so the submissions here stay within one account's daily limit.
  beforeAll(async () => {
    applicant = await userCaller(stack);
  });

  it('moves through the allowed statuses, records who and when, refuses others', async () => {
    const { id } = await submitApplication(applicant, 'partner', partnerApplication());
    expectError(
      await admin.call('POST', `/api/admin/applications/${id}/status`, {
        body: { status: 'matched' },
      }),
      400,
      applicationMessages.statusMove,
    );
    const moved = await admin.call('POST', `/api/admin/applications/${id}/status`, {
      body: { status: 'screening', expected: 'new' },
    });
    expect(moved.status).toBe(200);
    expect(ZApplicationDetail.parse(moved.body).status).toBe('screening');
    // A screener who still sees `new` is told it changed.
    expectError(
      await admin.call('POST', `/api/admin/applications/${id}/status`, {
        body: { status: 'rejected', expected: 'new' },
      }),
      409,
      applicationMessages.changed,
    );
    const detail = await detailOf(id);
    expect(detail.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'new'],
      ['new', 'screening'],
    ]);
    expect(detail.history[1]).toMatchObject({ by: adminEmail });
    expect(Date.parse(detail.history[1]!.at)).toBeGreaterThan(0);
  });

  it('keeps notes with their author', async () => {
    const { id } = await submitApplication(applicant, 'partner', partnerApplication());
    expectError(
      await admin.call('POST', `/api/admin/applications/${id}/notes`, { body: { text: '   ' } }),
      400,
      applicationMessages.noteRequired,
    );
    const res = await admin.call('POST', `/api/admin/applications/${id}/notes`, {
      body: { text: 'Called them: strong fit for UK mid-market.' },
    });
    expect(res.status).toBe(200);
    expect(ZApplicationDetail.parse(res.body).notes).toEqual([
      expect.objectContaining({
        text: 'Called them: strong fit for UK mid-market.',
        by: adminEmail,
      }),
    ]);
  });

  it('pages one kind and one status, newest first, with a cursor only it accepts', async () => {
    for (let i = 0; i < 3; i += 1)
      await submitApplication(applicant, 'partner', partnerApplication());
    const first = ZApplicationList.parse(
      (await admin.call('GET', '/api/admin/applications?kind=partner&status=new&limit=2')).body,
    );
    expect(first.applications).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    expect(first.applications.every((a) => a.kind === 'partner' && a.status === 'new')).toBe(true);
    const second = ZApplicationList.parse(
      (
        await admin.call(
          'GET',
          `/api/admin/applications?kind=partner&status=new&limit=2&cursor=${first.nextCursor}`,
        )
      ).body,
    );
    const ids = new Set([...first.applications, ...second.applications].map((a) => a.id));
    expect(ids.size).toBe(first.applications.length + second.applications.length);
    const dates = [...first.applications, ...second.applications].map((a) => a.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A cursor of one list does not open another.
    expectError(
      await admin.call(
        'GET',
        `/api/admin/applications?kind=ciso&limit=2&cursor=${first.nextCursor}`,
      ),
      400,
    );
    expectError(await admin.call('GET', '/api/admin/applications?kind=partner&limit=500'), 400);
    expectError(await admin.call('GET', `/api/admin/applications/${randomUUID()}`), 404);
  });
});

describe('searching applications', () => {
  it('finds submissions by part of the name or e-mail, any case, for admins only', async () => {
    const tag = randomUUID().slice(0, 8);
    const wanted = await submitApplication(
      applicant,
      'partner',
      partnerApplication({
        companyName: `Northwind ${tag} Security`,
        contactEmail: `ops-${tag}@northwind.example`,
      }),
    );
    await submitApplication(
      applicant,
      'partner',
      partnerApplication({ companyName: 'Elsewhere Ltd' }),
    );
    const search = (q: string, caller: Caller = admin) =>
      caller.call('GET', `/api/admin/applications?kind=partner&q=${encodeURIComponent(q)}`);

    for (const q of [`NORTHWIND ${tag}`, `ops-${tag}@`, tag.toUpperCase()]) {
      const found = ZApplicationList.parse((await search(q)).body);
      expect(
        found.applications.map((a) => a.id),
        q,
      ).toEqual([wanted.id]);
    }
    const byStatus = ZApplicationList.parse(
      (await admin.call('GET', `/api/admin/applications?kind=partner&status=rejected&q=${tag}`))
        .body,
    );
    expect(byStatus.applications).toEqual([]);
    expectError(await search('x'.repeat(201)), 400);
    expectError(await search(tag, anonymous), 401);
    expectError(await search(tag, other), 403);
  });
});

describe('matching', () => {
  beforeAll(async () => {
    applicant = await userCaller(stack);
  });

  it('ranks professionals for a role with reasons, and proposes one once both are screened', async () => {
    const tag = randomUUID().slice(0, 8);
    const companyEmail = `company-${tag}@example.com`;
    const role = await submitApplication(
      applicant,
      'role',
      roleRequest({ contactEmail: companyEmail }),
    );
    const strong = await submitApplication(
      other,
      'ciso',
      cisoApplication({ fullName: `Strong ${tag}`, email: `strong-${tag}@example.com` }),
    );
    const weak = await submitApplication(
      other,
      'ciso',
      cisoApplication({
        fullName: `Part-timer ${tag}`,
        email: `weak-${tag}@example.com`,
        availability: '4-days',
      }),
    );
    const res = await admin.call('GET', `/api/admin/applications/${role.id}/matches`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = ZMatchReport.parse(res.body);
    const ranked = report.ranked.find((c) => c.candidateId === strong.id)!;
    expect(ranked).toBeDefined();
    const sum = ranked.criteria.reduce((total, c) => total + Math.round(c.points * 100), 0);
    expect(sum).toBe(Math.round(ranked.score * 100));
    // 4 days a month is below a fractional role's minimum: excluded, with the reason.
    const excluded = report.excluded.find((c) => c.candidateId === weak.id);
    expect(excluded?.reasons.length).toBeGreaterThan(0);
    expect(report.ranked.some((c) => c.candidateId === weak.id)).toBe(false);

    expectError(
      await admin.call('POST', `/api/admin/applications/${role.id}/matches`, {
        body: { candidateId: weak.id },
      }),
      409,
      applicationMessages.candidateExcluded,
    );
    expectError(
      await admin.call('GET', `/api/admin/applications/${strong.id}/matches`),
      400,
      applicationMessages.notARole,
    );

    // Screened on both sides first: while either is New the proposal is refused, nothing written.
    const proposeStrong = () =>
      admin.call('POST', `/api/admin/applications/${role.id}/matches`, {
        body: { candidateId: strong.id },
      });
    expectError(await proposeStrong(), 409, applicationMessages.roleNotScreened);
    await screen(admin, role.id);
    expectError(await proposeStrong(), 409, applicationMessages.candidateNotScreened);
    expect((await detailOf(role.id)).matches).toEqual([]);
    expect((await detailOf(strong.id)).matches).toEqual([]);
    await screen(admin, strong.id);

    const proposed = await proposeStrong();
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const roleDetail = ZApplicationDetail.parse(proposed.body);
    // The professional is asked first (test/integration/my-applications.test.ts): nothing moves.
    expect(roleDetail.status).toBe('screening');
    expect(roleDetail.matches).toEqual([
      expect.objectContaining({
        candidateId: strong.id,
        otherName: `Strong ${tag}`,
        state: 'proposed',
        proposedBy: adminEmail,
      }),
    ]);
    const candidateDetail = await detailOf(strong.id);
    expect(candidateDetail.status).toBe('screening');
    expect(candidateDetail.matches).toEqual([
      expect.objectContaining({ roleId: role.id, otherName: 'Northwind Payments' }),
    ]);

    expectError(
      await admin.call('POST', `/api/admin/applications/${role.id}/matches`, {
        body: { candidateId: strong.id },
      }),
      409,
      applicationMessages.alreadyProposed,
    );
    expect(
      (await mailsTo(stack.outboxDir, companyEmail)).filter((m) => /Introducing/.test(m.subject)),
    ).toHaveLength(0);
  });

  it('ranks by the requirements a screener refines, keeping the submission as sent', async () => {
    const tag = randomUUID().slice(0, 8);
    const role = await submitApplication(
      applicant,
      'role',
      roleRequest({ roleType: 'advisory', roleTitle: 'advisory' }),
    );
    const noBoard = await submitApplication(
      other,
      'ciso',
      cisoApplication({
        fullName: `No board ${tag}`,
        boardExperience: 'No',
        executiveExperience:
          'Ran security for two scale-ups and reported to their executive committees every month.',
      }),
    );
    expectError(
      await admin.call('PUT', `/api/admin/applications/${noBoard.id}/requirements`, {
        body: { requiredExperience: 5 },
      }),
      400,
      applicationMessages.notARole,
    );
    expectError(
      await admin.call('PUT', `/api/admin/applications/${role.id}/requirements`, {
        body: { requiredExperience: 51 },
      }),
      400,
      requirementMessages.years,
    );
    const before = ZMatchReport.parse(
      (await admin.call('GET', `/api/admin/applications/${role.id}/matches`)).body,
    );
    expect(before.ranked.some((c) => c.candidateId === noBoard.id)).toBe(true);

    const saved = await admin.call('PUT', `/api/admin/applications/${role.id}/requirements`, {
      body: {
        requiredExperience: 10,
        requiredCertifications: ['CISSP'],
        requiredExpertise: ['Cloud Security'],
        boardExperienceRequired: true,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = ZApplicationDetail.parse(saved.body);
    expect(detail.kind === 'role' && detail.requirements.boardExperienceRequired).toBe(true);
    expect(detail.kind === 'role' && detail.submission.requiredExpertise).toEqual([]);

    const after = ZMatchReport.parse(
      (await admin.call('GET', `/api/admin/applications/${role.id}/matches`)).body,
    );
    expect(after.requirements).toMatchObject({ minYears: 10, boardExperienceRequired: true });
    expect(after.requirements.domains).toContain('Cloud Security');
    expect(after.requirements.certifications).toContain('CISSP');
    expect(after.excluded.find((c) => c.candidateId === noBoard.id)?.reasons).toEqual([
      expect.stringMatching(/board/i),
    ]);
  });
});
