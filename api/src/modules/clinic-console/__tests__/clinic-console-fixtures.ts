import { userFields } from '../../users/admin/__tests__/user-admin-fixtures';
export { pngImage } from '../../../test/images';

export const clinicUsers = `query($search: String, $first: Int, $after: String) {
  clinicUsers(search: $search, first: $first, after: $after) { nodes { ${userFields} } pageInfo { endCursor hasNextPage } totalCount } }`;
export const invite = `mutation($input: ClinicUserInviteInput!) {
  clinicUserInvite(input: $input) { user { ${userFields} } invitation { mailConfigured emailSent link } } }`;
export const setRole = `mutation($id: ID!, $role: Role!) { clinicUserSetRole(id: $id, role: $role) { ${userFields} } }`;
export const setActive = `mutation($id: ID!, $isActive: Boolean!) { clinicUserSetActive(id: $id, isActive: $isActive) { ${userFields} } }`;
export const forceLogout = `mutation($id: ID!) { clinicUserForceLogout(id: $id) { userId sessionsEnded } }`;
export const resend = `mutation($id: ID!) { clinicUserResendInvitation(id: $id) { user { id } invitation { emailSent } } }`;

export const profileFields = `id name address city state zipCode phone email timeZone
  businessHours { day closed opens closes } letterheadText logoUpdatedAt`;
export const profileQuery = `{ clinicProfile { ${profileFields} } }`;
export const profileUpdate = `mutation($input: ClinicProfileInput!) { clinicProfileUpdate(input: $input) { ${profileFields} } }`;
export const subscriptionQuery = `{ clinicSubscription { plan { code name maxUsers maxActiveCases storageGb }
  usage { users activeCases storageBytes } billingStatus billingFrequency monthlyRate annualRate nextBillingDate } }`;

export const weekHours = () =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) =>
    day === 'sunday'
      ? { day, closed: true, opens: null, closes: null }
      : {
          day,
          closed: false,
          opens: day === 'saturday' ? '09:00' : '07:30',
          closes: day === 'saturday' ? '12:00' : '18:00',
        },
  );

export const profileInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Riverbend Chiropractic',
  address: '12 River Rd',
  city: 'Trenton',
  state: 'NJ',
  zipCode: '08608',
  phone: '609-555-0100',
  email: 'Front@Riverbend.example',
  timeZone: 'America/Chicago',
  businessHours: weekHours(),
  letterheadText: 'Dr. Ana Ruiz, DC\nMember, American Chiropractic Association',
  ...overrides,
});

export async function uploadLogo(
  baseUrl: string,
  cookie: string | null,
  file: { name: string; bytes: Buffer },
): Promise<{ status: number; body: { success?: boolean; code?: string; message?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${baseUrl}/api/clinic/logo`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { success?: boolean; code?: string } };
}
