/** An appointment's life: scheduled → checked in → completed, or cancelled (with a reason) or no-show. */
export const appointmentStatuses = ['scheduled', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** The statuses that hold their provider's and room's time: the others free it for another booking. */
export const bookedStatuses = ['scheduled', 'checked_in', 'completed'] as const satisfies readonly AppointmentStatus[];

/** The SQL list of bookedStatuses, for the exclusion constraints and queries. */
export const bookedStatusesSql = bookedStatuses.map((status) => `'${status}'`).join(', ');
