import type { Response } from 'express';

/** The client went away (or stalled for too long) before the export was written out. */
export class BackupAbortedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BackupAbortedError';
  }
}

/** Where the export's text goes, one chunk at a time. */
export interface BackupSink {
  /** Resolves once another chunk may follow; rejects with BackupAbortedError when the client has gone. */
  write(chunk: string): Promise<void>;
  end(): Promise<void>;
  /** Cuts the transfer short after a failure, so the client sees a broken download, not a short file. */
  fail(): void;
}

/**
 * An HTTP response as a sink that honours backpressure: when `res.write` says its buffer is full,
 * the next chunk waits for 'drain'. A closed connection, or no drain for `maxStallMs`, aborts.
 */
export function responseSink(res: Response, maxStallMs: number): BackupSink {
  let gone = false;
  res.once('close', () => {
    gone = !res.writableFinished;
  });

  const drained = () =>
    new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        res.off('drain', onDrain);
        res.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => finish();
      const onClose = () => finish(new BackupAbortedError('the client closed the connection'));
      const timer = setTimeout(
        () => finish(new BackupAbortedError(`the client read nothing for ${maxStallMs} ms`)),
        maxStallMs,
      );
      res.on('drain', onDrain);
      res.on('close', onClose);
      // The connection may have closed between the write and these listeners.
      if (res.destroyed) onClose();
    });

  return {
    async write(chunk) {
      if (gone || res.destroyed) throw new BackupAbortedError('the client closed the connection');
      if (!res.write(chunk)) await drained();
    },
    end() {
      return new Promise<void>((resolve) => {
        res.once('finish', resolve);
        res.once('close', resolve);
        res.end();
      });
    },
    fail() {
      res.destroy();
    },
  };
}
