import { InputError } from '../../platform/errors';
import type { AppointmentStatus } from './appointment.enums';

/** Where each status may go next: scheduled → checked in → completed; cancelled and no-show only before the visit. */
const nextStatuses: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  no_show: [],
};

const statusLabels: Record<AppointmentStatus, string> = {
  scheduled: 'scheduled',
  checked_in: 'checked in',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/** Refuses a status change the life of an appointment does not allow, naming both ends. */
export function assertTransition(from: AppointmentStatus, to: AppointmentStatus): void {
  if (!nextStatuses[from].includes(to))
    throw InputError.field('status', `An appointment that is ${statusLabels[from]} cannot become ${statusLabels[to]}`);
}

/** Only a booked, not yet finished appointment can be moved. */
export const isReschedulable = (status: AppointmentStatus): boolean => status === 'scheduled';
