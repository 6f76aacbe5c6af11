import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { afterCommit } from '../../db/after-commit';
import { InputError, NotFoundError } from '../../platform/errors';
import type { ReceivedUpload } from '../../platform/http/receive-upload';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { businessHoursProblems, type BusinessDay } from '../clinics/business-hours';
import { clinicReach } from '../users/admin/account-reach';
import { checkedLogo } from './clinic-logo';
import type { ClinicProfileInput } from './clinic-profile.inputs';
import type { ClinicProfile } from './clinic-profile.types';
import { normalizeEin } from '../insurance-claims/provider-identifiers';
import { rowWriteLock } from '../../db/sql/row-lock';

interface ProfileRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  email: string | null;
  npi: string | null;
  tax_id: string | null;
  time_zone: string;
  business_hours: BusinessDay[];
  letterhead_text: string | null;
  logo_storage_key: string | null;
  logo_content_type: string | null;
  logo_updated_at: Date | null;
}

const profileColumns = `id, name, address, city, state, zip_code, phone, email, npi, tax_id, time_zone, business_hours, letterhead_text,
  logo_storage_key, logo_content_type, logo_updated_at`;

/** What the audit and the answer hold of a profile (never the storage key). */
const profileOf = (row: ProfileRow): ClinicProfile => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zip_code,
  phone: row.phone,
  email: row.email,
  npi: row.npi,
  taxId: row.tax_id,
  timeZone: row.time_zone,
  businessHours: row.business_hours,
  letterheadText: row.letterhead_text,
  logoUpdatedAt: row.logo_updated_at,
});

/**
 * The clinic console's Profile tab: the clinic admin's own clinic only (clinicReach), every change
 * audited with its old and new values. The logo is stored like documents are (DocumentStorage, a
 * server-made key); a replaced or removed logo's bytes are deleted once the change has committed.
 */
