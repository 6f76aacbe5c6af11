import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { IntakeCardFieldsFragment } from '../../gql/graphql';
import { formatDateTime, formatLocalDate, humanize } from '../../lib/format';

export type IntakeCardData = IntakeCardFieldsFragment;

const statusColor = {
  new: 'info',
  contacted: 'warning',
  converted: 'success',
  closed: 'default',
} as const;

export function scoreColor(score: number): 'error' | 'warning' | 'default' {
  return score >= 70 ? 'error' : score >= 40 ? 'warning' : 'default';
}

interface IntakeCardProps {
  intake: IntakeCardData;
  busy: boolean;
  onContacted: () => void;
  onConvert: () => void;
  onClose: () => void;
}

/** One intake on the desk: who, what, the triage score with its reasons, the match, the next move. */
export function IntakeCard({ intake, busy, onContacted, onConvert, onClose }: IntakeCardProps) {
  const [open, setOpen] = useState(false);
  const name = `${intake.firstName} ${intake.lastName}`;
  // The provider ranking's score of the matched clinic (decision 434); 0 when chosen by place alone.
  const clinicScore = intake.matchReasons.find((reason) => reason.factor === 'clinic')?.points ?? 0;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid={`intake-${intake.intakeCode}`}
      aria-label={`Intake ${intake.intakeCode}`}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={`Score ${intake.triageScore}`}
          color={scoreColor(intake.triageScore)}
          size="small"
          aria-label={`Triage score ${intake.triageScore} of 100`}
        />
        <Chip
          label={humanize(intake.conversionStatus)}
          color={statusColor[intake.conversionStatus]}
          size="small"
          variant="outlined"
        />
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {intake.intakeCode}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {formatDateTime(intake.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {humanize(intake.injuryType)} on {formatLocalDate(intake.injuryDate)} in {intake.locationCity},{' '}
        {intake.locationState}
        {intake.insuranceCarrier ? ` · ${intake.insuranceCarrier}` : ''} · urgency {intake.urgencyLevel}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {[intake.phone, intake.email].filter(Boolean).join(' · ')}
        {intake.language === 'es' ? ' · Spanish' : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Clinic: {intake.matchedClinicName ?? 'none matched'}
        {intake.matchedClinicName && clinicScore > 0 ? ` (match ${clinicScore}/100)` : ''} · Attorney:{' '}
        {intake.hasAttorney
          ? `has one${intake.attorneyName ? ` (${intake.attorneyName})` : ''}`
          : (intake.matchedAttorneyName ?? 'none matched')}
      </Typography>
      <Box component="ul" aria-label="Triage reasons" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {intake.triageReasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason.factor}>
            {reason.text}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              (+{reason.points})
            </Box>
          </Typography>
        ))}
      </Box>
      <Button size="small" onClick={() => setOpen(!open)} sx={{ mt: 0.5 }} aria-expanded={open}>
        {open ? 'Less' : 'What happened, match and source'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {intake.injuryDescription}
        </Typography>
        {intake.hasMedicalProvider && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Already sees a provider{intake.providerName ? `: ${intake.providerName}` : ''}
          </Typography>
        )}
        <Box component="ul" aria-label="Match reasons" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {intake.matchReasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason.factor}>
              {reason.text}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Source: {intake.source ?? 'direct'}
          {intake.utm.map((pair) => ` · ${pair.key}=${pair.value}`).join('')}
          {intake.ipAddress ? ` · IP ${intake.ipAddress}` : ''}
        </Typography>
      </Collapse>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {intake.conversionStatus === 'new' && (
          <Button variant="contained" size="small" disabled={busy} onClick={onContacted}>
            Mark contacted
          </Button>
        )}
        {intake.conversionStatus === 'contacted' && (
          <>
            <Button variant="contained" size="small" disabled={busy} onClick={onConvert}>
              Convert to patient and case
            </Button>
            <Button size="small" color="inherit" disabled={busy} onClick={onClose}>
              Close
            </Button>
          </>
        )}
        {intake.contactedAt && (
          <Typography variant="caption" color="text.secondary">
            Contacted {formatDateTime(intake.contactedAt)}
          </Typography>
        )}
        {intake.convertedAt && (
          <Typography variant="caption" color="text.secondary">
            Converted {formatDateTime(intake.convertedAt)}
            {intake.convertedCaseId && (
              <>
                {' · '}
                <Link component={RouterLink} to={`/cases/${intake.convertedCaseId}`}>
                  Case {intake.convertedCaseNumber}
                </Link>
                {' · '}
                <Link component={RouterLink} to={`/patients/${intake.convertedPatientId}`}>
                  Patient
                </Link>
              </>
            )}
          </Typography>
        )}
        {intake.closedAt && (
          <Typography variant="caption" color="text.secondary">
            Closed {formatDateTime(intake.closedAt)}: {intake.closeReason}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
