export const ticketCategoryLabels: Record<string, string> = {
  technical: 'Technical problem',
  billing: 'Billing',
  account: 'Account and access',
  data: 'Data and records',
  feature_request: 'Feature request',
  other: 'Other',
};

export const ticketPriorityLabels: Record<string, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const ticketStatusLabels: Record<string, string> = {
  open: 'Open',
  pending: 'Waiting on you',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The desk reads "pending" as what it is on their side. */
export const agentStatusLabels: Record<string, string> = { ...ticketStatusLabels, pending: 'Pending (requester)' };

export const statusColor = (status: string): 'info' | 'warning' | 'success' | 'default' =>
  status === 'open' ? 'info' : status === 'pending' ? 'warning' : status === 'resolved' ? 'success' : 'default';

export const slaLabels: Record<string, string> = {
  on_track: 'On track',
  paused: 'Paused',
  breached: 'SLA breached',
  met: 'SLA met',
};

/** "2 h 5 min" from minutes. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} d ${hours % 24} h`;
}

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
