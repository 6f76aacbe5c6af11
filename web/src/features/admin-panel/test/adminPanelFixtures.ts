import type { PanelClinic, PanelUser, PanelUsersPage } from '../adminPanelApi';

export function aPanelClinic(overrides: Partial<PanelClinic> = {}): PanelClinic {
  return {
    id: 7,
    name: 'Riverside Chiropractic',
    isActive: true,
    subscriptionPlan: 'professional',
    billingStatus: 'trial',
    monthlyBillingAmount: '349.00',
    plan: { code: 'professional', name: 'Professional', monthlyPrice: '349.00' },
    ...overrides,
  };
}

export const northside = aPanelClinic({
  id: 8,
  name: 'Northside Spine',
  subscriptionPlan: 'starter',
  billingStatus: 'active',
  monthlyBillingAmount: '249.00',
  plan: { code: 'starter', name: 'Starter', monthlyPrice: '249.00' },
});

export function aPanelUser(overrides: Partial<PanelUser> = {}): PanelUser {
  return {
    id: 'b7c1a2d3-0000-4000-8000-000000000001',
    email: 'maria.lopez@riverside.example',
    firstName: 'Maria',
    lastName: 'Lopez',
    fullName: 'Maria Lopez',
    role: 'clinic_staff',
    isActive: true,
    lastLoginAt: '2026-03-02T15:04:05.000Z',
    clinic: { id: 7, name: 'Riverside Chiropractic' },
    attorney: null,
    ...overrides,
  };
}

export const threeUsers: PanelUser[] = [
  aPanelUser(),
  aPanelUser({
    id: 'b7c1a2d3-0000-4000-8000-000000000002',
    email: 'jordan.hale@halelaw.example',
    firstName: 'Jordan',
    lastName: 'Hale',
    fullName: 'Jordan Hale',
    role: 'attorney',
    isActive: false,
    clinic: null,
    attorney: { id: 3, name: 'Jordan Hale', firmName: 'Hale & Partners' },
  }),
  aPanelUser({
    id: 'b7c1a2d3-0000-4000-8000-000000000003',
    email: 'superadmin@casebridge.demo',
    firstName: 'Avery',
    lastName: 'Quinn',
    fullName: 'Avery Quinn',
    role: 'super_admin',
    clinic: null,
  }),
];

export const usersPage = (data: PanelUser[], nextCursor: string | null = null, totalCount = data.length) =>
  ({
    success: true,
    data,
    totalCount,
    nextCursor,
  }) satisfies PanelUsersPage & { success: true };

export interface RestAnswer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): RestAnswer => ({ status: 200, body });
export const refused = (status: number, message: string, errors?: { field: string; message: string }[]) => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});
/** An answer that never comes (the request stays pending). */
export const never = 'never' as const;

interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the server's REST shim: each `"METHOD url"` answers its answers in turn (the last one
 * from then on). Records every call; an unknown call fails the test loudly.
 */
export function installFakeRest(routes: Record<string, (RestAnswer | typeof never)[]>) {
  const calls: RecordedCall[] = [];
  const counts = new Map<string, number>();
  const fetchFake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${url}`;
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answers = routes[key];
    if (!answers) throw new Error(`Unexpected call ${key}`);
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)];
    if (answer === never) return new Promise<never>(() => undefined);
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body };
  };
  Object.defineProperty(window, 'fetch', { value: fetchFake, configurable: true, writable: true });
  return {
    calls,
    callsTo: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
  };
}

export const uninstallFakeRest = () => Reflect.deleteProperty(window, 'fetch');