export class ClinicProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
  ) {}

  async get(scope: Scope): Promise<ClinicProfile> {
    const { clinicId } = clinicReach(scope);
    return profileOf(await this.read(this.dataSource.manager, clinicId));
  }

  async update(scope: Scope, input: ClinicProfileInput): Promise<ClinicProfile> {
    const { clinicId } = clinicReach(scope);
    const businessHours: BusinessDay[] = input.businessHours.map((entry) => ({
      day: entry.day,
      closed: entry.closed,
      opens: entry.closed ? null : (entry.opens ?? null),
      closes: entry.closed ? null : (entry.closes ?? null),
    }));
    const problems = businessHoursProblems(businessHours);
    if (problems.length) throw new InputError(problems);
    return this.dataSource.transaction(async (manager) => {
      const before = profileOf(await this.read(manager, clinicId, true));
      const next: ClinicProfile = {
        ...before,
        name: input.name,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        phone: input.phone ?? null,
        email: input.email?.toLowerCase() ?? null,
        npi: input.npi === undefined ? before.npi : input.npi,
        taxId: input.taxId === undefined ? before.taxId : input.taxId === null ? null : normalizeEin(input.taxId),
        timeZone: canonicalTimeZone(input.timeZone),
        businessHours,
        letterheadText: input.letterheadText ?? null,
      };
      const { oldValues, newValues } = changedValues(before, next);
      if (Object.keys(newValues).length === 0) return before;
      await manager.query(
        `UPDATE clinics SET name = $2, address = $3, city = $4, state = $5, zip_code = $6, phone = $7, email = $8,
                            time_zone = $9, business_hours = $10::jsonb, letterhead_text = $11, npi = $12, tax_id = $13,
                            updated_at = now()
          WHERE id = $1`,
        [
          clinicId,
          next.name,
          next.address,
          next.city,
          next.state,
          next.zipCode,
          next.phone,
          next.email,
          next.timeZone,
          JSON.stringify(next.businessHours),
          next.letterheadText,
          next.npi,
          next.taxId,
        ],
      );
      await writeAudit(manager, scope, {
        entityType: 'clinic',
        entityId: clinicId,
        action: 'profile_update',
        clinicId,
        oldValues,
        newValues,
      });
      return next;
    });
  }

  /** A new logo (PNG or JPEG, checked by content and size) replaces the previous one. */
  async uploadLogo(scope: Scope, upload: ReceivedUpload): Promise<ClinicProfile> {
    const { clinicId } = clinicReach(scope);
    const { file } = upload;
    try {
      const logo = await checkedLogo(file);
      const key = `${clinicId}/branding/${randomUUID()}`;
      await this.storage.putFile(key, file!.tmpPath, logo.contentType, logo.bytes.length);
      try {
        return await this.replaceLogo(scope, clinicId, {
          key,
          contentType: logo.contentType,
          audit: { contentType: logo.contentType, fileSize: logo.bytes.length },
        });
      } catch (error) {
        await this.storage.remove(key).catch(() => undefined);
        throw error;
      }
    } finally {
      if (file) await rm(file.tmpPath, { force: true });
    }
  }

  async removeLogo(scope: Scope): Promise<ClinicProfile> {
    const { clinicId } = clinicReach(scope);
    return this.replaceLogo(scope, clinicId, null);
  }

  /** The logo's bytes for the console's preview (the clinic admin of that clinic only). */
  async openLogo(scope: Scope): Promise<{ stream: Readable; contentType: string }> {
    const { clinicId } = clinicReach(scope);
    const row = await this.read(this.dataSource.manager, clinicId);
    if (!row.logo_storage_key || !row.logo_content_type) throw new NotFoundError('Logo');
    return { stream: await this.storage.read(row.logo_storage_key), contentType: row.logo_content_type };
  }

  /**
   * What the clinic's PDFs carry besides its name and address: its letterhead text and logo bytes. For
   * the PDF routes, after they have checked the reader may read the document. A logo storage cannot
   * give back is left off rather than failing the document.
   */
  async letterheadOf(clinicId: number): Promise<{ note: string | null; logo: Buffer | null }> {
    const row = await this.read(this.dataSource.manager, clinicId);
    let logo: Buffer | null = null;
    if (row.logo_storage_key) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await this.storage.read(row.logo_storage_key)) chunks.push(chunk as Buffer);
        logo = Buffer.concat(chunks);
      } catch {
        logo = null;
      }
    }
    return { note: row.letterhead_text, logo };
  }

  private async replaceLogo(
    scope: Scope,
    clinicId: number,
    logo: { key: string; contentType: string; audit: Record<string, unknown> } | null,
  ): Promise<ClinicProfile> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.read(manager, clinicId, true);
      if (!logo && !before.logo_storage_key) return profileOf(before);
      const [after] = (await manager.query(
        `UPDATE clinics SET logo_storage_key = $2, logo_content_type = $3, logo_updated_at = $4, updated_at = now()
          WHERE id = $1 RETURNING ${profileColumns}`,
        [clinicId, logo?.key ?? null, logo?.contentType ?? null, logo ? new Date() : null],
      )) as [ProfileRow[], number];
      await writeAudit(manager, scope, {
        entityType: 'clinic',
        entityId: clinicId,
        action: logo ? 'logo_update' : 'logo_remove',
        clinicId,
        oldValues: { hasLogo: before.logo_storage_key !== null },
        newValues: logo ? { hasLogo: true, ...logo.audit } : { hasLogo: false },
      });
      const previousKey = before.logo_storage_key;
      if (previousKey) afterCommit(manager, () => this.storage.remove(previousKey).catch(() => undefined));
      return profileOf(after[0]);
    });
  }

  private async read(manager: EntityManager, clinicId: number, lock = false): Promise<ProfileRow> {
    const [row] = (await manager.query(
      `SELECT ${profileColumns} FROM clinics WHERE id = $1${lock ? ` ${rowWriteLock}` : ''}`,
      [clinicId],
    )) as ProfileRow[];
    if (!row) throw new NotFoundError('Clinic');
    return row;
  }
}

/** The runtime's own spelling of a zone the input accepted ("america/chicago" -> "America/Chicago"). */
function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}
