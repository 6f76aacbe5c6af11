import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AttorneyDetailQuery } from './attorneyDetailQuery';
import AttorneyDetailPage from './AttorneyDetailPage';

const attorney = {
  __typename: 'Attorney',
  id: 3,
  fullName: 'Dana Cole',
  firmName: 'Cole Legal',
  email: 'dana@cole-legal.example',
  phone: '(555) 300-4000',
  barNumber: 'NJ-204411',
  firmAddress: '12 Court St, Newark, NJ',
  specialization: 'personal_injury',
  caseCount: 2,
  cases: [
    {
      __typename: 'Case',
      id: 101,
      caseNumber: 'CASE-2025-001',
      caseType: 'auto_accident',
      status: 'active_treatment',
      patient: { __typename: 'Patient', id: 7, fullName: 'Alex Rivera' },
    },
    {
      __typename: 'Case',
      id: 104,
      caseNumber: 'CASE-2025-004',
      caseType: 'work_injury',
      status: 'closed',
      patient: { __typename: 'Patient', id: 9, fullName: 'Robin Park' },
    },
  ],
};

function attorneyMock(answer: unknown, id = 3): MockLink.MockedResponse {
  return { request: { query: AttorneyDetailQuery, variables: { id } }, result: { data: { attorney: answer } } };
}

function renderAttorney(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/attorneys/:id" element={<AttorneyDetailPage />} />
    </Routes>,
    { route, mocks: [currentUserMock(aUser()), ...mocks] },
  );
}

describe('AttorneyDetailPage', () => {
  it('shows the name, firm, contact details, bar number, address and specialty', async () => {
    renderAttorney('/attorneys/3', [attorneyMock(attorney)]);

    expect(screen.getByRole('progressbar', { name: 'Loading attorney...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Cole' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Attorney details' }));
    const fact = (label: string) => details.getByText(label).nextElementSibling;
    expect(fact('Firm')).toHaveTextContent('Cole Legal');
    expect(details.getByRole('link', { name: 'dana@cole-legal.example' })).toHaveAttribute(
      'href',
      'mailto:dana@cole-legal.example',
    );
    expect(fact('Phone')).toHaveTextContent('(555) 300-4000');
    expect(fact('Bar Number')).toHaveTextContent('NJ-204411');
    expect(fact('Address')).toHaveTextContent('12 Court St, Newark, NJ');
    expect(fact('Specialty')).toHaveTextContent('Personal injury');
  });

  it('counts the associated cases and links each to its page', async () => {
    renderAttorney('/attorneys/3', [attorneyMock(attorney)]);

    const cases = within(await screen.findByRole('region', { name: '2 associated cases' }));
    const first = cases.getByRole('link', { name: /CASE-2025-001/ });
    expect(first).toHaveAttribute('href', '/cases/101');
    expect(first).toHaveTextContent('Alex Rivera');
    expect(first).toHaveTextContent('Auto Accident');
    expect(cases.getByRole('link', { name: /CASE-2025-004/ })).toHaveAttribute('href', '/cases/104');
  });

  it('says when a detail is not on file', async () => {
    renderAttorney('/attorneys/3', [attorneyMock({ ...attorney, barNumber: null, firmAddress: null })]);

    const details = within(await screen.findByRole('region', { name: 'Attorney details' }));
    expect(details.getByText('Bar Number').nextElementSibling).toHaveTextContent('Not on file');
    expect(details.getByText('Address').nextElementSibling).toHaveTextContent('Not on file');
  });

  it('shows Attorney Not Found for a missing attorney', async () => {
    renderAttorney('/attorneys/40', [attorneyMock(null, 40)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Attorney Not Found' })).toBeInTheDocument();
  });

  it('shows Attorney Not Found for a malformed id', () => {
    renderAttorney('/attorneys/dana', []);

    expect(screen.getByRole('heading', { level: 1, name: 'Attorney Not Found' })).toBeInTheDocument();
  });
});
