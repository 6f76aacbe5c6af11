import type { FoundProvider, ProviderSource } from './finding';
import { snippetAround } from './snippet';

const namePart = "[A-Z][a-zA-Z'’-]+";
const personName = `${namePart}(?:\\s+[A-Z]\\.)?(?:\\s+${namePart})?`;
const patterns: { source: ProviderSource; pattern: RegExp }[] = [
  { source: 'title', pattern: new RegExp(`\\bDr\\.?\\s+(${personName})`, 'g') },
  {
    source: 'credential',
    pattern: new RegExp(
      `\\b(${namePart}(?:\\s+[A-Z]\\.)?\\s+${namePart}),?\\s+(?:D\\.?C|M\\.?D|D\\.?O|P\\.?T|DPT|NP|PA-C)\\b\\.?`,
      'g',
    ),
  },
  { source: 'label', pattern: /\b(?:Provider|Physician|Doctor|Treating provider)\s*:[ \t]*([^\n,;]{2,60})/gi },
  {
    source: 'organization',
    pattern: new RegExp(
      `\\b((?:${namePart}\\s+){1,4}(?:Chiropractic|Clinic|Medical Center|Medical Group|Physical Therapy|Rehabilitation|Hospital|Orthopedics|Imaging|Health Center)(?:\\s+(?:Center|Group|Associates|LLC|PC|Inc\\.?))?)`,
      'g',
    ),
  },
];

const normalized = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
/** "Dr. Jane Carter" and "Jane Carter" are one person: the title is not part of the name. */
const withoutTitle = (name: string) => name.replace(/^Dr\.?\s+/i, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Providers: the clinic's own providers and the clinic itself named in the text (verified), then names
 * after "Dr.", names followed by a credential (DC, MD, DO, PT...), a "Provider:" label and clinic-looking
 * organisation names (unverified unless they are one of the clinic's providers). One entry per name.
 */
export function detectProviders(
  text: string,
  clinicProviders: readonly string[],
  ownClinicName: string | null = null,
): FoundProvider[] {
  const found = new Map<string, FoundProvider & { at: number }>();
  const known = new Map(clinicProviders.map((name) => [normalized(name), name]));
  const ownClinicKey = ownClinicName ? normalized(ownClinicName) : '';
  if (ownClinicName) {
    const match = new RegExp(`\\b${escapeRegExp(ownClinicName.trim()).replace(/\s+/g, '\\s+')}\\b`, 'i').exec(text);
    if (match)
      found.set(normalized(ownClinicName), {
        at: match.index,
        name: ownClinicName.trim(),
        source: 'own_clinic',
        text: match[0],
        context: snippetAround(text, match.index, match.index + match[0].length),
        verified: true,
      });
  }
  for (const name of clinicProviders) {
    const match = new RegExp(`\\b${escapeRegExp(name).replace(/\s+/g, '\\s+')}\\b`, 'i').exec(text);
    if (match && !found.has(normalized(name)))
      found.set(normalized(name), {
        at: match.index,
        name,
        source: 'clinic_provider',
        text: match[0],
        context: snippetAround(text, match.index, match.index + match[0].length),
        verified: true,
      });
  }
  for (const { source, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const name = withoutTitle(match[1].trim().replace(/\s+/g, ' '));
      const key = normalized(name);
      if (!key || found.has(key)) continue;
      // "Northside Chiropractic Clinic" is the clinic "Northside Chiropractic" written out in full.
      if (source === 'organization' && ownClinicKey && key.includes(ownClinicKey)) continue;
      const providerName = known.get(key);
      found.set(key, {
        at: match.index,
        name: providerName ?? name,
        source: providerName ? 'clinic_provider' : source,
        text: match[0].trim(),
        context: snippetAround(text, match.index, match.index + match[0].length),
        verified: providerName !== undefined,
      });
    }
  }
  return [...found.values()].sort((a, b) => a.at - b.at).map(({ at: _at, ...provider }) => provider);
}
