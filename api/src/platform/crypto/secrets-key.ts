import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { SecretBox } from './secret-box';

const keyFileName = 'secrets.key';
const boxes = new Map<string, SecretBox>();

/**
 * The key that seals secrets at rest: `SECRETS_KEY` (required in production, checked by config), or
 * outside production a key generated once into `<DATA_DIR>/secrets.key` (owner-only), so a local
 * database and its data folder keep working together across restarts.
 */
export function secretBoxFor(config: Pick<Config, 'secretsKey' | 'dataDir'>): SecretBox {
  const id = config.secretsKey ? `env:${config.secretsKey.toString('hex')}` : `file:${config.dataDir}`;
  let box = boxes.get(id);
  if (!box) {
    box = new SecretBox(config.secretsKey ?? keyFromDataDir(config.dataDir));
    boxes.set(id, box);
  }
  return box;
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, keyFileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return key;
}
