import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CaseNotesTab } from './CaseNotesTab';
import { CaseTreatmentNotesQuery, CaseTreatmentPlanQuery } from './treatmentNoteQueries';

const notesMock: MockLink.MockedResponse = {
  request: { query: CaseTreatmentNotesQuery, variables: { caseId: 4 } },
  result: {
    data: {
      caseTreatmentNotes: [
        {
          __typename: 'TreatmentNoteListItem',
          id: 8,
          version: 2,
          isLocked: true,
          signedAt: '2026-01-06T15:00:00.000Z',
          signedByName: 'Dana Provider',
          addendumReason: 'Wrong side',
          createdAt: '2026-01-06T14:00:00.000Z',
          visitStart: '2026-01-05T14:00:00.000Z',
          providerName: 'Dana Provider',
          noteType: 'soap',
          diagnosisCodes: ['S13.4XXA', 'M54.2'],
          painScale: 5,
        },
      ],
    },
  },
};

const planMock: MockLink.MockedResponse = {
  request: { query: CaseTreatmentPlanQuery, variables: { caseId: 4 } },
  result: {
    data: {
      caseTreatmentPlan: {
        __typename: 'TreatmentPlan',
        id: 3,
        caseId: 4,
        visitsPerWeek: 3,
        weeks: 6,
        startDate: '2026-01-05',
        reExamDates: ['2026-01-26'],
        goals: 'Full cervical rotation',
        status: 'active',
        progress: {
          __typename: 'TreatmentPlanProgress',
          visitsPlannedTotal: 18,
          visitsPlannedToDate: 6,
          visitsCompleted: 3,
          reExamsDue: 0,
          reExamsDone: 0,
          nextReExamDate: '2026-01-26',
          endDate: '2026-02-15',
        },
      },
    },
  },
};

describe('CaseNotesTab', () => {
  it('shows the clinic its plan, planned against actual, and the notes with their versions', async () => {
    renderWithProviders(<CaseNotesTab caseId={4} />, { mocks: [currentUserMock(aUser()), notesMock, planMock] });
    expect(await screen.findByText('Visits against plan to date: 50%')).toBeInTheDocument();
    expect(screen.getByText('Goals: Full cervical rotation')).toBeInTheDocument();
    expect(screen.getByText('S13.4XXA, M54.2')).toBeInTheDocument();
    expect(screen.getByText('Addendum v2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2026/ })).toHaveAttribute('href', '/notes/8');
  });

  it('shows the attorney the notes only, never the plan', async () => {
    renderWithProviders(<CaseNotesTab caseId={4} />, {
      mocks: [currentUserMock(aUser({ role: 'attorney', clinicId: null, clinic: null })), notesMock],
    });
    expect(await screen.findByText('S13.4XXA, M54.2')).toBeInTheDocument();
    expect(screen.queryByText(/plan/i)).not.toBeInTheDocument();
  });
});
