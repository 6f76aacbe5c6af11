import * as yup from 'yup';

export const leadStages = ['new', 'contacted', 'qualified', 'proposal', 'converted', 'lost'] as const;
export const stageLabels: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  converted: 'Converted',
  lost: 'Lost',
};
export const leadSources = ['website', 'referral', 'google', 'facebook', 'event', 'intake', 'email', 'other'] as const;
export const activityTypes = ['call', 'meeting', 'email', 'task', 'note'] as const;

/** The form of a lead: the server's rules (lead input) as Yup. */
export const leadSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .required('First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: yup.string().trim().max(100, 'Last name must be at most 100 characters'),
  company: yup.string().trim().max(200, 'Practice must be at most 200 characters'),
  email: yup.string().trim().required('Email is required').email('Email must be a valid email address'),
  phone: yup
    .string()
    .trim()
    .matches(/^\+?[0-9().\-\s]{7,20}$/, { message: 'Phone must be a valid phone number', excludeEmptyString: true }),
  source: yup.string().trim().required('Source is required').max(60, 'Source must be at most 60 characters'),
  severity: yup.string().oneOf(['', 'low', 'medium', 'high']),
  notes: yup.string().max(2000, 'Notes must be at most 2000 characters'),
});

export const campaignSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(120),
  audienceId: yup.string().required('Choose an audience'),
  subject: yup.string().trim().required('Subject is required').max(150),
  content: yup
    .string()
    .trim()
    .required('Content is required')
    .max(20000)
    .test('merge-fields', 'Use only {first_name}, {last_name} or {clinic_name}', (value) =>
      [...(value ?? '').matchAll(/\{([a-z_]+)\}/g)].every((m) =>
        ['first_name', 'last_name', 'clinic_name'].includes(m[1]),
      ),
    ),
  budget: yup
    .string()
    .matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Budget is an amount like 250.00', excludeEmptyString: true }),
});

/** ROI as a percent ("+350%"), or an em dash while the cost is 0. */
export function roiText(roi: number | null | undefined): string {
  if (roi === null || roi === undefined) return '—';
  const percent = Math.round(roi * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** A share as a whole percent of a total ("40%"), or "0%" when there is no total. */
export const rate = (part: number, total: number) => (total > 0 ? `${Math.round((part / total) * 100)}%` : '0%');

export const money = (value: string | null | undefined) =>
  `$${Number(value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const shortDate = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '—';
