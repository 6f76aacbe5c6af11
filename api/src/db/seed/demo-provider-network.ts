import type { EntityManager } from 'typeorm';
import { refreshStatsSql, recomputeRatingSql } from '../../modules/provider-network/provider-profile.sql';
import { createRandom } from './random';

interface DemoProfile {
  owner: { clinicName?: string; attorneyEmail?: string };
  slug: string;
  isPublic: boolean;
  specializations: string[];
  coverageAreas: string[];
  city: string;
  state: string;
  bio: string;
  years: number;
  languages: string[];
  insurance: string[];
  verified: boolean;
  reviews: number;
}

const profiles: DemoProfile[] = [
  {
    // Northside's draft: its admin publishes it (the provider-network walk does).
    owner: { clinicName: 'Northside Chiropractic' },
    slug: 'northside-chiropractic',
    isPublic: false,
    specializations: ['chiropractic', 'physical_therapy'],
    coverageAreas: ['West Orange, NJ', 'Newark, NJ', 'Montclair, NJ', 'NJ'],
    city: 'West Orange',
    state: 'NJ',
    bio: 'Chiropractic and rehabilitative care for people hurt in car accidents and falls. Same-week appointments; we bill PIP directly and work with your attorney.',
    years: 14,
    languages: ['English', 'Spanish'],
    insurance: ['pip', 'medpay', 'health_insurance', 'letter_of_protection'],
    verified: false,
    reviews: 0,
  },
  {
    owner: { clinicName: 'Lakeview Spine & Injury' },
    slug: 'lakeview-spine-injury',
    isPublic: true,
    specializations: ['chiropractic', 'physical_therapy', 'massage_therapy'],
    coverageAreas: ['Wayne, NJ', 'Paterson, NJ', 'NJ'],
    city: 'Wayne',
    state: 'NJ',
    bio: 'Spine care and rehabilitation after auto and work injuries, with evening hours and on-site X-ray.',
    years: 9,
    languages: ['English', 'Portuguese'],
    insurance: ['pip', 'medpay', 'workers_comp', 'letter_of_protection'],
    verified: true,
    reviews: 6,
  },
  {
    owner: { clinicName: 'Summit Spine Center' },
    slug: 'summit-spine-center',
    isPublic: true,
    specializations: ['orthopedics', 'pain_management'],
    coverageAreas: ['Summit, NJ', 'West Orange, NJ', 'Newark, NJ', 'NJ'],
    city: 'Summit',
    state: 'NJ',
    bio: 'Board-certified orthopedic surgeons and pain specialists for spine, shoulder and knee injuries.',
    years: 21,
    languages: ['English'],
    insurance: ['pip', 'bodily_injury', 'health_insurance', 'medicare', 'letter_of_protection'],
    verified: true,
    reviews: 4,
  },
  {
    owner: { clinicName: 'Westfield Spine & Sports' },
    slug: 'westfield-spine-sports-imaging',
    isPublic: true,
    specializations: ['imaging', 'orthopedics'],
    coverageAreas: ['Westfield, NJ', 'West Orange, NJ', 'Elizabeth, NJ', 'NJ'],
    city: 'Westfield',
    state: 'NJ',
    bio: 'MRI and digital X-ray with reports in 48 hours; PIP and letters of protection accepted.',
    years: 12,
    languages: ['English', 'Spanish'],
    insurance: ['pip', 'medpay', 'letter_of_protection'],
    verified: false,
    reviews: 3,
  },
  {
    owner: { clinicName: 'Oakwood Injury & Rehab' },
    slug: 'oakwood-injury-rehab',
    isPublic: true,
    specializations: ['physical_therapy', 'chiropractic'],
    coverageAreas: ['Yonkers, NY', 'Bronx, NY', 'NY'],
    city: 'Yonkers',
    state: 'NY',
    bio: 'Physical therapy and chiropractic for no-fault cases in Westchester and the Bronx.',
    years: 7,
    languages: ['English', 'Spanish'],
    insurance: ['pip', 'workers_comp', 'health_insurance'],
    verified: false,
    reviews: 2,
  },
  {
    owner: { attorneyEmail: 'attorney@harper-law.demo' },
    slug: 'harper-law',
    isPublic: true,
    specializations: ['personal_injury_law', 'auto_accident_law'],
    coverageAreas: ['NJ', 'NY'],
    city: 'Newark',
    state: 'NJ',
    bio: 'Personal-injury attorneys for auto accident victims across New Jersey and New York. No fee unless we recover.',
    years: 18,
    languages: ['English', 'Spanish'],
    insurance: [],
    verified: true,
    reviews: 5,
  },
  {
    owner: { attorneyEmail: 'attorney@cole-legal.demo' },
    slug: 'cole-legal-group',
    isPublic: true,
    specializations: ['personal_injury_law', 'premises_liability_law'],
    coverageAreas: ['NJ'],
    city: 'Paterson',
    state: 'NJ',
    bio: 'Slip-and-fall and auto cases, from the first call to the settlement.',
    years: 11,
    languages: ['English'],
    insurance: [],
    verified: false,
    reviews: 2,
  },
];

