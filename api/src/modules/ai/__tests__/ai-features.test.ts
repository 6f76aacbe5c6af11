import { aiFeatureMap, assertAiFeature } from '../ai-features';
import { aiScopeOf } from '../ai-scope';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import type { SettingsReader } from '../../../platform/settings/settings-reader';
import type { AiFeatureLevel } from '../../../platform/settings/settings-reader';

const settingsAt = (level: AiFeatureLevel) => ({ aiFeatures: async () => level }) as unknown as SettingsReader;

const scope = (role: Role, clinicId: number | null, attorneyId: number | null): Scope => ({
  userId: 'u1',
  role,
  clinicId,
  attorneyId,
  displayName: 'Someone',
  sessionId: 's1',
  request: { requestId: 'r1', ip: null, userAgent: null },
});

describe('the AI features setting', () => {
  it('maps each level to the features it turns on', () => {
    expect(aiFeatureMap('all')).toEqual({
      insights: true,
      caseAnalysis: true,
      documentAnalysis: true,
      chat: true,
      predictions: true,
    });
    expect(aiFeatureMap('analysis')).toEqual({
      insights: true,
      caseAnalysis: true,
      documentAnalysis: true,
      chat: true,
      predictions: false,
    });
    expect(aiFeatureMap('predictions')).toEqual({
      insights: false,
      caseAnalysis: false,
      documentAnalysis: false,
      chat: false,
      predictions: true,
    });
    expect(Object.values(aiFeatureMap('none'))).toEqual([false, false, false, false, false]);
  });

  it('refuses a feature the setting turns off, with its name', async () => {
    await expect(assertAiFeature(settingsAt('analysis'), 'chat')).resolves.toBeUndefined();
    await expect(assertAiFeature(settingsAt('analysis'), 'predictions')).rejects.toThrow(
      'AI predictions is turned off by the platform’s AI features setting.',
    );
    await expect(assertAiFeature(settingsAt('none'), 'insights')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the AI scope', () => {
  it('is the clinic for clinic users and the attorney for attorneys', () => {
    expect(aiScopeOf(scope(Role.clinic_staff, 4, null))).toEqual({ kind: 'clinic', id: 4 });
    expect(aiScopeOf(scope(Role.clinic_admin, 4, null))).toEqual({ kind: 'clinic', id: 4 });
    expect(aiScopeOf(scope(Role.attorney, null, 9))).toEqual({ kind: 'attorney', id: 9 });
  });

  it('refuses the operator and a user without a clinic or an attorney record', () => {
    expect(() => aiScopeOf(scope(Role.super_admin, null, null))).toThrow(/sign in as a clinic user or an attorney/);
    expect(() => aiScopeOf(scope(Role.clinic_staff, null, null))).toThrow(/sign in as a clinic user/);
    expect(() => aiScopeOf(scope(Role.attorney, null, null))).toThrow(/sign in as a clinic user/);
  });
});
