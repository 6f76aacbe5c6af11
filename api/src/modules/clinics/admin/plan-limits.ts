import type { Plan } from '../plan.entity';
import type { ClinicUsage } from './clinic-admin.types';

const bytesPerGb = 1024 ** 3;

export const storageLimitBytes = (plan: Pick<Plan, 'storageGb'>): number => plan.storageGb * bytesPerGb;

/** "820.0 MB", "6.25 GB": how the limit messages state storage (binary units, as the plans' GB are). */
export function describeBytes(bytes: number): string {
  if (bytes >= bytesPerGb) return `${(bytes / bytesPerGb).toFixed(2)} GB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Each limit of `plan` that `usage` is above, in words ("5 active users (the plan allows 3)"). */
export function exceededLimits(
  plan: Pick<Plan, 'maxUsers' | 'maxActiveCases' | 'storageGb'>,
  usage: ClinicUsage,
): string[] {
  const over: string[] = [];
  if (plan.maxUsers !== null && usage.users > plan.maxUsers)
    over.push(`${usage.users} active users (the plan allows ${plan.maxUsers})`);
  if (plan.maxActiveCases !== null && usage.activeCases > plan.maxActiveCases)
    over.push(`${usage.activeCases} active cases (the plan allows ${plan.maxActiveCases})`);
  if (usage.storageBytes > storageLimitBytes(plan))
    over.push(`${describeBytes(usage.storageBytes)} of documents (the plan includes ${plan.storageGb} GB)`);
  return over;
}
