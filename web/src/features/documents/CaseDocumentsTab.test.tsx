import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CaseDocumentsTab } from './CaseDocumentsTab';
import { aDocument, aFile, documentsMock, policyMock } from './test/documentFixtures';
import { installFakeXhr, theUpload } from './test/fakeXhr';

jest.setTimeout(20_000);

beforeEach(installFakeXhr);
afterEach(() => jest.restoreAllMocks());

describe('CaseDocumentsTab', () => {
  it("lists only this case's documents, without a Case column, with a download link each", async () => {
    const { mock, requests } = documentsMock(() => ({
      nodes: [
        aDocument(),
        aDocument({ id: 504, fileName: 'bill.jpg', canDelete: false, downloadUrl: '/api/documents/504/download' }),
      ],
    }));
    renderWithProviders(<CaseDocumentsTab caseId={101} />, { mocks: [policyMock(), mock] });

    const table = await screen.findByRole('table', { name: 'Case documents' });
    expect(requests[0]).toEqual({ caseId: 101, first: 20 });
    expect(within(table).queryByRole('columnheader', { name: 'Case' })).not.toBeInTheDocument();
    const download = within(table).getByRole('link', { name: 'Download bill.jpg' });
    expect(download).toHaveAttribute('href', '/api/documents/504/download');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(table).queryByRole('button', { name: 'Delete bill.jpg' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete mri-report.pdf' })).toBeInTheDocument();
  });

  it('says when the case has no documents yet', async () => {
    const { mock } = documentsMock(() => ({ nodes: [] }));
    renderWithProviders(<CaseDocumentsTab caseId={101} />, { mocks: [policyMock(), mock] });

    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByText('No document has been uploaded to this case yet.')).toBeInTheDocument();
  });

  it('uploads to this case without asking which, and then shows the new document', async () => {
    let uploaded = false;
    const { mock, requests } = documentsMock(() => ({
      nodes: uploaded ? [aDocument({ id: 505, fileName: 'xray.png', downloadUrl: '/api/documents/505/download' })] : [],
    }));
    renderWithProviders(<CaseDocumentsTab caseId={101} />, { mocks: [policyMock(), mock] });
    const user = userEvent.setup();
    const upload = within(await screen.findByRole('region', { name: 'Upload a Document' }));
    await screen.findByText(/up to 50 MB$/);
    expect(upload.queryByLabelText(/^Case/)).not.toBeInTheDocument();

    await user.upload(upload.getByLabelText(/Choose File/), aFile('xray.png', 4096, 'image/png'));
    await user.click(upload.getByRole('button', { name: 'Upload Document' }));
    expect(theUpload().body?.get('caseId')).toBe('101');
    uploaded = true;
    await theUpload().respond(201, { success: true, message: 'Document uploaded successfully!', data: {} });

    expect(await screen.findByRole('link', { name: 'Download xray.png' })).toBeInTheDocument();
    expect(requests.every((variables) => variables.caseId === 101)).toBe(true);
  });
});
