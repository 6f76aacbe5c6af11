import { OperatorArea } from '../operator-areas';
import { gql, operatorArea, operatorOnly, rest, type Entry } from './matrix-dsl';
import { matrixNewClinicName } from './matrix-world';

/** A new clinic's details; its name marks it, so the world's fingerprint sees any clinic a refused call made. */
const newClinic = () => ({
  name: matrixNewClinicName,
  email: 'matrix-new-clinic@test.example',
  phone: '555-010-6000',
  city: 'Newark',
  state: 'NJ',
  zipCode: '07102',
});

/** The operator's own fixture clinic (never the shared clinics A and B), with every field of the Manage dialog. */
const managedClinic = () => ({
  name: 'Matrix Managed Clinic',
  email: 'managed@test.example',
  phone: '555-010-6001',
  address: '2 Spine Way',
  city: 'Trenton',
  state: 'NJ',
  zipCode: '08608',
  subscriptionPlan: 'professional',
  billingStatus: 'overdue',
  monthlyBilling: '349.00',
  isActive: true,
});

/** The operator's console, Clinics tab and the simple admin panel (/admin-panel, /api/admin/*): its entries of the authorization matrix. */
export const operatorClinicsMatrix: Record<string, Entry> = {
  'Query.adminClinics': [
    {
      label: 'cards with usage',
      call: gql('{ adminClinics(first: 5) { nodes { id usage { users } plan { code } } totalCount } }'),
      roles: operatorArea(OperatorArea.clinics),
    },
  ],
  'Mutation.adminClinicCreate': [
    {
      label: 'add a clinic',
      call: gql('mutation($input: AdminClinicCreateInput!) { adminClinicCreate(input: $input) { id } }', () => ({
        input: newClinic(),
      })),
      roles: operatorArea(OperatorArea.clinics),
    },
  ],
  'Mutation.adminClinicUpdate': [
    {
      label: 'manage a clinic',
      call: gql(
        'mutation($id: Int!, $input: AdminClinicUpdateInput!) { adminClinicUpdate(id: $id, input: $input) { id } }',
        (a) => ({ id: a.world.clinicAdmin.managedClinicId, input: managedClinic() }),
      ),
      roles: operatorArea(OperatorArea.clinics),
    },
  ],
  'GET /superadmin/api/clinics': [
    { label: 'cards with usage', call: rest(), roles: operatorArea(OperatorArea.clinics) },
  ],
  'POST /superadmin/api/clinics': [
    { label: 'add a clinic', call: rest({ body: newClinic }), roles: operatorArea(OperatorArea.clinics) },
  ],
  'PUT /superadmin/api/clinics/:id/billing': [
    {
      label: 'manage a clinic',
      call: rest({
        path: (a) => `/superadmin/api/clinics/${a.world.clinicAdmin.managedClinicId}/billing`,
        body: managedClinic,
      }),
      roles: operatorArea(OperatorArea.clinics),
    },
  ],
  'GET /api/admin/clinics': [{ label: 'the simple panel', call: rest(), roles: operatorOnly }],
  'PUT /api/admin/clinics/:clinicId/billing': [
    {
      label: 'Update Billing',
      call: rest({
        path: (a) => `/api/admin/clinics/${a.world.clinicAdmin.managedClinicId}/billing`,
        body: () => ({ subscriptionPlan: 'enterprise', billingStatus: 'active', monthlyBillingAmount: 999 }),
      }),
      roles: operatorOnly,
    },
  ],
  'GET /api/admin/users': [{ label: 'the simple panel', call: rest(), roles: operatorOnly }],
};
