import { registerEnumType } from 'type-graphql';

/** The spec's prediction types (AI config), plus the clinic's "net to clinic" pair. */
export enum PredictionType {
  settlement_amount = 'settlement_amount',
  case_duration = 'case_duration',
  success_probability = 'success_probability',
  /** The share of the bill this case's attorney is likely to ask the clinic to reduce (clinics only). */
  clinic_reduction = 'clinic_reduction',
  /** Days from settlement to the clinic's payment, from this attorney's history with the clinic (clinics only). */
  clinic_payment_days = 'clinic_payment_days',
}
registerEnumType(PredictionType, { name: 'PredictionType' });
export const predictionTypes = Object.values(PredictionType);

/** Whose data a model is fitted on: a clinic's own cases or an attorney's own cases, never both. */
export enum AiScopeKind {
  clinic = 'clinic',
  attorney = 'attorney',
}
registerEnumType(AiScopeKind, { name: 'AiScopeKind' });
export const aiScopeKinds = Object.values(AiScopeKind);

export enum AnalysisType {
  treatment_progress = 'treatment_progress',
  documentation_review = 'documentation_review',
  billing_review = 'billing_review',
  settlement_readiness = 'settlement_readiness',
}
registerEnumType(AnalysisType, { name: 'AnalysisType' });
export const analysisTypes = Object.values(AnalysisType);

export enum AnalysisStatus {
  complete = 'complete',
  failed = 'failed',
}
registerEnumType(AnalysisStatus, { name: 'AnalysisStatus' });
export const analysisStatuses = Object.values(AnalysisStatus);

export enum ChatSessionType {
  general = 'general',
  case_analysis = 'case_analysis',
  documentation_help = 'documentation_help',
}
registerEnumType(ChatSessionType, { name: 'ChatSessionType' });
export const chatSessionTypes = Object.values(ChatSessionType);

export enum ChatRole {
  user = 'user',
  assistant = 'assistant',
}
registerEnumType(ChatRole, { name: 'ChatRole' });
export const chatRoles = Object.values(ChatRole);

export enum DocumentAnalysisStatus {
  pending = 'pending',
  processing = 'processing',
  completed = 'completed',
  failed = 'failed',
}
registerEnumType(DocumentAnalysisStatus, { name: 'DocumentAnalysisStatus' });
export const documentAnalysisStatuses = Object.values(DocumentAnalysisStatus);
