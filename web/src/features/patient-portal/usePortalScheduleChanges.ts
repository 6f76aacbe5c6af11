import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';

const PortalAppointmentChangedSubscription = graphql(`
  subscription PortalAppointmentChanged {
    portalAppointmentChanged {
      id
      status
      confirmedAt
    }
  }
`);

/** The clinic's schedule follows what patients confirm or cancel in the portal, live (`onChange` reloads it). */
export function usePortalScheduleChanges(onChange: () => void): void {
  useSubscription(PortalAppointmentChangedSubscription, { onData: () => onChange() });
}
