import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  ZApplicationDetail,
} from '@contracts/applications/application';
import { MATCH_OUTCOMES } from '@contracts/applications/matching';
import { nextStatuses } from '@domain/applications/screening';
import { cisoApplication, partnerApplication, roleRequest } from '../../../support/applications';
import {
  historyText,
  statusMoves,
} from '../../../../web/src/features/screening/lib/screening-moves';
import {
  OUTCOME_LABELS,
  OUTCOME_STYLES,
  STATUS_STYLES,
} from '../../../../web/src/features/screening/lib/status-styles';
import {
  applicationName,
  detailPath,
  NOT_GIVEN,
  orNotGiven,
  otherSideId,
  yearsText,
} from '../../../../web/src/features/screening/lib/submission';

const screening = {
  id: 'a1',
  status: 'new',
  createdAt: '2026-03-03T14:05:00.000Z',
  updatedAt: '2026-03-03T14:05:00.000Z',
  photoUrl: null,
  notes: [],
  omittedNotes: 0,
  history: [],
  matches: [],
} as const;

describe('status and outcome colours', () => {
  it('gives every status its own colour in both themes', () => {
    const styles = APPLICATION_STATUSES.map((s) => STATUS_STYLES[s]);
    expect(new Set(styles).size).toBe(APPLICATION_STATUSES.length);
    for (const style of styles) expect(style).toMatch(/dark:bg-.*dark:text-/);
  });

  it('labels every outcome, and says "unknown" adds nothing', () => {
    for (const outcome of MATCH_OUTCOMES) {
      expect(OUTCOME_LABELS[outcome]).toBeTruthy();
      expect(OUTCOME_STYLES[outcome]).toMatch(/dark:/);
    }
    expect(OUTCOME_LABELS.unknown).toMatch(/no points/i);
    expect(new Set(MATCH_OUTCOMES.map((o) => OUTCOME_STYLES[o])).size).toBe(MATCH_OUTCOMES.length);
  });
});

describe('screening moves', () => {
  it('offers exactly the moves the rule allows', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusMoves(status).map((m) => m.to)).toEqual([...nextStatuses(status)]);
    }
    expect(statusMoves('matched')).toEqual([]);
  });

  it('asks before each move; only rejecting is destructive', () => {
    for (const status of APPLICATION_STATUSES) {
      for (const move of statusMoves(status)) {
        expect(move.destructive).toBe(move.to === 'rejected');
        expect(move.description).toContain(APPLICATION_STATUS_LABELS[status]);
        expect(move.description).toContain(APPLICATION_STATUS_LABELS[move.to]);
        expect(move.title).toMatch(/\?$/);
      }
    }
    expect(statusMoves('new').map((m) => m.label)).toEqual(['Start screening', 'Reject']);
    expect(statusMoves('rejected').map((m) => m.label)).toEqual(['Reopen for screening']);
  });

  it('writes a history line as from → to', () => {
    expect(historyText({ from: 'new', to: 'screening' })).toBe('New → Screening');
    expect(historyText({ from: null, to: 'new' })).toBe('Submitted → New');
  });
});

describe('submission helpers', () => {
  it("names a professional by name and a company's submission by the company", () => {
    const ciso = ZApplicationDetail.parse({
      ...screening,
      kind: 'ciso',
      submission: cisoApplication(),
    });
    const role = ZApplicationDetail.parse({
      ...screening,
      kind: 'role',
      submission: roleRequest(),
      // What matching reads for a role request.
      requirements: {
        requiredExperience: 0,
        requiredCertifications: [],
        requiredExpertise: [],
        boardExperienceRequired: false,
      },
    });
    const partner = ZApplicationDetail.parse({
      ...screening,
      kind: 'partner',
      submission: partnerApplication(),
    });
    expect(applicationName(ciso)).toBe('Dana Whitfield');
    expect(applicationName(role)).toBe('Northwind Payments');
    expect(applicationName(partner)).toBe('Keystone Advisory');
  });

  it('says "Not given" for a blank optional answer', () => {
    expect(orNotGiven('')).toBe(NOT_GIVEN);
    expect(orNotGiven('  ')).toBe(NOT_GIVEN);
    expect(orNotGiven(null)).toBe(NOT_GIVEN);
    expect(orNotGiven('£180/hour')).toBe('£180/hour');
  });

  it('counts years and links to the other side of a match', () => {
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(18)).toBe('18 years');
    const proposal = { roleId: 'r 1', candidateId: 'c/1' };
    expect(otherSideId('role', proposal)).toBe('c/1');
    expect(otherSideId('ciso', proposal)).toBe('r 1');
    expect(detailPath('c/1')).toBe('/admin/applications/c%2F1');
  });
});
