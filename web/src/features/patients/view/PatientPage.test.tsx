import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DocumentsQuery, DOCUMENTS_PAGE_SIZE } from '../../documents/useDocumentConnection';
import CreatePatientPage from '../create/CreatePatientPage';
import { aPatientRecord } from '../test/patientFixtures';
import PatientPage from './PatientPage';
import { PatientRecordQuery } from './PatientRecordView';
import { noVisitsMock } from '../../schedule/visitsFixtures';

const attorney = aUser({ role: 'attorney', clinicId: null, attorneyId: 3, clinic: null });

const {
  firstName: _f,
  lastName: _l,
  notes: _n,
  isActive: _a,
  statusHistory: _h,
  ...recordFields
} = aPatientRecord({
  email: null,
});

const recordMock: MockLink.MockedResponse = {
  request: { query: PatientRecordQuery, variables: { id: 7 } },
  result: { data: { patient: recordFields } },
};

const documentsMock: MockLink.MockedResponse = {
  request: { query: DocumentsQuery, variables: { caseId: 101, first: DOCUMENTS_PAGE_SIZE } },
  result: {
    data: {
      documents: {
        __typename: 'DocumentConnection',
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        nodes: [
          {
            __typename: 'Document',
            id: 55,
            caseId: 101,
            caseNumber: 'CASE-2025-001',
            patientName: 'Alex Rivera',
            fileName: 'MRI report.pdf',
            fileType: 'application/pdf',
            fileSize: 2048,
            documentType: 'imaging',
            description: null,
            isConfidential: true,
            sharedWithPatient: true,
            uploadDate: '2025-03-02T10:00:00Z',
            uploadedByName: 'Maria Lopez',
            downloadUrl: '/api/documents/55/download',
            canDelete: false,
          },
        ],
      },
    },
  },
};

function renderRoute(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/patients/:id" element={<PatientPage />} />
      <Route path="/new-patient" element={<CreatePatientPage />} />
    </Routes>,
    { route, mocks: [currentUserMock(attorney), noVisitsMock, ...mocks] },
  );
}

describe("an attorney's patient pages", () => {
  it('shows the patient as a read-only record: details, cases and the documents they may read, with no form', async () => {
    renderRoute('/patients/7', [recordMock, documentsMock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' })).toBeInTheDocument();
    expect(screen.getByText('Patient record (read-only)')).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Personal and contact' }));
    expect(contact.getByText('Apr 12, 1988')).toBeInTheDocument();
    expect(contact.getByText('12 Harbor St, Newark, NJ 07102')).toBeInTheDocument();
    expect(contact.getByText('Not recorded')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Insurance' })).getByText('GSM-44120')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CASE-2025-001/ })).toHaveAttribute('href', '/cases/101');
    const documents = within(screen.getByRole('region', { name: 'Documents of CASE-2025-001' }));
    expect(await documents.findByText('MRI report.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('refuses /new-patient before they type, saying who registers patients', async () => {
    renderRoute('/new-patient', []);

    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText(/Only the clinic can register patients/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Patients' })).toHaveAttribute('href', '/patients');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Patient' })).not.toBeInTheDocument();
  });
});
