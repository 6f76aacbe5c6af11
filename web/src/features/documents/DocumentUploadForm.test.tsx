import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DocumentUploadForm } from './DocumentUploadForm';
import { aFile, MB, policyMock } from './test/documentFixtures';
import { caseOptionsMock } from '../cases/test/caseOptionFixtures';
import { FakeXhr, installFakeXhr, theUpload } from './test/fakeXhr';

// Flows through MUI pickers take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

beforeEach(installFakeXhr);
afterEach(() => jest.restoreAllMocks());

async function renderForm(props: Parameters<typeof DocumentUploadForm>[0] = {}, mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<DocumentUploadForm {...props} />, { mocks: [policyMock(), caseOptionsMock, ...mocks] });
  // The policy has loaded once its summary shows under the file input.
  await screen.findByText('PDF, DOC, DOCX, JPG, JPEG, PNG or TXT, up to 50 MB');
  // The form's own checks are under test, not the browser's `accept` filter.
  return userEvent.setup({ applyAccept: false });
}

function fileInput() {
  return screen.getByLabelText(/Choose File/) as HTMLInputElement;
}

async function pickCase(user: ReturnType<typeof userEvent.setup>, optionText: string) {
  await user.click(screen.getByLabelText(/^Case/));
  await user.click(await screen.findByText(optionText, { exact: false }));
}

function uploadButton() {
  return screen.getByRole('button', { name: 'Upload Document' });
}

