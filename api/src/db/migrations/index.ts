/** Every migration in order. Written by `npm run migration:generate` from this folder: do not edit by hand. */
import { Foundation1795359279677 } from './1795359279677-Foundation';
import { SeedPlans1795359280677 } from './1795359280677-SeedPlans';
import { PatientsAndCases1795362367342 } from './1795362367342-PatientsAndCases';
import { SearchIndexes1795362368342 } from './1795362368342-SearchIndexes';
import { MessagingAndDocuments1795369120651 } from './1795369120651-MessagingAndDocuments';
import { LienLedger1795379355921 } from './1795379355921-LienLedger';
import { PublicFormsAndRateLimits1795386604430 } from './1795386604430-PublicFormsAndRateLimits';
import { OidcSignIn1795386706488 } from './1795386706488-OidcSignIn';
import { SecondFactor1795386914300 } from './1795386914300-SecondFactor';
import { AuditAppendOnlyChain1795397935438 } from './1795397935438-AuditAppendOnlyChain';
import { UserInvitationsAndOutboundEmails1795398023219 } from './1795398023219-UserInvitationsAndOutboundEmails';
import { AdminAuditIndexesAndCaseArchive1795398269731 } from './1795398269731-AdminAuditIndexesAndCaseArchive';
import { UnarchivedCasesCountIndex1795420585487 } from './1795420585487-UnarchivedCasesCountIndex';
import { Notifications1795643479080 } from './1795643479080-Notifications';
import { PasswordResetsAndSignInReturn1795659365705 } from './1795659365705-PasswordResetsAndSignInReturn';
import { ClinicProfile1795659393108 } from './1795659393108-ClinicProfile';
import { ClinicNumbering1795660175817 } from './1795660175817-ClinicNumbering';
import { PendingBillsOffTheLedger1795662903214 } from './1795662903214-PendingBillsOffTheLedger';
import { MessageThreadsAndSearch1795700000000 } from './1795700000000-MessageThreadsAndSearch';
import { RevenueEngine1795710000000 } from './1795710000000-RevenueEngine';
import { BillingEngine1795720000000 } from './1795720000000-BillingEngine';
import { ClinicalRecord1795730000000 } from './1795730000000-ClinicalRecord';
import { ShippedDiagnosisCodes1795732000000 } from './1795732000000-ShippedDiagnosisCodes';
import { ClaimNumbers1795734000000 } from './1795734000000-ClaimNumbers';
import { TaskDetails1795735000000 } from './1795735000000-TaskDetails';
import { AiFoundation1795740000000 } from './1795740000000-AiFoundation';
import { Sales1795746000000 } from './1795746000000-Sales';
import { PatientReminders1795750100000 } from './1795750100000-PatientReminders';
import { WorkflowAutomation1795750200000 } from './1795750200000-WorkflowAutomation';
import { ApiTokens1795750300000 } from './1795750300000-ApiTokens';
import { Webhooks1795750400000 } from './1795750400000-Webhooks';
import { CaseAlerts1795760200000 } from './1795760200000-CaseAlerts';
import { SettlementStatements1795760300000 } from './1795760300000-SettlementStatements';
import { CounselAndScorecard1795760400000 } from './1795760400000-CounselAndScorecard';
import { PatientSmsNumberIndex1795760500000 } from './1795760500000-PatientSmsNumberIndex';
import { RecordsRetrieval1795761000000 } from './1795761000000-RecordsRetrieval';
import { Funding1795761100000 } from './1795761100000-Funding';
import { ProviderNetwork1795761200000 } from './1795761200000-ProviderNetwork';
import { PublicIntake1795761300000 } from './1795761300000-PublicIntake';
import { PatientPortal1795761400000 } from './1795761400000-PatientPortal';
import { PortalFamilyAndEmailCode1795762000000 } from './1795762000000-PortalFamilyAndEmailCode';
import { MarketingAndCrm1795762400000 } from './1795762400000-MarketingAndCrm';
import { SupportDeskAndSystemLogs1795762300000 } from './1795762300000-SupportDeskAndSystemLogs';
import { OperatorStaffAndFlags1795762500000 } from './1795762500000-OperatorStaffAndFlags';
import { HotPathIndexes1795762800000 } from './1795762800000-HotPathIndexes';
import { RecordsFollowCaseAttorney1795762900000 } from './1795762900000-RecordsFollowCaseAttorney';

export const migrations = [
  Foundation1795359279677,
  SeedPlans1795359280677,
  PatientsAndCases1795362367342,
  SearchIndexes1795362368342,
  MessagingAndDocuments1795369120651,
  LienLedger1795379355921,
  PublicFormsAndRateLimits1795386604430,
  OidcSignIn1795386706488,
  SecondFactor1795386914300,
  AuditAppendOnlyChain1795397935438,
  UserInvitationsAndOutboundEmails1795398023219,
  AdminAuditIndexesAndCaseArchive1795398269731,
  UnarchivedCasesCountIndex1795420585487,
  Notifications1795643479080,
  PasswordResetsAndSignInReturn1795659365705,
  ClinicProfile1795659393108,
  ClinicNumbering1795660175817,
  PendingBillsOffTheLedger1795662903214,
  MessageThreadsAndSearch1795700000000,
  RevenueEngine1795710000000,
  BillingEngine1795720000000,
  ClinicalRecord1795730000000,
  ShippedDiagnosisCodes1795732000000,
  ClaimNumbers1795734000000,
  TaskDetails1795735000000,
  AiFoundation1795740000000,
  Sales1795746000000,
  PatientReminders1795750100000,
  WorkflowAutomation1795750200000,
  ApiTokens1795750300000,
  Webhooks1795750400000,
  CaseAlerts1795760200000,
  SettlementStatements1795760300000,
  CounselAndScorecard1795760400000,
  PatientSmsNumberIndex1795760500000,
  RecordsRetrieval1795761000000,
  Funding1795761100000,
  ProviderNetwork1795761200000,
  PublicIntake1795761300000,
  PatientPortal1795761400000,
  PortalFamilyAndEmailCode1795762000000,
  SupportDeskAndSystemLogs1795762300000,
  MarketingAndCrm1795762400000,
  OperatorStaffAndFlags1795762500000,
  HotPathIndexes1795762800000,
  RecordsFollowCaseAttorney1795762900000,
];
