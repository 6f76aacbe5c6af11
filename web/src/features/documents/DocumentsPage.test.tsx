import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import DocumentsPage from './DocumentsPage';
import { aDocument, aFile, documentsMock, policyMock } from './test/documentFixtures';
import { caseOptionMock, caseOptionsMock } from '../cases/test/caseOptionFixtures';
import { installFakeXhr, theUpload } from './test/fakeXhr';
import { DocumentDeleteMutation } from './useDeleteDocument';
import { DocumentsQuery } from './useDocumentConnection';

jest.setTimeout(20_000);

beforeEach(installFakeXhr);
afterEach(() => jest.restoreAllMocks());

const twoDocuments = [
  aDocument(),
  aDocument({
    id: 502,
    caseId: 102,
    caseNumber: 'CASE-2025-002',
    patientName: 'Jordan Lee',
    fileName: 'police-report.txt',
    fileType: 'text/plain; charset=utf-8',
    fileSize: 512,
    documentType: 'legal_document',
    description: null,
    isConfidential: false,
    uploadedByName: 'Daniel Harper',
    downloadUrl: '/api/documents/502/download',
    canDelete: false,
  }),
];

function renderPage(mocks: MockLink.MockedResponse[], route = '/documents') {
  renderWithProviders(<DocumentsPage />, { route, mocks: [policyMock(), caseOptionsMock, ...mocks] });
  return userEvent.setup();
}

function documentRows() {
  const table = within(screen.getByRole('table', { name: 'All documents' }));
  return table.getAllByRole('row').slice(1);
}

function rowOf(fileName: string) {
  const row = documentRows().find((candidate) => within(candidate).queryByText(fileName));
  if (!row) throw new Error(`no row for ${fileName}`);
  return within(row);
}

