import type { BulkOperationKind } from '../../../../gql/graphql';

interface KindText {
  label: string;
  description: string;
  /** "3 users" */
  counted: (count: number) => string;
  /** The confirmation question. */
  confirm: (count: number) => string;
  /** What happened, for the result and the toast. */
  done: (count: number) => string;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const bulkOperationKinds: Record<BulkOperationKind, KindText> = {
  deactivate_inactive_users: {
    label: 'Deactivate inactive users',
    description:
      'Deactivate users who have not logged in for 90 days (or never did, 90 days after their account was made). Their sessions end at once. Super admins are never included.',
    counted: (count) => plural(count, 'user', 'users'),
    confirm: (count) =>
      `Deactivate ${plural(count, 'user', 'users')}? They are signed out everywhere and cannot sign in until reactivated.`,
    done: (count) => `${plural(count, 'user was', 'users were')} deactivated.`,
  },
  archive_closed_cases: {
    label: 'Archive closed cases',
    description:
      'Archive cases closed more than 1 year ago. They leave the case lists and counts but stay readable, and reopening a case brings it back.',
    counted: (count) => plural(count, 'case', 'cases'),
    confirm: (count) => `Archive ${plural(count, 'case', 'cases')}?`,
    done: (count) => `${plural(count, 'case was', 'cases were')} archived.`,
  },
};

export const bulkOperationKindOrder: BulkOperationKind[] = ['deactivate_inactive_users', 'archive_closed_cases'];
