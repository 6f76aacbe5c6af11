import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

type Work = () => Promise<unknown> | void;

const pending = new WeakMap<QueryRunner, Work[]>();
const installed = new WeakSet<DataSource>();

/**
 * Runs `work` once the transaction `manager` belongs to has committed (never when it rolls back),
 * so a caller makes one call inside its transaction and the after-commit part (a live event, an
 * e-mail's delivery) happens by itself. The work starts after the commit without holding up the
 * caller, and must not throw (LiveHub.publish and OutboundMailService.deliver never do). Outside a
 * transaction it runs at once, after the current tick. A savepoint rolled back inside a committed
 * transaction does not cancel work queued inside it: queue only after the write succeeded.
 */
export function afterCommit(manager: EntityManager, work: Work): void {
  const runner = manager.queryRunner;
  if (!runner || !runner.isTransactionActive) {
    setImmediate(() => void run(work));
    return;
  }
  install(manager.dataSource);
  const list = pending.get(runner);
  if (list) list.push(work);
  else pending.set(runner, [work]);
}

function install(dataSource: DataSource): void {
  if (installed.has(dataSource)) return;
  installed.add(dataSource);
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit({ queryRunner }) {
      // Also broadcast when a savepoint is released; only the outermost commit runs the work.
      if (queryRunner.isTransactionActive) return;
      const work = pending.get(queryRunner);
      if (!work) return;
      pending.delete(queryRunner);
      for (const item of work) void run(item);
    },
    afterTransactionRollback({ queryRunner }) {
      if (!queryRunner.isTransactionActive) pending.delete(queryRunner);
    },
  };
  dataSource.subscribers.push(subscriber);
}

async function run(work: Work): Promise<void> {
  try {
    await work();
  } catch {
    // The work's own code logs its failures; a committed change is never turned into an error.
  }
}