describe('DocumentsPage', () => {
  it('lists every document with its type, case and patient, size, uploader, date and confidential marker', async () => {
    const { mock, requests } = documentsMock(() => ({ nodes: twoDocuments }));
    renderPage([mock]);

    expect(screen.getByRole('heading', { level: 1, name: 'Document Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All Documents' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading documents...' })).toBeInTheDocument();

    await screen.findByText('mri-report.pdf');
    expect(requests[0]).toEqual({ caseId: null, first: 20 });
    expect(documentRows()).toHaveLength(2);

    const mri = rowOf('mri-report.pdf');
    expect(mri.getByText('Lumbar MRI, March')).toBeInTheDocument();
    expect(mri.getByText('Imaging')).toBeInTheDocument();
    expect(mri.getByRole('link', { name: 'CASE-2025-001' })).toHaveAttribute('href', '/cases/101');
    expect(mri.getByText('Alex Rivera')).toBeInTheDocument();
    expect(mri.getByText('240 KB')).toBeInTheDocument();
    expect(mri.getByText('Maria Lopez')).toBeInTheDocument();
    expect(mri.getByText(/^Apr 2, 2025/)).toBeInTheDocument();
    expect(mri.getByText('Confidential')).toBeInTheDocument();

    const report = rowOf('police-report.txt');
    expect(report.getByText('Legal Document')).toBeInTheDocument();
    expect(report.getByText('512 B')).toBeInTheDocument();
    expect(report.queryByText('Confidential')).not.toBeInTheDocument();
  });

  it('downloads through the document address in a new tab', async () => {
    const { mock } = documentsMock(() => ({ nodes: twoDocuments }));
    renderPage([mock]);

    const download = await screen.findByRole('link', { name: 'Download mri-report.pdf' });
    expect(download).toHaveAttribute('href', '/api/documents/501/download');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener');
  });

  it('offers Delete only where the server allows it', async () => {
    const { mock } = documentsMock(() => ({ nodes: twoDocuments }));
    renderPage([mock]);

    await screen.findByText('mri-report.pdf');
    expect(rowOf('mri-report.pdf').getByRole('button', { name: 'Delete mri-report.pdf' })).toBeInTheDocument();
    expect(rowOf('police-report.txt').queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(rowOf('police-report.txt').getByRole('link', { name: 'Download police-report.txt' })).toBeInTheDocument();
  });

  it('asks before deleting, and deletes nothing on Cancel', async () => {
    const deleted = jest.fn(() => ({ data: { documentDelete: 501 } }));
    const { mock } = documentsMock(() => ({ nodes: twoDocuments }));
    const user = renderPage([
      mock,
      { request: { query: DocumentDeleteMutation, variables: { id: 501 } }, result: deleted },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete mri-report.pdf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete document?' }));
    expect(dialog.getByText(/mri-report\.pdf will be deleted from case CASE-2025-001/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();
    expect(documentRows()).toHaveLength(2);
  });

  it('deletes after confirmation and takes the document off the list', async () => {
    const deleted = jest.fn(() => ({ data: { documentDelete: 501 } }));
    const { mock } = documentsMock(() => ({ nodes: twoDocuments }));
    const user = renderPage([
      mock,
      { request: { query: DocumentDeleteMutation, variables: { id: 501 } }, result: deleted },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete mri-report.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('mri-report.pdf was deleted.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(documentRows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Download mri-report.pdf' })).not.toBeInTheDocument();
  });

  it('says why a delete was refused and keeps the document', async () => {
    const { mock } = documentsMock(() => ({ nodes: twoDocuments }));
    const user = renderPage([
      mock,
      {
        request: { query: DocumentDeleteMutation, variables: { id: 501 } },
        result: {
          errors: [graphqlError('Only the clinic or the person who uploaded it can delete this document', 'FORBIDDEN')],
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete mri-report.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(
        'Failed to delete document: Only the clinic or the person who uploaded it can delete this document',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(documentRows()).toHaveLength(2);
    expect(rowOf('mri-report.pdf').getByRole('button', { name: 'Delete mri-report.pdf' })).toBeEnabled();
  });

  it('loads the next page after the last document shown', async () => {
    const { mock, requests } = documentsMock(({ after }) =>
      after === 'cursor-1'
        ? { nodes: [twoDocuments[1]] }
        : { nodes: [twoDocuments[0]], endCursor: 'cursor-1', hasNextPage: true },
    );
    const user = renderPage([mock]);

    await user.click(await screen.findByRole('button', { name: 'Load more documents' }));

    expect(await screen.findByText('police-report.txt')).toBeInTheDocument();
    expect(documentRows()).toHaveLength(2);
    expect(requests.at(-1)).toEqual({ caseId: null, first: 20, after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more documents' })).not.toBeInTheDocument();
  });

  it('says when there are no documents yet', async () => {
    const { mock } = documentsMock(() => ({ nodes: [] }));
    renderPage([mock]);

    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'All documents' })).not.toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    renderPage([
      {
        request: { query: DocumentsQuery, variables: () => true },
        result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] },
      },
    ]);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load documents');
    expect(error).toHaveTextContent('Database unavailable');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('starts the upload form on the case named in the address', async () => {
    const { mock } = documentsMock(() => ({ nodes: [] }));
    renderPage([mock, caseOptionMock(102)], '/documents?caseId=102');

    expect(await screen.findByDisplayValue('CASE-2025-002 · Jordan Lee')).toBeInTheDocument();
  });

  it('reloads the documents list after a successful upload', async () => {
    let uploaded = false;
    const newDocument = aDocument({ id: 503, fileName: 'discharge.pdf', description: null });
    const { mock, requests } = documentsMock(() => ({
      nodes: uploaded ? [newDocument, ...twoDocuments] : twoDocuments,
    }));
    const user = renderPage([mock, caseOptionMock(101)], '/documents?caseId=101');
    await screen.findByDisplayValue('CASE-2025-001 · Alex Rivera');
    await screen.findByText('mri-report.pdf');
    await screen.findByText(/up to 50 MB$/);

    await user.upload(screen.getByLabelText(/Choose File/), aFile('discharge.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(theUpload().body?.get('caseId')).toBe('101');
    uploaded = true;
    await theUpload().respond(201, { success: true, message: 'Document uploaded successfully!', data: {} });

    expect(await screen.findByRole('link', { name: 'Download discharge.pdf' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    // The chosen case stays for the next upload.
    expect(screen.getByDisplayValue('CASE-2025-001 · Alex Rivera')).toBeInTheDocument();
  });
});