const firstNames = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Sofia',
  'Kevin',
  'Priya',
  'Luis',
  'Grace',
  'Tomas',
  'Nina',
  'Omar',
];
const lastInitials = 'ABCDGHKLMNPRSTW';
const reviewTexts: { title: string; content: string; rating: number }[] = [
  {
    title: 'Back to work in six weeks',
    content: 'They explained every step and handled the paperwork with my insurer.',
    rating: 5,
  },
  { title: 'Kind and on time', content: 'Appointments always started on time and the staff remembered me.', rating: 5 },
  { title: 'Helped a lot', content: 'My neck pain is much better. Parking can be hard in the morning.', rating: 4 },
  {
    title: 'Good care, slow billing answers',
    content: 'Treatment was great; it took a while to get an answer about a bill.',
    rating: 4,
  },
  { title: 'Very professional', content: 'Clear plan, regular re-exams, and they kept my lawyer informed.', rating: 5 },
  { title: 'Okay experience', content: 'Care was fine but I waited a week for the first visit.', rating: 3 },
];
const responses = [
  'Thank you! We are glad you are back at work.',
  'Thank you for the kind words, and for the note about billing: we now answer within one business day.',
];

/**
 * The provider network's demo (decision 399): public profiles of Lakeview, three more clinics (an
 * orthopedic practice, an imaging center, a rehab clinic) and both demo law firms, with verified
 * reviews (first name and initial) and a response; Northside's profile as a draft its admin
 * publishes; Northside's referrals in each state, one past its first-contact deadline. Outcomes come
 * from the record (the same SQL as the app). Deterministic.
 */
