/**
 * Static sample content for the demo tabs. Every figure here is marketing copy (PRODUCT.md: "247
 * cases" and "500+ practices" stay marketing copy), never read from the API.
 */

export interface DemoStat {
  label: string;
  value: string;
}

export type DemoTone = 'info' | 'success' | 'warning' | 'neutral';

export interface DemoRow {
  primary: string;
  secondary: string;
  status: string;
  tone: DemoTone;
}

export interface DemoScreen {
  id: string;
  tab: string;
  /** The address shown in the sample window's bar. */
  path: string;
  heading: string;
  stats: readonly DemoStat[];
  listTitle: string;
  rows: readonly DemoRow[];
}

export const demoScreens: readonly DemoScreen[] = [
  {
    id: 'dashboard',
    tab: 'Dashboard',
    path: '/dashboard',
    heading: 'Good morning, Riverside Chiropractic',
    stats: [
      { label: 'Active Cases', value: '247' },
      { label: 'Active Patients', value: '312' },
      { label: 'Pending Tasks', value: '18' },
      { label: 'Monthly Revenue', value: '$84,250' },
    ],
    listTitle: 'Recent cases',
    rows: [
      {
        primary: 'CASE-2025-0142 · Auto accident',
        secondary: 'J. Doe · Harper Law',
        status: 'Active treatment',
        tone: 'info',
      },
      {
        primary: 'CASE-2025-0139 · Slip and fall',
        secondary: 'M. Roe · Cole Legal',
        status: 'Attorney review',
        tone: 'warning',
      },
      {
        primary: 'CASE-2025-0131 · Work injury',
        secondary: 'A. Smith · Park & Lee',
        status: 'Settlement',
        tone: 'success',
      },
    ],
  },
  {
    id: 'cases',
    tab: 'Cases',
    path: '/cases',
    heading: 'Cases',
    stats: [
      { label: 'Total cases', value: '247' },
      { label: 'In attorney review', value: '41' },
      { label: 'In settlement', value: '23' },
      { label: 'Closed this month', value: '12' },
    ],
    listTitle: 'Found 4 cases matching "auto"',
    rows: [
      {
        primary: 'CASE-2025-0142 · Auto accident',
        secondary: 'Accident Mar 3 · Harper Law',
        status: 'Active treatment',
        tone: 'info',
      },
      {
        primary: 'CASE-2025-0127 · Auto accident',
        secondary: 'Accident Feb 11 · Cole Legal',
        status: 'Attorney review',
        tone: 'warning',
      },
      {
        primary: 'CASE-2025-0098 · Auto accident',
        secondary: 'Accident Jan 6 · Harper Law',
        status: 'Settlement',
        tone: 'success',
      },
      {
        primary: 'CASE-2024-0311 · Auto accident',
        secondary: 'Accident Nov 19 · Park & Lee',
        status: 'Closed',
        tone: 'neutral',
      },
    ],
  },
  {
    id: 'attorney-portal',
    tab: 'Attorney Portal',
    path: '/attorney-portal',
    heading: 'Attorney Portal · Harper Law',
    stats: [
      { label: 'Active Cases', value: '38' },
      { label: 'Avg Settlement', value: '$42,500' },
      { label: 'Response Time', value: '2.4 h' },
    ],
    listTitle: 'Recent activity',
    rows: [
      {
        primary: 'Narrative report uploaded',
        secondary: 'CASE-2025-0142 · Riverside Chiropractic',
        status: 'New',
        tone: 'info',
      },
      {
        primary: 'Reduction request accepted',
        secondary: 'CASE-2025-0098 · Lakeview Spine',
        status: 'Accepted',
        tone: 'success',
      },
      {
        primary: 'Treatment gap: 16 days without a visit',
        secondary: 'CASE-2025-0127 · Riverside Chiropractic',
        status: 'Alert',
        tone: 'warning',
      },
    ],
  },
  {
    id: 'provider-portal',
    tab: 'Provider Portal',
    path: '/patients',
    heading: "Today's schedule · Dr. Alan Park",
    stats: [
      { label: 'Visits today', value: '22' },
      { label: 'Re-exams due', value: '4' },
      { label: 'Notes to sign', value: '3' },
    ],
    listTitle: 'Next visits',
    rows: [
      {
        primary: '9:00 AM · J. Doe',
        secondary: 'Visit 12 · adjustment and therapy',
        status: 'Checked in',
        tone: 'success',
      },
      {
        primary: '9:30 AM · M. Roe',
        secondary: 'Re-exam · attorney copy requested',
        status: 'Re-exam',
        tone: 'warning',
      },
      { primary: '10:00 AM · A. Smith', secondary: 'New PI intake · auto accident', status: 'Intake', tone: 'info' },
    ],
  },
  {
    id: 'billing',
    tab: 'Billing',
    path: '/billing',
    heading: 'Billing & Payments',
    stats: [
      { label: 'Billed this month', value: '$126,400' },
      { label: 'Collected', value: '$88,900' },
      { label: 'Outstanding', value: '$37,500' },
      { label: 'Avg days to pay', value: '34' },
    ],
    listTitle: 'Latest invoices',
    rows: [
      {
        primary: 'INV-2025-0412 · $1,240.00',
        secondary: 'CASE-2025-0142 · PIP claim',
        status: 'Submitted',
        tone: 'info',
      },
      {
        primary: 'INV-2025-0398 · $3,860.00',
        secondary: 'CASE-2025-0098 · settlement payment',
        status: 'Paid',
        tone: 'success',
      },
      { primary: 'INV-2025-0371 · $980.00', secondary: 'CASE-2025-0127 · MedPay', status: 'Pending', tone: 'warning' },
    ],
  },
];
