import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatLocalDate, formatMoney, humanize } from '../../lib/format';

/** The packet's shape, whether it came through GraphQL (the attorney) or REST (the partner). */
export interface PacketData {
  asOf: string;
  accident?: { caseType: string; accidentDate?: string | null } | null;
  ledger?: { billedToDate: string; creditedToDate: string; balance: string } | null;
  treatment?: {
    visitsAttended: number;
    visitsMissed: number;
    visitsScheduled: number;
    firstVisit?: string | null;
    lastVisit?: string | null;
    plan?: { visitsPerWeek: number; weeks: number; startDate: string; status: string } | null;
  } | null;
  coverage?: { coverageType: string; carrierName: string; limitAmount?: string | null }[] | null;
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** The verified figures, part by part; a part left out says so. */
export function FundingPacketView({ packet, showMissing = true }: { packet: PacketData; showMissing?: boolean }) {
  const missing = (title: string) =>
    showMissing ? (
      <Part title={title}>
        <Typography variant="body2" color="text.secondary">
          Not shared
        </Typography>
      </Part>
    ) : null;
  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        Verified from the case's records on {formatDateTime(packet.asOf)}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        aria-label="Verified packet"
      >
        {packet.accident ? (
          <Part title="Accident">
            <Line label="Case type" value={humanize(packet.accident.caseType)} />
            <Line
              label="Accident date"
              value={packet.accident.accidentDate ? formatLocalDate(packet.accident.accidentDate) : 'Not recorded'}
            />
          </Part>
        ) : (
          missing('Accident')
        )}
        {packet.ledger ? (
          <Part title="Ledger">
            <Line label="Billed to date" value={formatMoney(packet.ledger.billedToDate)} />
            <Line label="Paid, reduced or written off" value={formatMoney(packet.ledger.creditedToDate)} />
            <Line label="Balance" value={formatMoney(packet.ledger.balance)} />
          </Part>
        ) : (
          missing('Ledger')
        )}
        {packet.treatment ? (
          <Part title="Treatment to date">
            <Line label="Visits attended" value={String(packet.treatment.visitsAttended)} />
            <Line label="Missed" value={String(packet.treatment.visitsMissed)} />
            <Line label="Booked ahead" value={String(packet.treatment.visitsScheduled)} />
            {packet.treatment.firstVisit && packet.treatment.lastVisit && (
              <Line
                label="Treated"
                value={`${formatLocalDate(packet.treatment.firstVisit)} to ${formatLocalDate(packet.treatment.lastVisit)}`}
              />
            )}
            <Line
              label="Plan"
              value={
                packet.treatment.plan
                  ? `${packet.treatment.plan.visitsPerWeek} a week for ${packet.treatment.plan.weeks} weeks from ${formatLocalDate(packet.treatment.plan.startDate)} (${humanize(packet.treatment.plan.status)})`
                  : 'No plan recorded'
              }
            />
          </Part>
        ) : (
          missing('Treatment to date')
        )}
        {packet.coverage ? (
          <Part title="Policy limits">
            {packet.coverage.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No coverage recorded
              </Typography>
            ) : (
              packet.coverage.map((coverage, index) => (
                <Line
                  key={index}
                  label={`${humanize(coverage.coverageType)} (${coverage.carrierName})`}
                  value={coverage.limitAmount ? formatMoney(coverage.limitAmount) : 'Limit not recorded'}
                />
              ))
            )}
          </Part>
        ) : (
          missing('Policy limits')
        )}
      </Box>
    </Stack>
  );
}