export async function seedProviderNetwork(manager: EntityManager, today: Date): Promise<void> {
  const random = createRandom(27_390);
  const ids: Record<string, number> = {};
  for (const profile of profiles) {
    const owner = profile.owner.clinicName
      ? ((await manager.query(`SELECT id, name, phone, email FROM clinics WHERE name = $1 ORDER BY id LIMIT 1`, [
          profile.owner.clinicName,
        ])) as { id: number; name: string; phone: string | null; email: string | null }[])
      : ((await manager.query(
          `SELECT id, coalesce(nullif(firm_name, ''), first_name || ' ' || last_name) AS name, phone, email
             FROM attorneys WHERE email = $1`,
          [profile.owner.attorneyEmail],
        )) as { id: number; name: string; phone: string | null; email: string | null }[]);
    if (!owner[0]) continue;
    const isClinic = !!profile.owner.clinicName;
    const [{ id }] = (await manager.query(
      `INSERT INTO provider_profiles (clinic_id, attorney_id, profile_type, is_public, profile_slug, display_name,
              specializations, coverage_areas, bio, years_experience, languages_spoken, accepted_insurance, city, state,
              public_phone, public_email, verified_badge, seo_keywords)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [
        isClinic ? owner[0].id : null,
        isClinic ? null : owner[0].id,
        isClinic ? 'clinic' : 'attorney',
        profile.isPublic,
        profile.slug,
        owner[0].name,
        profile.specializations,
        profile.coverageAreas,
        profile.bio,
        profile.years,
        profile.languages,
        profile.insurance,
        profile.city,
        profile.state,
        owner[0].phone,
        owner[0].email,
        profile.verified,
        [profile.city.toLowerCase(), 'personal injury', ...profile.specializations.map((s) => s.replace(/_/g, ' '))],
      ],
    )) as { id: number }[];
    ids[profile.slug] = id;
    for (let i = 0; i < profile.reviews; i += 1) {
      const text = reviewTexts[(i + profile.slug.length) % reviewTexts.length];
      const written = new Date(today.getTime() - (12 + i * 17 + random.int(0, 6)) * 86_400_000);
      const answered = i < responses.length && profile.slug === 'lakeview-spine-injury';
      await manager.query(
        `INSERT INTO provider_reviews (profile_id, reviewer_name, rating, review_title, review_content, is_verified,
                case_outcome, would_recommend, response_from_provider, response_date, helpful_votes, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9, $10, $11, $11)`,
        [
          id,
          `${random.pick(firstNames)} ${lastInitials[random.int(0, lastInitials.length - 1)]}.`,
          text.rating,
          text.title,
          text.content,
          isClinic ? 'Treatment completed' : 'Settled',
          text.rating >= 4,
          answered ? responses[i] : null,
          answered ? new Date(written.getTime() + 2 * 86_400_000) : null,
          random.int(0, 9),
          written,
        ],
      );
    }
    await manager.query(recomputeRatingSql, [id]);
    await manager.query(refreshStatsSql, [id, today]);
  }

  // Northside's referrals: scheduled, contacted, pending (in time) and one past its deadline.
  const [northside] = (await manager.query(`SELECT id FROM clinics WHERE name = 'Northside Chiropractic'`)) as {
    id: number;
  }[];
  if (!northside || !ids['summit-spine-center'] || !ids['westfield-spine-sports-imaging']) return;
  const patients = (await manager.query(
    `SELECT p.id, (SELECT c.id FROM cases c WHERE c.patient_id = p.id ORDER BY c.id LIMIT 1) AS "caseId"
       FROM patients p WHERE p.clinic_id = $1 ORDER BY p.id LIMIT 4`,
    [northside.id],
  )) as { id: number; caseId: number | null }[];
  const [admin] = (await manager.query(`SELECT id FROM users WHERE email = 'admin@northside.demo'`)) as {
    id: string;
  }[];
  const plan = [
    { provider: 'westfield-spine-sports-imaging', specialty: 'imaging', hoursAgo: 120, status: 'scheduled', score: 91 },
    { provider: 'summit-spine-center', specialty: 'orthopedics', hoursAgo: 50, status: 'contacted', score: 84 },
    { provider: 'westfield-spine-sports-imaging', specialty: 'imaging', hoursAgo: 6, status: 'pending', score: 91 },
    { provider: 'summit-spine-center', specialty: 'orthopedics', hoursAgo: 30, status: 'pending', score: 84 },
  ] as const;
  for (const [i, row] of plan.entries()) {
    const patient = patients[i];
    if (!patient) break;
    const created = new Date(today.getTime() - row.hoursAgo * 3_600_000);
    const deadline = new Date(created.getTime() + 24 * 3_600_000);
    const contacted = row.status !== 'pending';
    const reasons = [
      {
        factor: 'specialty',
        points: 35,
        max: 35,
        detail: `Offers ${row.specialty === 'imaging' ? 'Imaging (MRI, X-ray)' : 'Orthopedics'}`,
      },
      // The reasons add up to the row's score (35 + coverage + 15 + 5 + 6 + 5).
      {
        factor: 'coverage_area',
        points: row.score - 66,
        max: 25,
        detail: row.score - 66 === 25 ? 'Serves West Orange' : 'Serves Essex County, not West Orange itself',
      },
      { factor: 'insurance', points: 15, max: 15, detail: 'Accepts pip' },
      { factor: 'language', points: 5, max: 5, detail: 'No language asked' },
      { factor: 'rating', points: 6, max: 10, detail: 'Rated from verified reviews' },
      { factor: 'capacity', points: 5, max: 10, detail: 'A few openings this week' },
    ];
    await manager.query(
      `INSERT INTO provider_matches (clinic_id, source, patient_id, case_id, requested_specialty, location, insurance_type,
              matched_provider_id, match_score, match_criteria, appointment_scheduled, scheduled_date, contact_attempts,
              last_contact_date, response_time, status, sla_deadline, sla_missed_at, notes, created_by, created_at, updated_at)
       VALUES ($1, 'clinic', $2, $3, $4, 'West Orange, NJ', 'pip', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
      [
        northside.id,
        patient.id,
        patient.caseId,
        row.specialty,
        ids[row.provider],
        reasons.reduce((sum, r) => sum + r.points, 0),
        JSON.stringify(reasons),
        row.status === 'scheduled',
        row.status === 'scheduled' ? new Date(today.getTime() + 3 * 86_400_000) : null,
        contacted ? (row.status === 'scheduled' ? 2 : 1) : 0,
        contacted ? new Date(created.getTime() + 3 * 3_600_000) : null,
        contacted ? 180 : null,
        row.status,
        deadline,
        row.status === 'pending' && deadline < today ? deadline : null,
        row.specialty === 'imaging'
          ? 'Lumbar MRI requested after the re-exam.'
          : 'Persistent shoulder pain: surgical consult.',
        admin?.id ?? null,
        created,
      ],
    );
  }
}
