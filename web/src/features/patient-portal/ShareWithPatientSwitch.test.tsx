import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DocumentShareWithPatientMutation, ShareWithPatientSwitch } from './ShareWithPatientSwitch';

describe('ShareWithPatientSwitch', () => {
  it('shares a document with the patient', async () => {
    const calls: unknown[] = [];
    renderWithProviders(
      <ShareWithPatientSwitch document={{ id: 55, fileName: 'MRI.pdf', sharedWithPatient: false }} />,
      {
        mocks: [
          {
            request: {
              query: DocumentShareWithPatientMutation,
              variables: (variables) => (calls.push(variables), true),
            },
            result: {
              data: {
                documentShareWithPatient: { __typename: 'PortalDocumentShare', id: 55, sharedWithPatient: true },
              },
            },
          },
        ],
      },
    );
    const toggle = screen.getByRole('switch', { name: 'Share MRI.pdf with the patient' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    await screen.findByRole('switch', { name: 'Share MRI.pdf with the patient' });
    expect(calls).toEqual([{ id: 55, shared: true }]);
  });

  it('shows nothing to those who do not manage sharing (the API sends null)', () => {
    renderWithProviders(<ShareWithPatientSwitch document={{ id: 55, fileName: 'MRI.pdf', sharedWithPatient: null }} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