describe('DocumentUploadForm', () => {
  it('starts as a confidential Medical Record with no file chosen', async () => {
    await renderForm();

    expect(screen.getByRole('combobox', { name: 'Document Type' })).toHaveTextContent('Medical Record');
    expect(screen.getByRole('checkbox', { name: 'Confidential' })).toBeChecked();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png,.txt');
  });

  it('asks for a case and a file, and sends nothing without them', async () => {
    const user = await renderForm();

    await user.click(uploadButton());

    expect(await screen.findByText('Please select a case and choose a file')).toBeInTheDocument();
    expect(screen.getByText('Select a case')).toBeInTheDocument();
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks for the file when only the case is chosen', async () => {
    const user = await renderForm();
    await pickCase(user, 'CASE-2025-002');

    await user.click(uploadButton());

    expect(await screen.findByText('Please select a case and choose a file')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file type outside the allowed extensions before sending it', async () => {
    const user = await renderForm({ caseId: 101 });

    await user.upload(fileInput(), aFile('setup.exe', 4096, 'application/octet-stream'));

    expect(
      await screen.findByText('Only pdf, doc, docx, jpg, jpeg, png, txt files can be uploaded'),
    ).toBeInTheDocument();
    await user.click(uploadButton());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    renderWithProviders(<DocumentUploadForm caseId={101} />, { mocks: [policyMock(10 * MB)] });
    await screen.findByText(/up to 10 MB$/);
    const user = userEvent.setup();

    await user.upload(fileInput(), aFile('scan.pdf', 10 * MB + 1));

    expect(await screen.findByText('The file is larger than the 10 MB upload limit')).toBeInTheDocument();
    await user.click(uploadButton());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('accepts a file of exactly the limit, with an upper-case extension', async () => {
    renderWithProviders(<DocumentUploadForm caseId={101} />, { mocks: [policyMock(10 * MB)] });
    await screen.findByText(/up to 10 MB$/);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), aFile('SCAN.PDF', 10 * MB));
    await user.click(uploadButton());

    expect(theUpload().body?.get('file')).toBeInstanceOf(File);
  });

  it('sends the case, type, description and confidential flag with the file last, showing its progress', async () => {
    const user = await renderForm();
    await pickCase(user, 'CASE-2025-002');
    await user.click(screen.getByRole('combobox', { name: 'Document Type' }));
    await user.click(screen.getByRole('option', { name: 'Legal Document' }));
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('  Signed retainer  ');
    await user.click(screen.getByRole('checkbox', { name: 'Confidential' }));
    const file = aFile('retainer.pdf', 300 * 1024);
    await user.upload(fileInput(), file);
    expect(screen.getByText('retainer.pdf · 300 KB')).toBeInTheDocument();

    await user.click(uploadButton());

    const xhr = theUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents/upload');
    expect(xhr.fieldNames()).toEqual(['caseId', 'documentType', 'description', 'isConfidential', 'file']);
    expect(xhr.body?.get('caseId')).toBe('102');
    expect(xhr.body?.get('documentType')).toBe('legal_document');
    expect(xhr.body?.get('description')).toBe('Signed retainer');
    expect(xhr.body?.get('isConfidential')).toBe('false');
    expect((xhr.body?.get('file') as File).name).toBe('retainer.pdf');

    xhr.progress(123_000, 307_200);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByText('Uploading retainer.pdf...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    xhr.progress(307_200, 307_200);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Processing retainer.pdf...')).toBeInTheDocument();
  });

  it('says the upload worked, clears the form and tells the caller', async () => {
    const onUploaded = jest.fn();
    const user = await renderForm({ caseId: 101, onUploaded });
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'X-ray');
    await user.upload(fileInput(), aFile('xray.png', 2048, 'image/png'));
    await user.click(uploadButton());

    await theUpload().respond(201, { success: true, message: 'Document uploaded successfully!', data: { id: 9 } });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Document uploaded successfully!');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(fileInput().value).toBe('');
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it("shows the server's refusal, and its field message under the file", async () => {
    const onUploaded = jest.fn();
    const user = await renderForm({ caseId: 101, onUploaded });
    await user.upload(fileInput(), aFile('invoice.pdf'));
    await user.click(uploadButton());

    const refusal = 'invoice.pdf is not a PDF: its content does not match .pdf';
    await theUpload().respond(400, {
      success: false,
      message: refusal,
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'file', message: refusal }],
    });

    expect(within(await screen.findByRole('alert')).getByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(onUploaded).not.toHaveBeenCalled();
    // The file stays chosen, so the user sees what was refused.
    expect(screen.getByText(/^invoice\.pdf ·/)).toBeInTheDocument();
  });

  it('shows the generic message when the server gives no reason', async () => {
    const user = await renderForm({ caseId: 101 });
    await user.upload(fileInput(), aFile('notes.txt', 100, 'text/plain'));
    await user.click(uploadButton());

    await theUpload().respond(502, '<html>Bad Gateway</html>');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading document. Please try again.');
  });

  it('shows the generic message when no answer comes back', async () => {
    const user = await renderForm({ caseId: 101 });
    await user.upload(fileInput(), aFile('notes.txt', 100, 'text/plain'));
    await user.click(uploadButton());

    await theUpload().failNetwork();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading document. Please try again.');
    expect(uploadButton()).toBeEnabled();
  });

  it('stops the upload on Cancel and keeps the file chosen', async () => {
    const onUploaded = jest.fn();
    const user = await renderForm({ caseId: 101, onUploaded });
    await user.upload(fileInput(), aFile('big-scan.pdf', 20 * MB));
    await user.click(uploadButton());
    const xhr = theUpload();
    xhr.progress(5 * MB, 20 * MB);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(xhr.aborted).toBe(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('big-scan.pdf was not uploaded.');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument());
    expect(screen.getByText(/^big-scan\.pdf ·/)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('uploads to a fixed case without offering a case picker', async () => {
    const user = await renderForm({ caseId: 77 });

    expect(screen.queryByLabelText(/^Case/)).not.toBeInTheDocument();
    await user.upload(fileInput(), aFile('report.docx', 100));
    await user.click(uploadButton());

    expect(theUpload().body?.get('caseId')).toBe('77');
    expect(theUpload().body?.get('isConfidential')).toBe('true');
    expect(theUpload().body?.get('documentType')).toBe('medical_record');
  });
});
