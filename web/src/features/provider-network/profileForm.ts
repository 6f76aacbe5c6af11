import * as Yup from 'yup';
import type { ProviderProfileFieldsFragment, ProviderProfileInput } from '../../gql/graphql';

export interface ProfileValues {
  isPublic: boolean;
  profileSlug: string;
  displayName: string;
  specializations: string[];
  coverageAreas: string;
  bio: string;
  yearsExperience: string;
  languagesSpoken: string;
  acceptedInsurance: string[];
  acceptingNewPatients: boolean;
  seoTitle: string;
  seoDescription: string;
  publicPhone: string;
  publicEmail: string;
  website: string;
  city: string;
  state: string;
}

const splitList = (text: string) =>
  text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
const coverageArea = /^([A-Za-z][A-Za-z .'-]{0,60}, )?[A-Z]{2}$/;

/** The server's rules (ProviderProfileInput), field by field. */
export const profileSchema = Yup.object({
  profileSlug: Yup.string()
    .required('Address (slug) is required')
    .max(80, 'Address (slug) must be at most 80 characters')
    .matches(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'Use lowercase letters, digits and single hyphens, e.g. northside-chiropractic',
    ),
  displayName: Yup.string()
    .required('Display name is required')
    .max(120, 'Display name must be at most 120 characters'),
  specializations: Yup.array().when('isPublic', {
    is: true,
    then: (schema) => schema.min(1, 'Choose at least one specialization before publishing'),
  }),
  coverageAreas: Yup.string().test('areas', 'Write each area as "City, ST" or "ST", separated by semicolons', (value) =>
    splitList(value ?? '').every((area) => coverageArea.test(area)),
  ),
  yearsExperience: Yup.string().matches(/^\d{1,2}$/, {
    message: 'Years must be a whole number from 0 to 80',
    excludeEmptyString: true,
  }),
  languagesSpoken: Yup.string().test(
    'languages',
    'Write languages as names separated by semicolons, e.g. English; Spanish',
    (value) => splitList(value ?? '').every((language) => /^[A-Za-z][A-Za-z -]{1,39}$/.test(language)),
  ),
  seoTitle: Yup.string().max(70, 'SEO title must be at most 70 characters'),
  seoDescription: Yup.string().max(160, 'SEO description must be at most 160 characters'),
  publicEmail: Yup.string().email('Public email must be a valid email address'),
  website: Yup.string().matches(/^https:\/\/\S+$/, {
    message: 'Website must be an https:// address',
    excludeEmptyString: true,
  }),
  state: Yup.string().matches(/^[A-Z]{2}$/, {
    message: 'State must be a two-letter code, e.g. NJ',
    excludeEmptyString: true,
  }),
  bio: Yup.string().max(4000, 'Bio must be at most 4000 characters'),
});

export function profileValues(
  profile: ProviderProfileFieldsFragment | null | undefined,
  suggestion: { displayName: string; profileSlug: string } | null | undefined,
): ProfileValues {
  return {
    isPublic: profile?.isPublic ?? false,
    profileSlug: profile?.profileSlug ?? suggestion?.profileSlug ?? '',
    displayName: profile?.displayName ?? suggestion?.displayName ?? '',
    specializations: profile?.specializations ?? [],
    coverageAreas: (profile?.coverageAreas ?? []).join('; '),
    bio: profile?.bio ?? '',
    yearsExperience: profile?.yearsExperience?.toString() ?? '',
    languagesSpoken: (profile?.languagesSpoken ?? ['English']).join('; '),
    acceptedInsurance: profile?.acceptedInsurance ?? [],
    acceptingNewPatients: profile?.acceptingNewPatients ?? true,
    seoTitle: profile?.seoTitle ?? '',
    seoDescription: profile?.seoDescription ?? '',
    publicPhone: profile?.publicPhone ?? '',
    publicEmail: profile?.publicEmail ?? '',
    website: profile?.website ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

export function profileInput(values: ProfileValues): ProviderProfileInput {
  return {
    isPublic: values.isPublic,
    profileSlug: values.profileSlug.trim(),
    displayName: values.displayName.trim(),
    specializations: values.specializations,
    coverageAreas: splitList(values.coverageAreas),
    bio: orNull(values.bio),
    yearsExperience: values.yearsExperience ? Number(values.yearsExperience) : null,
    languagesSpoken: splitList(values.languagesSpoken),
    acceptedInsurance: values.acceptedInsurance,
    acceptingNewPatients: values.acceptingNewPatients,
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    publicPhone: orNull(values.publicPhone),
    publicEmail: orNull(values.publicEmail),
    website: orNull(values.website),
    city: orNull(values.city),
    state: orNull(values.state.toUpperCase()),
  };
}
