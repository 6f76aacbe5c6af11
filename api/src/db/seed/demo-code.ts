import { base32Decode, totpCode, totpStepAt, totpStepSeconds } from '../../platform/auth/second-factor/totp';
import { demoSuperAdminTotpSecret } from './demo-data';

/** `npm run demo:code`: the demo super admin's current authenticator code, for signing in at /superadmin. */
const now = new Date();
const code = totpCode(base32Decode(demoSuperAdminTotpSecret), totpStepAt(now));
const secondsLeft = totpStepSeconds - (Math.floor(now.getTime() / 1000) % totpStepSeconds);
process.stdout.write(`${code}  (valid for ${secondsLeft} more seconds; each code works once)\n`);
