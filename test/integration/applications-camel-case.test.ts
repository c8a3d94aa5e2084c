import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZApplicationDetail, type TApplicationDetail } from '@contracts/applications/application';
import { ZMatchReport } from '@contracts/applications/matching';
import { ZMyApplication } from '@contracts/applications/my-applications';
import { applicationKeys } from '../../lambdas/keys/application';
import { seedMarkerKeys } from '../../lambdas/keys/seed-marker';
import { runSeeders } from '../../local/seed';
import { camelCasedApplications } from '../../local/seed/camel-cased-applications';
import { randomUUID } from 'node:crypto';
import { adminCaller, type Caller, createUser, signedInCaller } from '../support/api-session';
import {
  cisoApplication,
  partnerApplication,
  roleRequest,
  submitApplication,
} from '../support/applications';
import { waitForMail } from '../support/outbox';
import { seedContextOf } from '../support/seed-context';

const stack = inject('stack');
const seedContext = seedContextOf(stack);
const doc = DynamoDBDocumentClient.from(seedContext.dynamodb);
const TableName = stack.tableName;
const MARKER = seedMarkerKeys.key({ name: 'camel-cased-applications' });

let admin: Caller;
let applicant: Caller;
let applicantEmail: string;

beforeAll(async () => {
  const user = await createUser(stack, 'applicant');
  applicantEmail = user.email;
  [admin, applicant] = await Promise.all([adminCaller(stack), signedInCaller(stack, user)]);
});
afterAll(() => {
  seedContext.dynamodb.destroy();
  seedContext.cognito.client.destroy();
});

/** A map's fields under the spec's snake_case names, as a data folder from before holds them. */
const snakeCased = (map: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(map).map(([name, value]) => [
      name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  );

const stored = async (id: string) =>
  (await doc.send(new GetCommand({ TableName, Key: applicationKeys.key({ id }) }))).Item!;

/** Rewrites a stored application's maps to the names they had before. */
async function storeAsBefore(id: string) {
  const item = await stored(id);
  const maps = ['submission', 'requirements'].filter((name) => item[name]);
  await doc.send(
    new UpdateCommand({
      TableName,
      Key: applicationKeys.key({ id }),
      UpdateExpression: `SET ${maps.map((name) => `${name} = :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(
        maps.map((name) => [`:${name}`, snakeCased(item[name] as Record<string, unknown>)]),
      ),
    }),
  );
}

const detail = async (id: string): Promise<TApplicationDetail> => {
  const res = await admin.call('GET', `/api/admin/applications/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZApplicationDetail.parse(res.body);
};

describe('a data folder whose applications carry the snake_case field names', () => {
  it('is renamed once at start, and every screen reads those applications again', async () => {
    const tag = randomUUID().slice(0, 8);
    const [person, company, firm] = [`Dana ${tag}`, `Northwind ${tag}`, `Keystone ${tag}`];
    const ciso = await submitApplication(applicant, 'ciso', cisoApplication({ fullName: person }));
    const role = await submitApplication(applicant, 'role', roleRequest({ companyName: company }));
    const partner = await submitApplication(
      applicant,
      'partner',
      partnerApplication({ companyName: firm }),
    );
    // Their mails are sent first, so none is sent while the items hold the former names.
    for (const kind of ['professional application', 'role request', 'partner application'])
      await waitForMail(stack.outboxDir, applicantEmail, new RegExp(`We received your ${kind}`));
    for (const [kind, name] of [
      ['professional application', person],
      ['role request', company],
      ['partner application', firm],
    ])
      await waitForMail(stack.outboxDir, stack.adminEmail, new RegExp(`New ${kind}: ${name}`));
    const refined = await admin.call('PUT', `/api/admin/applications/${role.id}/requirements`, {
      body: { requiredExperience: 10, requiredExpertise: ['Risk Management'] },
    });
    expect(refined.status, JSON.stringify(refined.body)).toBe(200);
    const before = await Promise.all([ciso, role, partner].map((a) => detail(a.id)));
    const kept = await Promise.all([ciso, role, partner].map((a) => stored(a.id)));

    for (const { id } of [ciso, role, partner]) await storeAsBefore(id);
    expect(Object.keys((await stored(ciso.id)).submission)).toContain('full_name');
    await doc.send(new DeleteCommand({ TableName, Key: MARKER }));

    await runSeeders(seedContext, [camelCasedApplications]);

    const after = await Promise.all([ciso, role, partner].map((a) => stored(a.id)));
    for (const [i, item] of after.entries()) {
      expect(item.submission).toEqual(kept[i]!.submission);
      expect(item.requirements).toEqual(kept[i]!.requirements);
    }
    // The screens read them as before the names changed.
    expect(await Promise.all([ciso, role, partner].map((a) => detail(a.id)))).toEqual(before);
    const mine = await applicant.call('GET', `/api/my/applications/${ciso.id}`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(ZMyApplication.parse(mine.body).submission).toEqual(before[0]!.submission);
    const report = ZMatchReport.parse(
      (await admin.call('GET', `/api/admin/applications/${role.id}/matches`)).body,
    );
    expect(report.requirements.minYears).toBe(10);
    expect(report.requirements.domains).toContain('Risk Management');
    expect(report.ranked.map((c) => c.candidateId)).toContain(ciso.id);

    // Once: with the marker written, a later start leaves even a snake_case item alone.
    await storeAsBefore(partner.id);
    await runSeeders(seedContext, [camelCasedApplications]);
    expect(Object.keys((await stored(partner.id)).submission)).toContain('company_name');
    await doc.send(new DeleteCommand({ TableName, Key: MARKER }));
    await runSeeders(seedContext, [camelCasedApplications]);
    expect((await stored(partner.id)).submission).toEqual(kept[2]!.submission);
  });
});
