/** A US phone number as E.164 ("+15551234567"), or null when it cannot be one. */
export function phoneToE164(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** What lists show of an address: the last four digits of a number, the first letter and domain of an e-mail. */
export function maskAddress(address: string | null): string | null {
  if (!address) return null;
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}•••${address.slice(at)}`;
  return `•••${address.slice(-4)}`;
}
