import type { ChipProps } from '@mui/material/Chip';
import type { CaseStatus, CaseType } from '../../gql/graphql';

export const caseTypeLabels: Record<CaseType, string> = {
  auto_accident: 'Auto Accident',
  slip_fall: 'Slip & Fall',
  work_injury: 'Work Injury',
  medical_malpractice: 'Medical Malpractice',
  other: 'Other',
};

export const caseStatusLabels: Record<CaseStatus, string> = {
  active_treatment: 'Active Treatment',
  attorney_review: 'Attorney Review',
  settlement_negotiation: 'Settlement Negotiation',
  closed: 'Closed',
};

export const caseStatusColors: Record<CaseStatus, ChipProps['color']> = {
  active_treatment: 'primary',
  attorney_review: 'warning',
  settlement_negotiation: 'secondary',
  closed: 'default',
};
