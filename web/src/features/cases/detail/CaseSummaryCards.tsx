import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paths } from '../../../app/paths';
import { usePhoneLayout } from '../../../components/DataTable';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { attorneyPaths } from '../../attorneys/attorneyPaths';
import { InfoCard, InfoLine } from './InfoCard';

type CaseRecord = CaseDetailFieldsFragment;

function PatientCard({ patient }: { patient: CaseRecord['patient'] }) {
  return (
    <InfoCard title="Patient">
      <Link component={RouterLink} to={paths.patientDetail(patient.id)} sx={{ fontWeight: 600 }}>
        {patient.fullName}
      </Link>
      <InfoLine>{patient.phone}</InfoLine>
      <InfoLine>{patient.email}</InfoLine>
    </InfoCard>
  );
}

function AttorneyCard({ attorney }: { attorney: CaseRecord['attorney'] }) {
  return (
    <InfoCard title="Attorney">
      {attorney ? (
        <>
          <Link component={RouterLink} to={attorneyPaths.detail(attorney.id)} sx={{ fontWeight: 600 }}>
            {attorney.fullName}
          </Link>
          <InfoLine>{attorney.firmName}</InfoLine>
          <InfoLine>{attorney.phone}</InfoLine>
        </>
      ) : (
        <Typography color="text.secondary">No attorney assigned</Typography>
      )}
    </InfoCard>
  );
}

function InsuranceCard({ patient }: { patient: CaseRecord['patient'] }) {
  const onFile = patient.insuranceProvider || patient.insurancePolicyNumber;
  return (
    <InfoCard title="Insurance">
      {onFile ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>{patient.insuranceProvider ?? 'Provider not recorded'}</Typography>
          <InfoLine>{patient.insurancePolicyNumber && `Policy ${patient.insurancePolicyNumber}`}</InfoLine>
        </>
      ) : (
        <Typography color="text.secondary">Not on file</Typography>
      )}
    </InfoCard>
  );
}

/** Patient, Attorney, Accident Date and Insurance at a glance; on phones folded into one line, so the tabs come next. */
export function CaseSummaryCards({ caseRecord }: { caseRecord: CaseRecord }) {
  const phone = usePhoneLayout();
  if (!phone) return <SummaryGrid caseRecord={caseRecord} />;
  const people = [caseRecord.patient.fullName, caseRecord.attorney?.fullName ?? 'No attorney'].join(' · ');
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            Case summary
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {people}
          </Typography>
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <SummaryGrid caseRecord={caseRecord} />
      </AccordionDetails>
    </Accordion>
  );
}

function SummaryGrid({ caseRecord }: { caseRecord: CaseRecord }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <PatientCard patient={caseRecord.patient} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <AttorneyCard attorney={caseRecord.attorney} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <InfoCard title="Accident Date">
          <Typography sx={{ fontWeight: 600 }}>
            {caseRecord.accidentDate ? formatLocalDate(caseRecord.accidentDate) : 'Not recorded'}
          </Typography>
        </InfoCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <InsuranceCard patient={caseRecord.patient} />
      </Grid>
    </Grid>
  );
}
