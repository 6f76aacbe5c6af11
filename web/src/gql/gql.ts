/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    operatorAreas\n    clinic {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ApiTokenFields on ApiTokenView {\n    id\n    name\n    prefix\n    status\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      secret\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.ApiTokenCreateDocument,
    "\n  mutation ApiTokenRevoke($id: Int!) {\n    apiTokenRevoke(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokenRevokeDocument,
    "\n  fragment AuditLogRecordFields on AuditLogRecord {\n    id\n    changedAt\n    action\n    entityType\n    entityId\n    clinicName\n    actorId\n    actorName\n    actorEmail\n    actorRole\n    ipAddress\n    userAgent\n    reason\n    changes {\n      field\n      label\n      oldValue\n      newValue\n    }\n  }\n": typeof types.AuditLogRecordFieldsFragmentDoc,
    "\n  query AuditLogRecords($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLogRecords(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...AuditLogRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.AuditLogRecordsDocument,
    "\n  query AuditLogFilterOptions {\n    auditLogFilterOptions {\n      actions\n      entityTypes\n    }\n  }\n": typeof types.AuditLogFilterOptionsDocument,
    "\n  query BillingClinicOptions($search: String) {\n    billingRecords(search: $search, first: 20) {\n      nodes {\n        clinicId\n        clinicName\n        subscriptionPlan\n        status\n      }\n    }\n  }\n": typeof types.BillingClinicOptionsDocument,
    "\n  fragment PaymentHistoryEntryFields on PaymentHistoryEntry {\n    id\n    clinicId\n    clinicName\n    description\n    paymentMethod\n    transactionId\n    invoiceId\n    invoiceNumber\n    amount\n    paymentDate\n    status\n    kind\n  }\n": typeof types.PaymentHistoryEntryFieldsFragmentDoc,
    "\n  fragment BillingRecordFields on BillingRecord {\n    id\n    clinicId\n    clinicName\n    subscriptionPlan\n    billingFrequency\n    amount\n    status\n    nextBillingDate\n    balance\n  }\n": typeof types.BillingRecordFieldsFragmentDoc,
    "\n  query AdminBillingSummary {\n    operatorBillingSummary {\n      monthlyRevenue\n      activeSubscriptions\n      overdueAccounts\n      outstandingTotal\n      successRate\n      successfulCharges\n      failedCharges\n      alerts {\n        kind\n        count\n        message\n        status\n      }\n      recentPayments {\n        ...PaymentHistoryEntryFields\n      }\n    }\n  }\n": typeof types.AdminBillingSummaryDocument,
    "\n  query AdminBillingRecords($status: SubscriptionStatusFilter, $first: Int!, $after: String) {\n    billingRecords(status: $status, first: $first, after: $after) {\n      nodes {\n        ...BillingRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminBillingRecordsDocument,
    "\n  query AdminPaymentHistory($range: PaymentHistoryRange!, $first: Int!, $after: String) {\n    paymentHistory(range: $range, first: $first, after: $after) {\n      nodes {\n        ...PaymentHistoryEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminPaymentHistoryDocument,
    "\n  query AdminBillingAdjustments($first: Int!, $after: String) {\n    billingAdjustments(first: $first, after: $after) {\n      nodes {\n        id\n        clinicId\n        clinicName\n        type\n        amount\n        reason\n        appliedBy\n        appliedAt\n        status\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminBillingAdjustmentsDocument,
    "\n  fragment BillingSettingsFields on BillingSettings {\n    maxRetries\n    retryIntervalDays\n    lateFee\n    gracePeriodDays\n    reminderDaysBefore\n    notifyPaymentFailed\n    notifyUpcomingRenewal\n    notifySuspension\n    updatedAt\n    updatedByName\n  }\n": typeof types.BillingSettingsFieldsFragmentDoc,
    "\n  query AdminBillingSettings {\n    billingSettings {\n      ...BillingSettingsFields\n    }\n  }\n": typeof types.AdminBillingSettingsDocument,
    "\n  mutation AdminBillingSettingsUpdate($input: BillingSettingsInput!) {\n    billingSettingsUpdate(input: $input) {\n      ...BillingSettingsFields\n    }\n  }\n": typeof types.AdminBillingSettingsUpdateDocument,
    "\n  mutation AdminBillingAdjustmentApply($input: BillingAdjustmentInput!) {\n    billingAdjustmentApply(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AdminBillingAdjustmentApplyDocument,
    "\n  mutation AdminBillingSubscriptionCancel($clinicId: Int!) {\n    billingSubscriptionCancel(clinicId: $clinicId) {\n      ...BillingRecordFields\n    }\n  }\n": typeof types.AdminBillingSubscriptionCancelDocument,
    "\n  mutation AdminBillingPaymentRetry($clinicId: Int!) {\n    billingPaymentRetry(clinicId: $clinicId) {\n      payment {\n        id\n        status\n      }\n      record {\n        ...BillingRecordFields\n      }\n    }\n  }\n": typeof types.AdminBillingPaymentRetryDocument,
    "\n  fragment AdminClinicCard on AdminClinic {\n    id\n    clinic {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      subscriptionPlan\n      billingStatus\n      monthlyRate\n      nextBillingDate\n      isActive\n    }\n    plan {\n      id\n      code\n      name\n      maxUsers\n      maxActiveCases\n      storageGb\n    }\n    usage {\n      users\n      activeCases\n      storageBytes\n    }\n  }\n": typeof types.AdminClinicCardFragmentDoc,
    "\n  query AdminClinics($first: Int!, $after: String) {\n    adminClinics(first: $first, after: $after) {\n      nodes {\n        ...AdminClinicCard\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminClinicsDocument,
    "\n  query AdminClinicPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n": typeof types.AdminClinicPlansDocument,
    "\n  mutation AdminClinicCreate($input: AdminClinicCreateInput!) {\n    adminClinicCreate(input: $input) {\n      ...AdminClinicCard\n    }\n  }\n": typeof types.AdminClinicCreateDocument,
    "\n  mutation AdminClinicUpdate($id: Int!, $input: AdminClinicUpdateInput!) {\n    adminClinicUpdate(id: $id, input: $input) {\n      ...AdminClinicCard\n    }\n  }\n": typeof types.AdminClinicUpdateDocument,
    "\n  query ContactMessages($first: Int, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        email\n        phone\n        practiceName\n        message\n        handledAt\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      openCount\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation ContactMessageSetHandled($id: Int!, $handled: Boolean!) {\n    contactMessageSetHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.ContactMessageSetHandledDocument,
    "\n  query OutboundEmails($first: Int!, $after: String) {\n    outboundEmails(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        bodyText\n        createdAt\n        sentAt\n        lastError\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.OutboundEmailsDocument,
    "\n  mutation NotificationDigestRunNow {\n    notificationDigestRunNow {\n      emails\n      notifications\n    }\n  }\n": typeof types.NotificationDigestRunNowDocument,
    "\n  query FeatureFlags {\n    featureFlags {\n      name\n      description\n      enabled\n      updatedAt\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n": typeof types.FeatureFlagsDocument,
    "\n  query FlagClinics {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.FlagClinicsDocument,
    "\n  mutation FeatureFlagSet($input: FeatureFlagSetInput!) {\n    featureFlagSet(input: $input) {\n      name\n      enabled\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n": typeof types.FeatureFlagSetDocument,
    "\n  mutation FeatureFlagOverrideClear($input: FeatureFlagOverrideClearInput!) {\n    featureFlagOverrideClear(input: $input) {\n      name\n      overrides {\n        clinicId\n      }\n    }\n  }\n": typeof types.FeatureFlagOverrideClearDocument,
    "\n  fragment FundingPartnerFields on FundingPartner {\n    id\n    companyName\n    contactPerson\n    email\n    phone\n    website\n    fundingTypes\n    minimumAmount\n    maximumAmount\n    typicalRate\n    approvalTimeHours\n    instantQuoteApi\n    apiKeySet\n    isActive\n    rating\n    totalFunded\n    averageApprovalRate\n    requestCount\n    notes\n  }\n": typeof types.FundingPartnerFieldsFragmentDoc,
    "\n  query FundingPartners {\n    fundingPartners {\n      ...FundingPartnerFields\n    }\n  }\n": typeof types.FundingPartnersDocument,
    "\n  mutation FundingPartnerCreate($input: FundingPartnerInput!) {\n    fundingPartnerCreate(input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n": typeof types.FundingPartnerCreateDocument,
    "\n  mutation FundingPartnerUpdate($id: Int!, $input: FundingPartnerInput!) {\n    fundingPartnerUpdate(id: $id, input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n": typeof types.FundingPartnerUpdateDocument,
    "\n  query SystemHealth {\n    systemHealth {\n      status\n      problems\n      measuredAt\n      process {\n        instance\n        startedAt\n        uptimeSeconds\n        memoryRssBytes\n        heapUsedBytes\n        heapTotalBytes\n      }\n      requests {\n        windowSeconds\n        coveredSeconds\n        requests\n        errors\n        requestsPerMinute\n        errorRate\n        latencyP50Ms\n        latencyP95Ms\n        latencyP99Ms\n      }\n      database {\n        up\n        latencyMs\n        sizeBytes\n        connections\n        activeConnections\n        maxConnections\n        poolTotal\n        poolIdle\n        poolWaiting\n        poolMax\n      }\n      storage {\n        backend\n        documentCount\n        documentBytes\n        diskTotalBytes\n        diskFreeBytes\n      }\n      jobs {\n        queues {\n          name\n          waiting\n          active\n          deadLettered\n          oldestWaitingSeconds\n        }\n        emailsWaiting\n        emailsFailed\n        oldestEmailWaitingSeconds\n        auditRowsAwaitingSeal\n      }\n    }\n  }\n": typeof types.SystemHealthDocument,
    "\n  query SystemLogs($filter: SystemLogFilter, $first: Int!, $after: String) {\n    systemLogs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        level\n        source\n        message\n        metadata\n        stackTrace\n        correlationId\n        userId\n        ipAddress\n        userAgent\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    systemLogSources\n  }\n": typeof types.SystemLogsDocument,
    "\n  query PlatformOverview {\n    platformOverview {\n      totalUsers\n      activeUsers\n      totalClinics\n      activeClinics\n      superAdminUsers\n      monthlyRevenue\n      activeCases\n    }\n  }\n": typeof types.PlatformOverviewDocument,
    "\n  query RevenueOverview {\n    revenueSummary {\n      mrr\n      arr\n      payingClinics\n      averageRevenuePerClinic\n      byPlan {\n        planCode\n        planName\n        clinics\n        mrr\n      }\n    }\n    revenueMonths {\n      month\n      endMrr\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n    }\n    revenueDefinitions {\n      figure\n      definition\n    }\n  }\n": typeof types.RevenueOverviewDocument,
    "\n  query RevenuePeriod($kind: RevenuePeriodKind!, $day: LocalDate) {\n    revenuePeriod(kind: $kind, day: $day) {\n      kind\n      start\n      end\n      label\n      startMrr\n      endMrr\n      growthPercent\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n      payingClinicsAtStart\n      payingClinicsAtEnd\n      churnedClinics\n      logoChurnPercent\n      revenueChurnPercent\n      netRevenueRetentionPercent\n      newClinics\n      upgrades\n      downgrades\n      reactivations\n      cashCollected\n      averageRevenuePerClinic\n      lifetimeValue\n      lifetimeValueNote\n      ltvToCac\n      ltvToCacNote\n    }\n  }\n": typeof types.RevenuePeriodDocument,
    "\n  fragment SalesRepresentativeFields on SalesRepresentativeView {\n    id\n    firstName\n    lastName\n    email\n    phone\n    commissionRate\n    commissionStructure\n    tiers {\n      fromAmount\n      rate\n    }\n    flatAmount\n    territory\n    monthlyQuota\n    isActive\n    ytdSales\n    monthSales\n    totalEarned\n    pendingAmount\n    payableAmount\n  }\n": typeof types.SalesRepresentativeFieldsFragmentDoc,
    "\n  fragment SalesCommissionFields on SalesCommissionView {\n    id\n    kind\n    salesRepId\n    salesRepName\n    clinicName\n    invoiceNumber\n    subscriptionPlan\n    billingFrequency\n    saleType\n    saleDate\n    saleAmount\n    commissionRate\n    commissionAmount\n    status\n    clawbackReason\n  }\n": typeof types.SalesCommissionFieldsFragmentDoc,
    "\n  fragment SalesLeadFields on SalesLeadView {\n    id\n    companyName\n    contactName\n    email\n    phone\n    status\n    source\n    state\n    leadScore\n    scoreExplanation {\n      factor\n      detail\n      points\n      maxPoints\n    }\n    estimatedValue\n    nextFollowUp\n    followUpDue\n    followUpCount\n    assignedRepId\n    assignedRepName\n    notes\n    waitlistEntryId\n    clinicId\n    clinicName\n  }\n": typeof types.SalesLeadFieldsFragmentDoc,
    "\n  query SalesOverview {\n    salesSummary {\n      totalRevenue\n      totalRevenueChange {\n        text\n        positive\n      }\n      totalCommissions\n      totalCommissionsChange {\n        text\n        positive\n      }\n      pendingCommissions\n      activeReps\n      totalReps\n      activeRepsChange {\n        text\n        positive\n      }\n      activeLeads\n      qualifiedLeads\n      activeLeadsChange {\n        text\n        positive\n      }\n    }\n    salesRepresentatives {\n      ...SalesRepresentativeFields\n    }\n    salesRecentSales {\n      ...SalesCommissionFields\n    }\n  }\n": typeof types.SalesOverviewDocument,
    "\n  query SalesCommissions($range: SalesCommissionRange!) {\n    salesCommissions(range: $range) {\n      ...SalesCommissionFields\n    }\n  }\n": typeof types.SalesCommissionsDocument,
    "\n  query SalesLeads {\n    salesLeads {\n      ...SalesLeadFields\n    }\n  }\n": typeof types.SalesLeadsDocument,
    "\n  query SalesPayouts {\n    salesPayouts {\n      id\n      salesRepName\n      periodStart\n      periodEnd\n      total\n      commissionCount\n      processedByName\n      processedAt\n    }\n  }\n": typeof types.SalesPayoutsDocument,
    "\n  query SalesWaitlistSignups($search: String) {\n    waitlistEntries(first: 20, search: $search) {\n      nodes {\n        id\n        name\n        practiceName\n        email\n        state\n      }\n    }\n  }\n": typeof types.SalesWaitlistSignupsDocument,
    "\n  query SalesClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n    }\n  }\n": typeof types.SalesClinicOptionsDocument,
    "\n  mutation SalesRepresentativeCreate($input: SalesRepresentativeInput!) {\n    salesRepresentativeCreate(input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n": typeof types.SalesRepresentativeCreateDocument,
    "\n  mutation SalesRepresentativeUpdate($id: Int!, $input: SalesRepresentativeInput!) {\n    salesRepresentativeUpdate(id: $id, input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n": typeof types.SalesRepresentativeUpdateDocument,
    "\n  mutation SalesCommissionApprove($id: Int!) {\n    salesCommissionApprove(id: $id) {\n      ...SalesCommissionFields\n    }\n  }\n": typeof types.SalesCommissionApproveDocument,
    "\n  mutation SalesPayoutProcess($input: SalesPayoutInput!) {\n    salesPayoutProcess(input: $input) {\n      id\n      total\n    }\n  }\n": typeof types.SalesPayoutProcessDocument,
    "\n  mutation SalesLeadFromWaitlist($input: SalesLeadFromWaitlistInput!) {\n    salesLeadFromWaitlist(input: $input) {\n      ...SalesLeadFields\n    }\n  }\n": typeof types.SalesLeadFromWaitlistDocument,
    "\n  mutation SalesLeadUpdate($id: Int!, $input: SalesLeadUpdateInput!) {\n    salesLeadUpdate(id: $id, input: $input) {\n      ...SalesLeadFields\n    }\n  }\n": typeof types.SalesLeadUpdateDocument,
    "\n  query BulkOperationPreview($kind: BulkOperationKind!) {\n    bulkOperationPreview(kind: $kind) {\n      kind\n      rule\n      count\n      sample\n    }\n  }\n": typeof types.BulkOperationPreviewDocument,
    "\n  mutation BulkOperationRun($kind: BulkOperationKind!, $expectedCount: Int!) {\n    bulkOperationRun(kind: $kind, expectedCount: $expectedCount) {\n      kind\n      changedCount\n      ranAt\n    }\n  }\n": typeof types.BulkOperationRunDocument,
    "\n  fragment SystemSettingsFields on SystemSettings {\n    maxUploadMb\n    sessionTimeoutMinutes\n    aiFeatures\n    updatedAt\n    updatedByName\n  }\n": typeof types.SystemSettingsFieldsFragmentDoc,
    "\n  query SystemSettings {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n": typeof types.SystemSettingsDocument,
    "\n  mutation SystemSettingsUpdate($input: SystemSettingsInput!) {\n    systemSettingsUpdate(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n": typeof types.SystemSettingsUpdateDocument,
    "\n  query OperatorStaff {\n    employees {\n      id\n      email\n      firstName\n      lastName\n      roleId\n      roleName\n      department\n      phoneExtension\n      isActive\n      hasPassword\n      lastActiveAt\n    }\n    employeeRoles {\n      id\n      roleName\n      roleDescription\n      permissions\n      isSystemRole\n      activeEmployees\n    }\n  }\n": typeof types.OperatorStaffDocument,
    "\n  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {\n    employeeRoleAssign(input: $input) {\n      id\n      roleId\n      roleName\n    }\n  }\n": typeof types.EmployeeRoleAssignDocument,
    "\n  mutation EmployeeSetActive($input: EmployeeActiveInput!) {\n    employeeSetActive(input: $input) {\n      id\n      isActive\n    }\n  }\n": typeof types.EmployeeSetActiveDocument,
    "\n  mutation EmployeeCreate($input: EmployeeCreateInput!) {\n    employeeCreate(input: $input) {\n      employee {\n        id\n        email\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": typeof types.EmployeeCreateDocument,
    "\n  mutation EmployeeUpdate($input: EmployeeUpdateInput!) {\n    employeeUpdate(input: $input) {\n      id\n      firstName\n      lastName\n      department\n      phoneExtension\n    }\n  }\n": typeof types.EmployeeUpdateDocument,
    "\n  mutation EmployeeRoleCreate($input: EmployeeRoleCreateInput!) {\n    employeeRoleCreate(input: $input) {\n      id\n      roleName\n    }\n  }\n": typeof types.EmployeeRoleCreateDocument,
    "\n  mutation EmployeeRoleUpdate($input: EmployeeRoleUpdateInput!) {\n    employeeRoleUpdate(input: $input) {\n      id\n      roleName\n      roleDescription\n      permissions\n    }\n  }\n": typeof types.EmployeeRoleUpdateDocument,
    "\n  mutation EmployeeRoleDelete($roleId: Int!) {\n    employeeRoleDelete(roleId: $roleId)\n  }\n": typeof types.EmployeeRoleDeleteDocument,
    "\n  query SupportDeskOverview {\n    supportMetrics {\n      open\n      pending\n      breachedOpen\n      unassigned\n      averageResponseMinutes\n      averageResolutionMinutes\n      averageSatisfaction\n      slaMetPercent\n    }\n    supportSlaPolicy {\n      priority\n      firstResponseMinutes\n      resolutionMinutes\n    }\n    supportAgents {\n      id\n      name\n    }\n    ticketTemplates {\n      id\n      templateName\n      category\n      subject\n      message\n      tags\n      isActive\n      usageCount\n    }\n  }\n": typeof types.SupportDeskOverviewDocument,
    "\n  query SupportTicketDesk($id: Int!) {\n    supportAccountState(ticketId: $id) {\n      clinicId\n      clinicName\n      planName\n      billingStatus\n      billingFrequency\n      nextBillingDate\n      clinicActive\n      activeUsers\n      openTickets\n      requesterActive\n      requesterLastLoginAt\n      recentErrors {\n        id\n        source\n        message\n        correlationId\n        createdAt\n      }\n    }\n    supportTicket(id: $id) {\n      id\n      activity {\n        id\n        actorName\n        actorType\n        action\n        changes\n        createdAt\n      }\n      escalations {\n        id\n        kind\n        reason\n        status\n        escalatedToName\n        createdAt\n      }\n    }\n  }\n": typeof types.SupportTicketDeskDocument,
    "\n  mutation SupportTicketUpdate($input: SupportTicketUpdateInput!) {\n    supportTicketUpdate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n": typeof types.SupportTicketUpdateDocument,
    "\n  mutation TicketTemplateSave($input: TicketTemplateInput!, $id: Int) {\n    ticketTemplateSave(input: $input, id: $id) {\n      id\n      templateName\n      usageCount\n      isActive\n    }\n  }\n": typeof types.TicketTemplateSaveDocument,
    "\n  mutation SupportPatientLookup($input: SupportPatientLookupInput!) {\n    supportPatientLookup(input: $input) {\n      id\n      firstName\n      lastName\n      dateOfBirth\n      caseNumbers\n    }\n  }\n": typeof types.SupportPatientLookupDocument,
    "\n  mutation TicketEscalationResolve($id: Int!, $resolution: String!) {\n    ticketEscalationResolve(id: $id, resolution: $resolution) {\n      id\n      status\n    }\n  }\n": typeof types.TicketEscalationResolveDocument,
    "\n  mutation AdminAccountCreate($input: AdminAccountCreateInput!) {\n    adminAccountCreate(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": typeof types.AdminAccountCreateDocument,
    "\n  mutation AdminUserForceLogout($id: ID!) {\n    adminUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n": typeof types.AdminUserForceLogoutDocument,
    "\n  mutation AdminUserResendInvitation($id: ID!) {\n    adminUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": typeof types.AdminUserResendInvitationDocument,
    "\n  mutation AdminUserSetActive($id: ID!, $isActive: Boolean!) {\n    adminUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminUserSetActiveDocument,
    "\n  mutation AdminUserSetRole($id: ID!, $role: Role!) {\n    adminUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminUserSetRoleDocument,
    "\n  mutation AdminUserUpdate($id: ID!, $input: AdminUserUpdateInput!) {\n    adminUserUpdate(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminUserUpdateDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    isActive\n    lastLoginAt\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    attorneyFirmName\n    hasPassword\n    invitation {\n      status\n      expiresAt\n      lastSentAt\n      emailSentAt\n      emailError\n    }\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $role: Role, $first: Int!, $after: String) {\n    adminUsers(search: $search, role: $role, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUserClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n      isActive\n      planName\n      maxUsers\n      activeUsers\n    }\n  }\n": typeof types.AdminUserClinicOptionsDocument,
    "\n  fragment InvitationDeliveryFields on InvitationDelivery {\n    expiresAt\n    mailConfigured\n    emailSent\n    emailError\n    link\n  }\n": typeof types.InvitationDeliveryFieldsFragmentDoc,
    "\n  mutation WaitlistEntryDelete($id: Int!) {\n    waitlistEntryDelete(id: $id)\n  }\n": typeof types.WaitlistEntryDeleteDocument,
    "\n  mutation WaitlistEntrySetNotes($id: Int!, $input: WaitlistNotesInput!) {\n    waitlistEntrySetNotes(id: $id, input: $input) {\n      id\n      notes\n    }\n  }\n": typeof types.WaitlistEntrySetNotesDocument,
    "\n  mutation WaitlistEntrySetContacted($id: Int!, $isContacted: Boolean!) {\n    waitlistEntrySetContacted(id: $id, isContacted: $isContacted) {\n      id\n      isContacted\n    }\n  }\n": typeof types.WaitlistEntrySetContactedDocument,
    "\n  fragment WaitlistEntryFields on WaitlistEntry {\n    id\n    name\n    email\n    practiceName\n    state\n    monthlyPICases\n    attorneyReferral\n    isContacted\n    notes\n    createdAt\n  }\n": typeof types.WaitlistEntryFieldsFragmentDoc,
    "\n  query WaitlistEntries($search: String, $first: Int!, $after: String) {\n    waitlistEntries(search: $search, first: $first, after: $after) {\n      nodes {\n        ...WaitlistEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.WaitlistEntriesDocument,
    "\n  query WaitlistStats {\n    waitlistStats {\n      total\n      contacted\n      pending\n      lastSevenDays\n    }\n  }\n": typeof types.WaitlistStatsDocument,
    "\n  fragment AiCaseOptionFields on Case {\n    id\n    caseNumber\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n": typeof types.AiCaseOptionFieldsFragmentDoc,
    "\n  query AiCaseOptions($search: String) {\n    cases(filter: { search: $search }, first: 20) {\n      nodes {\n        ...AiCaseOptionFields\n      }\n    }\n  }\n": typeof types.AiCaseOptionsDocument,
    "\n  query AiCaseById($id: Int!) {\n    case(id: $id) {\n      ...AiCaseOptionFields\n    }\n  }\n": typeof types.AiCaseByIdDocument,
    "\n  fragment CaseAnalysisFields on AiCaseAnalysis {\n    id\n    caseId\n    analysisType\n    status\n    confidence\n    prediction {\n      label\n      value\n    }\n    insights\n    recommendations\n    dataPoints {\n      key\n      label\n      value\n    }\n    error\n    requestedByName\n    createdAt\n  }\n": typeof types.CaseAnalysisFieldsFragmentDoc,
    "\n  query CaseAnalyses($caseId: Int!) {\n    caseAnalyses(caseId: $caseId) {\n      ...CaseAnalysisFields\n    }\n  }\n": typeof types.CaseAnalysesDocument,
    "\n  mutation CaseAnalyze($input: CaseAnalyzeInput!) {\n    caseAnalyze(input: $input) {\n      ...CaseAnalysisFields\n    }\n  }\n": typeof types.CaseAnalyzeDocument,
    "\n  query AiAutomation {\n    aiAutomation {\n      predictionsOn\n      modelRefits {\n        predictionType\n        currentVersion\n        fittedAt\n        trainingSize\n        refits\n        backtest {\n          name\n          value\n        }\n      }\n      documentAnalysisOn\n      documentAnalysisCounts {\n        status\n        count\n      }\n      averageProcessingTimeMs\n      recentDocumentAnalyses {\n        documentId\n        fileName\n        caseId\n        caseNumber\n        status\n        processingTimeMs\n        at\n      }\n    }\n  }\n": typeof types.AiAutomationDocument,
    "\n  fragment AiChatSessionFields on AiChatSessionView {\n    id\n    sessionType\n    caseId\n    caseNumber\n    title\n    updatedAt\n  }\n": typeof types.AiChatSessionFieldsFragmentDoc,
    "\n  fragment AiChatMessageFields on AiChatMessageView {\n    id\n    role\n    content\n    engine\n    fallbackReason\n    createdAt\n    citations {\n      type\n      id\n      label\n      path\n    }\n  }\n": typeof types.AiChatMessageFieldsFragmentDoc,
    "\n  query AiChatEngine {\n    aiChatEngine {\n      kind\n      name\n      exampleQuestions\n    }\n  }\n": typeof types.AiChatEngineDocument,
    "\n  query AiChatSessions($first: Int!) {\n    aiChatSessions(first: $first) {\n      nodes {\n        ...AiChatSessionFields\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AiChatSessionsDocument,
    "\n  query AiChatSession($id: Int!) {\n    aiChatSession(id: $id) {\n      session {\n        ...AiChatSessionFields\n      }\n      messages {\n        ...AiChatMessageFields\n      }\n    }\n  }\n": typeof types.AiChatSessionDocument,
    "\n  mutation AiChatSessionCreate($input: AiChatSessionCreateInput!) {\n    aiChatSessionCreate(input: $input) {\n      ...AiChatSessionFields\n    }\n  }\n": typeof types.AiChatSessionCreateDocument,
    "\n  mutation AiChatSend($input: AiChatSendInput!) {\n    aiChatSend(input: $input) {\n      question {\n        ...AiChatMessageFields\n      }\n      answer {\n        ...AiChatMessageFields\n      }\n    }\n  }\n": typeof types.AiChatSendDocument,
    "\n  query AiInsights {\n    aiInsights {\n      caseMetrics {\n        totalCases\n        activeCases\n        closedCases\n        settledCases\n        averageSettlement\n        averageDuration\n      }\n      recommendations {\n        kind\n        message\n        urgency\n        caseId\n        caseNumber\n        patientName\n      }\n      trends {\n        caseVolumeTrend {\n          month\n          count\n        }\n        settlementTrend {\n          month\n          count\n          averageAmount\n        }\n        treatmentDurationTrend {\n          month\n          count\n          averageMonths\n        }\n      }\n    }\n  }\n": typeof types.AiInsightsDocument,
    "\n  query AiConfig {\n    aiConfig {\n      features {\n        insights\n        caseAnalysis\n        documentAnalysis\n        chat\n        predictions\n      }\n      analysisTypes\n      predictionTypes\n    }\n  }\n": typeof types.AiConfigDocument,
    "\n  query CasePredictions($caseId: Int!) {\n    casePredictions(caseId: $caseId) {\n      caseId\n      confidenceDefinition\n      predictions {\n        type\n        value\n        rangeLow\n        rangeHigh\n        confidence\n        currentValue\n        modelVersion\n        trainingSize\n        insufficientReason\n        factors {\n          name\n          label\n          effect\n        }\n      }\n      netToClinic {\n        billedToDate\n        reductionShare\n        reductionShareLow\n        reductionShareHigh\n        net\n        netLow\n        netHigh\n        paymentDays\n        paymentDaysLow\n        paymentDaysHigh\n        paymentDate\n        noHistoryReason\n      }\n    }\n  }\n": typeof types.CasePredictionsDocument,
    "\n  query PredictionModels {\n    predictionModels {\n      type\n      version\n      modelVersion\n      algorithm\n      trainingSize\n      fittedAt\n      insufficientReason\n      backtest {\n        folds\n        n\n        mae\n        maePercentOfMean\n        coverage\n        points {\n          actual\n          predicted\n        }\n      }\n    }\n  }\n": typeof types.PredictionModelsDocument,
    "\n  mutation PredictionRefit {\n    predictionRefit {\n      queued\n    }\n  }\n": typeof types.PredictionRefitDocument,
    "\n  query AlertOverview {\n    alertOverview {\n      openCount\n      casesWithAlerts\n      byKind {\n        kind\n        count\n      }\n      alerts {\n        id\n        caseId\n        caseNumber\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n    }\n  }\n": typeof types.AlertOverviewDocument,
    "\n  query CaseAlertBoard($caseId: Int!) {\n    caseAlertBoard(caseId: $caseId) {\n      caseId\n      alerts {\n        id\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n      chargesToDate\n      coverages {\n        coverageId\n        coverageType\n        carrierName\n        limitAmount\n        applied\n        percent\n      }\n      statute {\n        state\n        periodMonths\n        source\n        deadline\n        daysLeft\n      }\n      statuteMissing\n    }\n  }\n": typeof types.CaseAlertBoardDocument,
    "\n  query ClinicAlertSettings {\n    clinicAlertSettings {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n": typeof types.ClinicAlertSettingsDocument,
    "\n  mutation ClinicAlertSettingsUpdate($input: ClinicAlertSettingsInput!) {\n    clinicAlertSettingsUpdate(input: $input) {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n": typeof types.ClinicAlertSettingsUpdateDocument,
    "\n  query StatutePeriods {\n    statutePeriods {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n": typeof types.StatutePeriodsDocument,
    "\n  mutation StatutePeriodSet($input: StatutePeriodInput!) {\n    statutePeriodSet(input: $input) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n": typeof types.StatutePeriodSetDocument,
    "\n  mutation StatutePeriodReset($state: String!) {\n    statutePeriodReset(state: $state) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n": typeof types.StatutePeriodResetDocument,
    "\n  query AttorneyPortalSummary {\n    attorneyPortalSummary {\n      activeCases\n      settledCases\n      averageSettlement\n      responseTimeHours\n      answeredMessages\n    }\n  }\n": typeof types.AttorneyPortalSummaryDocument,
    "\n  fragment RecentActivityMessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    subject\n    content\n    senderName\n    sentDate\n    isRead\n  }\n": typeof types.RecentActivityMessageFieldsFragmentDoc,
    "\n  query AttorneyRecentMessages($first: Int!) {\n    messages(first: $first) {\n      nodes {\n        ...RecentActivityMessageFields\n      }\n    }\n  }\n": typeof types.AttorneyRecentMessagesDocument,
    "\n  subscription AttorneyPortalMessageAdded {\n    messageAdded {\n      ...RecentActivityMessageFields\n    }\n  }\n": typeof types.AttorneyPortalMessageAddedDocument,
    "\n  fragment AttorneyOptionFields on Attorney {\n    id\n    fullName\n    firmName\n  }\n": typeof types.AttorneyOptionFieldsFragmentDoc,
    "\n  query AttorneyOptions($search: String) {\n    attorneys(search: $search, first: 20) {\n      nodes {\n        ...AttorneyOptionFields\n      }\n    }\n  }\n": typeof types.AttorneyOptionsDocument,
    "\n  query AttorneyDetail($id: Int!) {\n    attorney(id: $id) {\n      id\n      fullName\n      firmName\n      email\n      phone\n      barNumber\n      firmAddress\n      specialization\n      caseCount\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        patient {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.AttorneyDetailDocument,
    "\n  query AuthProviders {\n    authProviders {\n      id\n      label\n    }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  query ExternalLoginErrorMessage($code: String!) {\n    externalLoginErrorMessage(code: $code)\n  }\n": typeof types.ExternalLoginErrorMessageDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      state\n      message\n      email\n      firstName\n      expiresAt\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation InvitationAccept($token: String!, $password: String!) {\n    invitationAccept(token: $token, password: $password) {\n      email\n      role\n      signInPath\n    }\n  }\n": typeof types.InvitationAcceptDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      message\n    }\n  }\n": typeof types.PasswordResetRequestDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      state\n      message\n      email\n      expiresAt\n    }\n  }\n": typeof types.PasswordResetLinkDocument,
    "\n  mutation PasswordReset($token: String!, $password: String!) {\n    passwordReset(token: $token, password: $password) {\n      email\n      signInPath\n    }\n  }\n": typeof types.PasswordResetDocument,
    "\n  mutation SuperAdminSignIn($input: SuperAdminSignInInput!) {\n    superAdminSignIn(input: $input) {\n      step\n      enrollment {\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n    }\n  }\n": typeof types.SuperAdminSignInDocument,
    "\n  mutation SuperAdminVerify($input: SecondFactorInput!) {\n    superAdminVerify(input: $input) {\n      user {\n        ...CurrentUserFields\n      }\n      recoveryCodes\n    }\n  }\n": typeof types.SuperAdminVerifyDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment AutomationRuleFields on AutomationRule {\n    id\n    name\n    description\n    status\n    triggerType\n    triggerDays\n    conditions {\n      field\n      operator\n      value\n    }\n    actions {\n      type\n      target\n      template\n    }\n    isActive\n    priority\n    consecutiveFailures\n    disabledReason\n    lastRunAt\n    succeeded30d\n    failed30d\n  }\n": typeof types.AutomationRuleFieldsFragmentDoc,
    "\n  query AutomationRules {\n    automationRules {\n      ...AutomationRuleFields\n    }\n  }\n": typeof types.AutomationRulesDocument,
    "\n  query AutomationRule($id: Int!) {\n    automationRule(id: $id) {\n      ...AutomationRuleFields\n    }\n  }\n": typeof types.AutomationRuleDocument,
    "\n  query AutomationBuilderChoices {\n    automationActionChoices {\n      type\n      label\n    }\n    taskAssignees {\n      id\n      name\n    }\n  }\n": typeof types.AutomationBuilderChoicesDocument,
    "\n  query AutomationRulePreview($input: AutomationRuleInput!) {\n    automationRulePreview(input: $input) {\n      count\n      explanation\n      records {\n        caseId\n        caseNumber\n        patientName\n        since\n      }\n    }\n  }\n": typeof types.AutomationRulePreviewDocument,
    "\n  query AutomationExecutions($ruleId: Int, $first: Int!, $after: String) {\n    automationExecutions(ruleId: $ruleId, first: $first, after: $after) {\n      nodes {\n        id\n        ruleName\n        caseId\n        caseNumber\n        executionStatus\n        executionDetails\n        errorMessage\n        attempts\n        createdAt\n        executedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AutomationExecutionsDocument,
    "\n  mutation AutomationRuleCreate($input: AutomationRuleInput!) {\n    automationRuleCreate(input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n": typeof types.AutomationRuleCreateDocument,
    "\n  mutation AutomationRuleUpdate($id: Int!, $input: AutomationRuleInput!) {\n    automationRuleUpdate(id: $id, input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n": typeof types.AutomationRuleUpdateDocument,
    "\n  mutation AutomationRuleSetActive($id: Int!, $isActive: Boolean!) {\n    automationRuleSetActive(id: $id, isActive: $isActive) {\n      ...AutomationRuleFields\n    }\n  }\n": typeof types.AutomationRuleSetActiveDocument,
    "\n  mutation AutomationRuleRunNow($id: Int!) {\n    automationRuleRunNow(id: $id) {\n      matched\n      started\n    }\n  }\n": typeof types.AutomationRuleRunNowDocument,
    "\n  mutation AutomationRuleDelete($id: Int!) {\n    automationRuleDelete(id: $id)\n  }\n": typeof types.AutomationRuleDeleteDocument,
    "\n  mutation BillingStatusChange($input: BillingStatusChangeInput!) {\n    billingStatusChange(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n": typeof types.BillingStatusChangeDocument,
    "\n  fragment BillingEntryFields on BillingEntry {\n    id\n    caseId\n    caseNumber\n    patientName\n    clinicName\n    invoiceNumber\n    invoiceUrl\n    amount\n    adjustedAmount\n    description\n    status\n    dueDate\n    paidDate\n    paymentMethod\n    nextStatuses\n    lines {\n      ...BillingLineFields\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.BillingEntryFieldsFragmentDoc,
    "\n  mutation BillingEntryCreate($input: BillingEntryCreateInput!) {\n    billingEntryCreate(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n": typeof types.BillingEntryCreateDocument,
    "\n  fragment BillingLineFields on BillingLine {\n    id\n    lineNumber\n    serviceDate\n    procedureCode\n    description\n    modifiers\n    units\n    unitFee\n    amount\n    diagnosisCodes\n    providerName\n  }\n": typeof types.BillingLineFieldsFragmentDoc,
    "\n  query BillingEntries($filter: BillingFilter, $first: Int!, $after: String) {\n    billingEntries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...BillingEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.BillingEntriesDocument,
    "\n  subscription BillingStatusChanged($caseId: Int) {\n    billingStatusChanged(caseId: $caseId) {\n      ...BillingEntryFields\n    }\n  }\n": typeof types.BillingStatusChangedDocument,
    "\n  query BillingSummary {\n    billingSummary {\n      totalBilled\n      entryCount\n      outstanding\n      outstandingCount\n      paidThisMonth\n      paidThisMonthCount\n      denied\n      deniedCount\n    }\n  }\n": typeof types.BillingSummaryDocument,
    "\n  query NextCaseNumberPreview {\n    nextCaseNumberPreview\n  }\n": typeof types.NextCaseNumberPreviewDocument,
    "\n  mutation CaseCreate($input: CaseCreateInput!) {\n    caseCreate(input: $input) {\n      id\n      caseNumber\n    }\n  }\n": typeof types.CaseCreateDocument,
    "\n  fragment CaseDetailFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    notes\n    settlementAmount\n    patient {\n      id\n      fullName\n      phone\n      email\n      insuranceProvider\n      insurancePolicyNumber\n    }\n    attorney {\n      id\n      fullName\n      firmName\n      phone\n    }\n    history {\n      id\n      action\n      changedAt\n      changedByName\n      changedByRole\n      reason\n      changes {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    transfers {\n      id\n      transferDate\n      transferredByName\n      reason\n      notes\n      fromAttorney {\n        id\n        fullName\n      }\n      toAttorney {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.CaseDetailFieldsFragmentDoc,
    "\n  query CaseDetail($id: Int!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseDetailDocument,
    "\n  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {\n    caseUpdate(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseUpdateDocument,
    "\n  fragment CaseOptionFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n": typeof types.CaseOptionFieldsFragmentDoc,
    "\n  query CaseOptions($search: String, $openOnly: Boolean) {\n    cases(filter: { search: $search, openOnly: $openOnly }, first: 20) {\n      nodes {\n        ...CaseOptionFields\n      }\n    }\n  }\n": typeof types.CaseOptionsDocument,
    "\n  query CaseOption($id: Int!) {\n    case(id: $id) {\n      ...CaseOptionFields\n    }\n  }\n": typeof types.CaseOptionDocument,
    "\n  fragment PatientOptionFields on Patient {\n    id\n    fullName\n    dateOfBirth\n    phone\n  }\n": typeof types.PatientOptionFieldsFragmentDoc,
    "\n  query PatientOptions($search: String) {\n    patients(filter: { search: $search }, first: 20) {\n      nodes {\n        ...PatientOptionFields\n      }\n    }\n  }\n": typeof types.PatientOptionsDocument,
    "\n  fragment CaseSummaryFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    patient {\n      id\n      fullName\n    }\n    attorney {\n      id\n      fullName\n    }\n  }\n": typeof types.CaseSummaryFieldsFragmentDoc,
    "\n  query Cases(\n    $filter: CaseFilter\n    $sortBy: CaseSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      nodes {\n        ...CaseSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n      totalInScope\n    }\n  }\n": typeof types.CasesDocument,
    "\n  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {\n    caseTransfer(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseTransferDocument,
    "\n  fragment ClaimFields on InsuranceClaim {\n    id\n    caseId\n    caseNumber\n    patientName\n    claimNumber\n    claimType\n    status\n    coverageId\n    carrierName\n    coverageType\n    accidentState\n    submittedAt\n    billedAmount\n    allowedAmount\n    paidAmount\n    patientResponsibility\n    deductibleApplied\n    copayAmount\n    coinsuranceAmount\n    paymentDate\n    denialReason\n    appealNotes\n    nextStatuses\n    cms1500Url\n    x837Url\n    createdAt\n    serviceLines {\n      billingLineId\n      serviceDate\n      procedureCode\n      modifiers\n      units\n      charge\n      diagnosisCodes\n    }\n  }\n": typeof types.ClaimFieldsFragmentDoc,
    "\n  query InsuranceClaims($filter: ClaimFilter, $first: Int!, $after: String) {\n    insuranceClaims(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...ClaimFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.InsuranceClaimsDocument,
    "\n  query InsuranceClaim($id: Int!) {\n    insuranceClaim(id: $id) {\n      ...ClaimFields\n    }\n  }\n": typeof types.InsuranceClaimDocument,
    "\n  fragment CoverageFields on CaseCoverage {\n    id\n    caseId\n    coverageType\n    carrierName\n    payerId\n    policyNumber\n    carrierClaimNumber\n    memberId\n    insuredName\n    insuredRelationship\n    limitAmount\n    adjusterName\n    adjusterPhone\n  }\n": typeof types.CoverageFieldsFragmentDoc,
    "\n  query CaseCoverages($caseId: Int!) {\n    caseCoverages(caseId: $caseId) {\n      ...CoverageFields\n    }\n  }\n": typeof types.CaseCoveragesDocument,
    "\n  query ClaimableLines($caseId: Int!) {\n    claimableLines(caseId: $caseId) {\n      billingLineId\n      invoiceNumber\n      serviceDate\n      procedureCode\n      description\n      units\n      amount\n      diagnosisCodes\n    }\n  }\n": typeof types.ClaimableLinesDocument,
    "\n  mutation CaseCoverageCreate($input: CoverageCreateInput!) {\n    caseCoverageCreate(input: $input) {\n      ...CoverageFields\n    }\n  }\n": typeof types.CaseCoverageCreateDocument,
    "\n  mutation CaseCoverageUpdate($input: CoverageUpdateInput!) {\n    caseCoverageUpdate(input: $input) {\n      ...CoverageFields\n    }\n  }\n": typeof types.CaseCoverageUpdateDocument,
    "\n  mutation CaseCoverageRemove($id: Int!) {\n    caseCoverageRemove(id: $id)\n  }\n": typeof types.CaseCoverageRemoveDocument,
    "\n  mutation InsuranceClaimCreate($input: ClaimCreateInput!) {\n    insuranceClaimCreate(input: $input) {\n      ...ClaimFields\n    }\n  }\n": typeof types.InsuranceClaimCreateDocument,
    "\n  mutation InsuranceClaimSubmit($id: Int!) {\n    insuranceClaimSubmit(id: $id) {\n      ...ClaimFields\n    }\n  }\n": typeof types.InsuranceClaimSubmitDocument,
    "\n  mutation InsuranceClaimRecordPayment($input: ClaimPaymentInput!) {\n    insuranceClaimRecordPayment(input: $input) {\n      ...ClaimFields\n    }\n  }\n": typeof types.InsuranceClaimRecordPaymentDocument,
    "\n  mutation InsuranceClaimDeny($input: ClaimDenialInput!) {\n    insuranceClaimDeny(input: $input) {\n      ...ClaimFields\n    }\n  }\n": typeof types.InsuranceClaimDenyDocument,
    "\n  mutation InsuranceClaimAppeal($input: ClaimAppealInput!) {\n    insuranceClaimAppeal(input: $input) {\n      ...ClaimFields\n    }\n  }\n": typeof types.InsuranceClaimAppealDocument,
    "\n  query ClinicBilling {\n    clinicBilling {\n      balance\n      paymentProvider\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n  }\n": typeof types.ClinicBillingDocument,
    "\n  query ClinicBillingInvoices($first: Int, $after: String) {\n    clinicBillingInvoices(first: $first, after: $after) {\n      nodes {\n        id\n        number\n        kind\n        status\n        periodStart\n        periodEnd\n        issuedAt\n        dueDate\n        total\n        amountPaid\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ClinicBillingInvoicesDocument,
    "\n  query ClinicBillingPayments($first: Int, $after: String) {\n    clinicBillingPayments(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        status\n        amount\n        methodLabel\n        description\n        invoiceNumber\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ClinicBillingPaymentsDocument,
    "\n  mutation ClinicCardUpdate($input: ClinicCardInput!) {\n    clinicCardUpdate(input: $input) {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n": typeof types.ClinicCardUpdateDocument,
    "\n  mutation PayOpenInvoices($clinicId: Int!) {\n    payOpenInvoices(clinicId: $clinicId) {\n      charges\n      openInvoices\n      billingStatus\n      balance\n      failureMessage\n    }\n  }\n": typeof types.PayOpenInvoicesDocument,
    "\n  fragment FeeScheduleItemFields on FeeScheduleItem {\n    id\n    procedureCode\n    description\n    fee\n    defaultUnits\n    isActive\n  }\n": typeof types.FeeScheduleItemFieldsFragmentDoc,
    "\n  query ClinicFeeSchedule {\n    feeSchedule(includeInactive: true) {\n      ...FeeScheduleItemFields\n    }\n  }\n": typeof types.ClinicFeeScheduleDocument,
    "\n  mutation FeeScheduleItemCreate($input: FeeScheduleItemInput!) {\n    feeScheduleItemCreate(input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n": typeof types.FeeScheduleItemCreateDocument,
    "\n  mutation FeeScheduleItemUpdate($id: Int!, $input: FeeScheduleItemInput!) {\n    feeScheduleItemUpdate(id: $id, input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n": typeof types.FeeScheduleItemUpdateDocument,
    "\n  query ClinicSubscription {\n    clinicSubscription {\n      plan {\n        code\n        name\n        monthlyPrice\n        annualPrice\n        maxUsers\n        maxActiveCases\n        storageGb\n        supportLevel\n      }\n      usage {\n        users\n        activeCases\n        storageBytes\n      }\n      billingStatus\n      billingFrequency\n      monthlyRate\n      annualRate\n      nextBillingDate\n      trialEndsAt\n    }\n  }\n": typeof types.ClinicSubscriptionDocument,
    "\n  fragment ClinicProfileFields on ClinicProfile {\n    id\n    name\n    address\n    city\n    state\n    zipCode\n    phone\n    email\n    npi\n    taxId\n    timeZone\n    businessHours {\n      day\n      closed\n      opens\n      closes\n    }\n    letterheadText\n    logoUpdatedAt\n  }\n": typeof types.ClinicProfileFieldsFragmentDoc,
    "\n  query ClinicProfile {\n    clinicProfile {\n      ...ClinicProfileFields\n    }\n  }\n": typeof types.ClinicProfileDocument,
    "\n  mutation ClinicProfileUpdate($input: ClinicProfileInput!) {\n    clinicProfileUpdate(input: $input) {\n      ...ClinicProfileFields\n    }\n  }\n": typeof types.ClinicProfileUpdateDocument,
    "\n  mutation ClinicLogoRemove {\n    clinicLogoRemove {\n      ...ClinicProfileFields\n    }\n  }\n": typeof types.ClinicLogoRemoveDocument,
    "\n  mutation AppointmentTypeSave($input: AppointmentTypeSaveInput!) {\n    appointmentTypeSave(input: $input) {\n      id\n      name\n      durationMinutes\n      color\n      isReExam\n      isActive\n    }\n  }\n": typeof types.AppointmentTypeSaveDocument,
    "\n  mutation RoomSave($input: RoomSaveInput!) {\n    roomSave(input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.RoomSaveDocument,
    "\n  mutation ClinicProviderSet($input: ProviderSetInput!) {\n    clinicProviderSet(input: $input) {\n      id\n      name\n      npi\n      isProvider\n    }\n  }\n": typeof types.ClinicProviderSetDocument,
    "\n  query ClinicUsers($search: String, $first: Int!, $after: String) {\n    clinicUsers(search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.ClinicUsersDocument,
    "\n  mutation ClinicUserInvite($input: ClinicUserInviteInput!) {\n    clinicUserInvite(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": typeof types.ClinicUserInviteDocument,
    "\n  mutation ClinicUserSetRole($id: ID!, $role: Role!) {\n    clinicUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.ClinicUserSetRoleDocument,
    "\n  mutation ClinicUserSetActive($id: ID!, $isActive: Boolean!) {\n    clinicUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.ClinicUserSetActiveDocument,
    "\n  mutation ClinicUserForceLogout($id: ID!) {\n    clinicUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n": typeof types.ClinicUserForceLogoutDocument,
    "\n  mutation ClinicUserResendInvitation($id: ID!) {\n    clinicUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": typeof types.ClinicUserResendInvitationDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventKinds\n    isActive\n    parkedAt\n    parkedReason\n    consecutiveFailures\n    parkedDeliveries\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventKind\n    payload\n    status\n    attempts\n    lastStatusCode\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEventKinds {\n    webhookEventKinds {\n      kind\n      description\n    }\n  }\n": typeof types.WebhookEventKindsDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($filter: WebhookDeliveryFilter!, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation WebhookEndpointCreate($input: WebhookEndpointInput!) {\n    webhookEndpointCreate(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.WebhookEndpointCreateDocument,
    "\n  mutation WebhookEndpointUpdate($id: Int!, $input: WebhookEndpointInput!) {\n    webhookEndpointUpdate(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointUpdateDocument,
    "\n  mutation WebhookEndpointDelete($id: Int!) {\n    webhookEndpointDelete(id: $id)\n  }\n": typeof types.WebhookEndpointDeleteDocument,
    "\n  mutation WebhookEndpointRollSecret($id: Int!) {\n    webhookEndpointRollSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.WebhookEndpointRollSecretDocument,
    "\n  mutation WebhookEndpointSendTest($id: Int!) {\n    webhookEndpointSendTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.WebhookEndpointSendTestDocument,
    "\n  mutation WebhookEndpointUnpark($id: Int!) {\n    webhookEndpointUnpark(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointUnparkDocument,
    "\n  mutation WebhookDeliveryReplay($id: Int!) {\n    webhookDeliveryReplay(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.WebhookDeliveryReplayDocument,
    "\n  mutation WebhookDeliveriesReplayParked($endpointId: Int!) {\n    webhookDeliveriesReplayParked(endpointId: $endpointId)\n  }\n": typeof types.WebhookDeliveriesReplayParkedDocument,
    "\n  fragment ScorecardFields on AttorneyScorecard {\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    firmName\n    casesOpen\n    casesClosed\n    withdrawals\n    withdrawalRate\n    paidSettlements\n    awaitingPayment\n    avgDaysToPayment\n    reducedCases\n    avgReductionPercent\n    answeredMessages\n    awaitingReply\n    avgResponseHours\n    medianResponseHours\n  }\n": typeof types.ScorecardFieldsFragmentDoc,
    "\n  query AttorneyScorecard($attorneyId: Int!, $period: ScorecardPeriod!) {\n    attorneyScorecard(attorneyId: $attorneyId, period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n": typeof types.AttorneyScorecardDocument,
    "\n  query MyScorecard($period: ScorecardPeriod!) {\n    myScorecard(period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n": typeof types.MyScorecardDocument,
    "\n  query AttorneyScorecards {\n    attorneyScorecards {\n      ...ScorecardFields\n    }\n  }\n": typeof types.AttorneyScorecardsDocument,
    "\n  query LienNotices($caseId: Int!) {\n    lienNotices(caseId: $caseId) {\n      id\n      toAttorneyName\n      asOf\n      totalCharges\n      totalPayments\n      totalReductions\n      totalWriteOffs\n      balance\n      createdAt\n      pdfUrl\n    }\n  }\n": typeof types.LienNoticesDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.RecentCasesDocument,
    "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n": typeof types.RecentPatientsDocument,
    "\n  query AttorneyDashboard {\n    attorneyDashboard {\n      clinics {\n        clinicId\n        clinicName\n        activeCases\n        totalCases\n        recentCases {\n          id\n          caseNumber\n          patientName\n          status\n        }\n      }\n      waiting {\n        kind\n        caseId\n        caseNumber\n        patientName\n        clinicName\n        occurredAt\n        summary\n        link\n      }\n      waitingCounts {\n        counterOffers\n        newDocuments\n        unreadMessages\n        submittedBills\n      }\n    }\n  }\n": typeof types.AttorneyDashboardDocument,
    "\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n": typeof types.PatientCardFieldsFragmentDoc,
    "\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.OverviewPatientsDocument,
    "\n  query DocumentAnalysisStatus($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      id\n      status\n    }\n  }\n": typeof types.DocumentAnalysisStatusDocument,
    "\n  fragment DocumentAnalysisFields on DocumentAnalysis {\n    id\n    documentId\n    status\n    confidence\n    processingTimeMs\n    error\n    completedAt\n    canRetry\n    findings {\n      totalAmount\n      pages\n      characters\n      truncated\n      dates {\n        date\n        text\n        context\n        verified\n      }\n      providers {\n        name\n        source\n        context\n        verified\n      }\n      amounts {\n        amount\n        isTotal\n        context\n        verified\n      }\n      diagnosisCodes {\n        code\n        description\n        context\n        verified\n      }\n    }\n  }\n": typeof types.DocumentAnalysisFieldsFragmentDoc,
    "\n  query DocumentAnalysis($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n": typeof types.DocumentAnalysisDocument,
    "\n  mutation DocumentAnalysisRetry($documentId: Int!) {\n    documentAnalysisRetry(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n": typeof types.DocumentAnalysisRetryDocument,
    "\n  fragment DocumentFields on Document {\n    id\n    caseId\n    caseNumber\n    patientName\n    fileName\n    fileType\n    fileSize\n    documentType\n    description\n    isConfidential\n    sharedWithPatient\n    uploadDate\n    uploadedByName\n    downloadUrl\n    canDelete\n    analysis {\n      id\n      status\n    }\n  }\n": typeof types.DocumentFieldsFragmentDoc,
    "\n  mutation DocumentDelete($id: Int!) {\n    documentDelete(id: $id)\n  }\n": typeof types.DocumentDeleteDocument,
    "\n  query Documents($caseId: Int, $first: Int!, $after: String) {\n    documents(caseId: $caseId, first: $first, after: $after) {\n      nodes {\n        ...DocumentFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DocumentsDocument,
    "\n  query DocumentUploadPolicy {\n    documentUploadPolicy {\n      maxBytes\n      allowedExtensions\n    }\n  }\n": typeof types.DocumentUploadPolicyDocument,
    "\n  fragment FundingPacketFields on FundingPacket {\n    asOf\n    accident {\n      caseType\n      accidentDate\n    }\n    ledger {\n      billedToDate\n      creditedToDate\n      balance\n    }\n    treatment {\n      visitsAttended\n      visitsMissed\n      visitsScheduled\n      firstVisit\n      lastVisit\n      plan {\n        visitsPerWeek\n        weeks\n        startDate\n        status\n      }\n    }\n    coverage {\n      coverageType\n      carrierName\n      limitAmount\n    }\n  }\n": typeof types.FundingPacketFieldsFragmentDoc,
    "\n  fragment FundingRequestFields on FundingRequest {\n    id\n    reference\n    caseId\n    partnerName\n    requestedAmount\n    purpose\n    urgencyLevel\n    status\n    submittedAt\n    approvedAmount\n    fundedAmount\n    interestRate\n    repaymentTerms\n    shared\n    packet {\n      ...FundingPacketFields\n    }\n    decisionDate\n    fundedDate\n    notes\n    partnerNote\n    quote {\n      outcome\n      message\n      amount\n      rate\n      terms\n      at\n    }\n    partnerLinkExpiresAt\n    partnerLinkUsedAt\n    requestedByName\n    createdAt\n    abilities {\n      canSubmit\n      canQuote\n      canRecordFunded\n      canRenewLink\n    }\n  }\n": typeof types.FundingRequestFieldsFragmentDoc,
    "\n  query CaseFunding($caseId: Int!) {\n    caseFunding(caseId: $caseId) {\n      caseId\n      caseNumber\n      canRequest\n      packet {\n        ...FundingPacketFields\n      }\n      requests {\n        ...FundingRequestFields\n      }\n    }\n  }\n": typeof types.CaseFundingDocument,
    "\n  query FundingPartnerOptions {\n    fundingPartnerOptions {\n      id\n      companyName\n      fundingTypes\n      minimumAmount\n      maximumAmount\n      typicalRate\n      approvalTimeHours\n      rating\n      instantQuote\n    }\n  }\n": typeof types.FundingPartnerOptionsDocument,
    "\n  mutation FundingRequestCreate($input: FundingRequestInput!) {\n    fundingRequestCreate(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n": typeof types.FundingRequestCreateDocument,
    "\n  mutation FundingRequestSubmit($id: Int!) {\n    fundingRequestSubmit(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n": typeof types.FundingRequestSubmitDocument,
    "\n  mutation FundingRequestRenewLink($id: Int!) {\n    fundingRequestRenewLink(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n": typeof types.FundingRequestRenewLinkDocument,
    "\n  mutation FundingRequestQuote($id: Int!) {\n    fundingRequestQuote(id: $id) {\n      ...FundingRequestFields\n    }\n  }\n": typeof types.FundingRequestQuoteDocument,
    "\n  mutation FundingRequestRecordFunded($input: FundingFundedInput!) {\n    fundingRequestRecordFunded(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n": typeof types.FundingRequestRecordFundedDocument,
    "\n  subscription FundingRequestChanged($caseId: Int!) {\n    fundingRequestChanged(caseId: $caseId) {\n      ...FundingRequestFields\n    }\n  }\n": typeof types.FundingRequestChangedDocument,
    "\n  query IntakeForm {\n    intakeFormToken\n    intakeConsentText {\n      version\n      en\n      es\n    }\n  }\n": typeof types.IntakeFormDocument,
    "\n  mutation PublicIntakeSubmit($input: IntakeSubmitInput!) {\n    publicIntakeSubmit(input: $input) {\n      intakeCode\n      createdAt\n    }\n  }\n": typeof types.PublicIntakeSubmitDocument,
    "\n  query IntakeDesk($filter: IntakeFilter, $sort: IntakeSort!, $first: Int, $after: String) {\n    intakes(filter: $filter, sort: $sort, first: $first, after: $after) {\n      nodes {\n        ...IntakeCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.IntakeDeskDocument,
    "\n  fragment IntakeCardFields on PublicIntake {\n    id\n    intakeCode\n    firstName\n    lastName\n    email\n    phone\n    injuryDate\n    injuryType\n    injuryDescription\n    locationCity\n    locationState\n    insuranceCarrier\n    hasAttorney\n    attorneyName\n    hasMedicalProvider\n    providerName\n    urgencyLevel\n    triageScore\n    triageReasons {\n      factor\n      points\n      text\n    }\n    matchedClinicId\n    matchedClinicName\n    matchedAttorneyId\n    matchedAttorneyName\n    matchReasons {\n      factor\n      points\n      text\n    }\n    conversionStatus\n    contactedAt\n    convertedAt\n    closedAt\n    closeReason\n    convertedPatientId\n    convertedCaseId\n    convertedCaseNumber\n    language\n    source\n    utm {\n      key\n      value\n    }\n    ipAddress\n    createdAt\n  }\n": typeof types.IntakeCardFieldsFragmentDoc,
    "\n  mutation IntakeMarkContacted($id: Int!) {\n    intakeMarkContacted(id: $id) {\n      ...IntakeCardFields\n    }\n  }\n": typeof types.IntakeMarkContactedDocument,
    "\n  mutation IntakeClose($input: IntakeCloseInput!) {\n    intakeClose(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n": typeof types.IntakeCloseDocument,
    "\n  mutation IntakeConvert($input: IntakeConvertInput!) {\n    intakeConvert(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n": typeof types.IntakeConvertDocument,
    "\n  query IntakeClinicChoices {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n          city\n          state\n        }\n      }\n    }\n  }\n": typeof types.IntakeClinicChoicesDocument,
    "\n  mutation ContactMessageSend($input: ContactMessageInput!) {\n    contactMessageSend(input: $input) {\n      id\n      createdAt\n    }\n  }\n": typeof types.ContactMessageSendDocument,
    "\n  query LandingPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      annualSaving\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n": typeof types.LandingPlansDocument,
    "\n  mutation WaitlistJoin($input: WaitlistJoinInput!) {\n    waitlistJoin(input: $input) {\n      id\n      name\n      email\n      practiceName\n    }\n  }\n": typeof types.WaitlistJoinDocument,
    "\n  query CaseLedger($caseId: Int!) {\n    caseLedger(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n": typeof types.CaseLedgerDocument,
    "\n  mutation LedgerClose($input: LedgerCloseInput!) {\n    ledger: ledgerClose(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": typeof types.LedgerCloseDocument,
    "\n  fragment LedgerEntryFields on LedgerEntry {\n    id\n    kind\n    amount\n    balanceAfter\n    description\n    effectiveDate\n    billingId\n    invoiceNumber\n    reductionRequestId\n    paymentMethod\n    reference\n    createdByName\n    createdAt\n  }\n": typeof types.LedgerEntryFieldsFragmentDoc,
    "\n  fragment ReductionRequestFields on ReductionRequest {\n    id\n    caseId\n    status\n    originalAmount\n    requestedPercentage\n    requestedAmount\n    reason\n    requestedByName\n    counterAmount\n    clinicNotes\n    approvedAmount\n    respondedByName\n    resolvedAt\n    createdAt\n    letterUrl\n  }\n": typeof types.ReductionRequestFieldsFragmentDoc,
    "\n  fragment CaseLedgerFields on CaseLedger {\n    caseId\n    caseNumber\n    patientName\n    attorneyName\n    balance\n    totalCharges\n    totalPayments\n    totalReductions\n    totalWriteOffs\n    settlementAmount\n    settlementDate\n    closedAt\n    closedByName\n    entries {\n      ...LedgerEntryFields\n    }\n    reductionRequests {\n      ...ReductionRequestFields\n    }\n    abilities {\n      canRequestReduction\n      canRecordSettlement\n      canRecordPayment\n      canClose\n      reductionActions\n    }\n  }\n": typeof types.CaseLedgerFieldsFragmentDoc,
    "\n  subscription CaseLedgerChanged($caseId: Int!) {\n    caseLedgerChanged(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n": typeof types.CaseLedgerChangedDocument,
    "\n  mutation LedgerPaymentRecord($input: LedgerPaymentInput!) {\n    ledger: ledgerPaymentRecord(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": typeof types.LedgerPaymentRecordDocument,
    "\n  mutation ReductionRequest($input: ReductionRequestInput!) {\n    ledger: reductionRequest(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": typeof types.ReductionRequestDocument,
    "\n  mutation ReductionRespond($input: ReductionRespondInput!) {\n    ledger: reductionRespond(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": typeof types.ReductionRespondDocument,
    "\n  fragment MarketingLeadFields on MarketingLead {\n    id\n    firstName\n    lastName\n    company\n    email\n    phone\n    source\n    status\n    injuryType\n    severity\n    notes\n    assignedToName\n    convertedToPatientId\n    salesLeadId\n    convertedAt\n    leadScore\n    scoreReasons {\n      factor\n      points\n      text\n    }\n    lastContactedAt\n    nextFollowUpAt\n    unsubscribed\n    createdAt\n  }\n": typeof types.MarketingLeadFieldsFragmentDoc,
    "\n  query MarketingLeads($filter: MarketingLeadFilter, $first: Int, $after: String) {\n    marketingLeads(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...MarketingLeadFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MarketingLeadsDocument,
    "\n  mutation MarketingLeadCreate($input: MarketingLeadInput!) {\n    marketingLeadCreate(input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n": typeof types.MarketingLeadCreateDocument,
    "\n  mutation MarketingLeadUpdate($id: Int!, $input: MarketingLeadInput!) {\n    marketingLeadUpdate(id: $id, input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n": typeof types.MarketingLeadUpdateDocument,
    "\n  mutation MarketingLeadConvert($id: Int!) {\n    marketingLeadConvert(id: $id) {\n      ...MarketingLeadFields\n    }\n  }\n": typeof types.MarketingLeadConvertDocument,
    "\n  fragment CrmActivityFields on CrmActivity {\n    id\n    type\n    subject\n    description\n    relatedTo\n    relatedId\n    relatedName\n    status\n    priority\n    outcome\n    dueDate\n    overdue\n    completedAt\n    assignedToName\n    createdByName\n    createdAt\n  }\n": typeof types.CrmActivityFieldsFragmentDoc,
    "\n  query CrmActivities($filter: CrmActivityFilter, $first: Int) {\n    crmActivities(filter: $filter, first: $first) {\n      nodes {\n        ...CrmActivityFields\n      }\n    }\n  }\n": typeof types.CrmActivitiesDocument,
    "\n  mutation CrmActivityCreate($input: CrmActivityInput!) {\n    crmActivityCreate(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n": typeof types.CrmActivityCreateDocument,
    "\n  mutation CrmActivityComplete($input: CrmActivityCompleteInput!) {\n    crmActivityComplete(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n": typeof types.CrmActivityCompleteDocument,
    "\n  fragment MarketingCampaignFields on MarketingCampaign {\n    id\n    name\n    status\n    audienceId\n    audienceName\n    subject\n    content\n    budget\n    sendAt\n    sentAt\n    totalRecipients\n    delivered\n    opened\n    clicked\n    converted\n    unsubscribed\n    skipped\n    cost\n    revenue\n    roi\n    createdAt\n  }\n": typeof types.MarketingCampaignFieldsFragmentDoc,
    "\n  query MarketingCampaigns {\n    marketingCampaigns {\n      ...MarketingCampaignFields\n    }\n    marketingAudiences {\n      id\n      name\n      reachable\n      excluded\n      filter {\n        includeLeads\n        includePatients\n        leadStatuses\n        leadSources\n        minLeadScore\n        patientCities\n        patientStates\n        patientsSince\n      }\n    }\n  }\n": typeof types.MarketingCampaignsDocument,
    "\n  query MarketingCampaignRecipients($campaignId: Int!) {\n    marketingCampaignRecipients(campaignId: $campaignId) {\n      id\n      email\n      name\n      status\n      queuedAt\n      openedAt\n      clickedAt\n    }\n  }\n": typeof types.MarketingCampaignRecipientsDocument,
    "\n  mutation MarketingAudienceCreate($input: MarketingAudienceInput!) {\n    marketingAudienceCreate(input: $input) {\n      id\n      name\n      reachable\n      excluded\n    }\n  }\n": typeof types.MarketingAudienceCreateDocument,
    "\n  mutation MarketingCampaignCreate($input: MarketingCampaignInput!) {\n    marketingCampaignCreate(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n": typeof types.MarketingCampaignCreateDocument,
    "\n  mutation MarketingCampaignSend($input: MarketingCampaignSendInput!) {\n    marketingCampaignSend(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n": typeof types.MarketingCampaignSendDocument,
    "\n  mutation MarketingCampaignResultsSet($input: MarketingCampaignResultsInput!) {\n    marketingCampaignResultsSet(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n": typeof types.MarketingCampaignResultsSetDocument,
    "\n  query MarketingAnalytics {\n    marketingAnalytics {\n      sent\n      delivered\n      opened\n      clicked\n      unsubscribed\n      converted\n      cost\n      revenue\n      roi\n      leadsBySource {\n        key\n        count\n      }\n      leadsByStatus {\n        key\n        count\n      }\n      leadsOverTime {\n        weekStart\n        byStatus {\n          key\n          count\n        }\n      }\n      rolledUpAt\n    }\n  }\n": typeof types.MarketingAnalyticsDocument,
    "\n  query MarketingSettings($clinic: Boolean!) {\n    marketingAutomationRules {\n      id\n      name\n      triggerType\n      triggerSentence\n      triggerConditions {\n        field\n        operator\n        value\n      }\n      actions {\n        type\n        target\n        template\n        days\n      }\n      isActive\n      lastTriggered\n      totalTriggers\n      successfulTriggers\n      lastError\n    }\n    crmIntegration @include(if: $clinic) {\n      id\n      platform\n      webhookUrl\n      events\n      syncEnabled\n      syncFrequency\n      hasApiKey\n      lastSyncAt\n      lastError\n    }\n    crmSyncDeliveries @include(if: $clinic) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n": typeof types.MarketingSettingsDocument,
    "\n  mutation MarketingRuleSave($id: Int, $input: MarketingRuleInput!) {\n    marketingAutomationRuleSave(id: $id, input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.MarketingRuleSaveDocument,
    "\n  mutation CrmIntegrationSave($input: CrmIntegrationInput!) {\n    crmIntegrationSave(input: $input) {\n      id\n      signingSecret\n    }\n  }\n": typeof types.CrmIntegrationSaveDocument,
    "\n  mutation CrmIntegrationTest {\n    crmIntegrationTest {\n      id\n      status\n      responseStatus\n      lastError\n    }\n  }\n": typeof types.CrmIntegrationTestDocument,
    "\n  mutation MessageSend($input: MessageSendInput!) {\n    messageSend(input: $input) {\n      ...MessageFields\n    }\n  }\n": typeof types.MessageSendDocument,
    "\n  query MessageConversations($filter: MessageFilter, $first: Int!, $after: String) {\n    messageConversations(filter: $filter, first: $first, after: $after) {\n      nodes {\n        caseId\n        caseNumber\n        patientName\n        messageCount\n        unreadCount\n        lastMessageAt\n        lastSubject\n        lastSenderName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MessageConversationsDocument,
    "\n  mutation MessagesMarkAllRead {\n    messagesMarkAllRead\n  }\n": typeof types.MessagesMarkAllReadDocument,
    "\n  query Messages($caseId: Int, $first: Int!, $after: String, $filter: MessageFilter) {\n    messages(caseId: $caseId, first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...MessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MessagesDocument,
    "\n  mutation MessagesMarkRead($ids: [Int!]!) {\n    messagesMarkRead(ids: $ids)\n  }\n": typeof types.MessagesMarkReadDocument,
    "\n  subscription MessageAdded($caseId: Int) {\n    messageAdded(caseId: $caseId) {\n      ...MessageFields\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  fragment MessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    senderId\n    senderName\n    senderRole\n    recipientType\n    recipientName\n    subject\n    content\n    messageType\n    parentMessageId\n    sentDate\n    isRead\n    readByRecipient\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    link\n    caseId\n    readAt\n    createdAt\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n": typeof types.NotificationUnreadCountDocument,
    "\n  query Notifications($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation NotificationMarkRead($id: Int!) {\n    notificationMarkRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationMarkReadDocument,
    "\n  mutation NotificationMarkAllRead {\n    notificationMarkAllRead\n  }\n": typeof types.NotificationMarkAllReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation NotificationPreferenceSet($kind: NotificationKind!, $delivery: NotificationDelivery!) {\n    notificationPreferenceSet(kind: $kind, delivery: $delivery) {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n": typeof types.NotificationPreferenceSetDocument,
    "\n  fragment PortalAccessFields on PortalAccessView {\n    id\n    isActive\n    invitedVia\n    invitedAt\n    inviteExpiresAt\n    acceptedAt\n    lastAccessAt\n    mfaEnabled\n    mfaMethod\n    familyMemberAccess\n    familyMembers {\n      id\n      name\n      relationship\n      permission\n      acceptedAt\n    }\n  }\n": typeof types.PortalAccessFieldsFragmentDoc,
    "\n  query PatientPortalAccess($patientId: Int!) {\n    portalAccess(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n": typeof types.PatientPortalAccessDocument,
    "\n  mutation PortalInvite($input: PortalInviteInput!) {\n    portalInvite(input: $input) {\n      sentTo\n      delivered\n      link\n      access {\n        ...PortalAccessFields\n      }\n    }\n  }\n": typeof types.PortalInviteDocument,
    "\n  mutation PortalDeactivate($patientId: Int!) {\n    portalDeactivate(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n": typeof types.PortalDeactivateDocument,
    "\n  query PortalMe {\n    me {\n      id\n      role\n    }\n  }\n": typeof types.PortalMeDocument,
    "\n  query PortalFamilyMembers {\n    portalFamilyMembers {\n      id\n      firstName\n      lastName\n      email\n      relationship\n      permission\n      acceptedAt\n      inviteExpiresAt\n    }\n  }\n": typeof types.PortalFamilyMembersDocument,
    "\n  mutation PortalFamilyGrant($input: PortalFamilyGrantInput!) {\n    portalFamilyGrant(input: $input) {\n      sentTo\n      link\n      member {\n        id\n      }\n    }\n  }\n": typeof types.PortalFamilyGrantDocument,
    "\n  mutation PortalFamilySetPermission($id: Int!, $permission: PortalFamilyPermission!) {\n    portalFamilySetPermission(id: $id, permission: $permission) {\n      id\n      permission\n    }\n  }\n": typeof types.PortalFamilySetPermissionDocument,
    "\n  mutation PortalFamilyRevoke($id: Int!) {\n    portalFamilyRevoke(id: $id)\n  }\n": typeof types.PortalFamilyRevokeDocument,
    "\n  query PortalProfile {\n    portalMe {\n      firstName\n      lastName\n      clinicName\n      clinicPhone\n      preferredLanguage\n      viewerFirstName\n      familyMember\n      permission\n    }\n  }\n": typeof types.PortalProfileDocument,
    "\n  mutation PortalPreferencesUpdate($input: PortalPreferencesInput!) {\n    portalPreferencesUpdate(input: $input) {\n      preferredLanguage\n    }\n  }\n": typeof types.PortalPreferencesUpdateDocument,
    "\n  mutation PortalSignOut {\n    logout\n  }\n": typeof types.PortalSignOutDocument,
    "\n  query PortalAppointments($past: Boolean!) {\n    portalAppointments(past: $past) {\n      id\n      startsAt\n      endsAt\n      status\n      confirmedAt\n      typeName\n      providerName\n      clinicName\n      changeable\n    }\n  }\n": typeof types.PortalAppointmentsDocument,
    "\n  mutation PortalAppointmentConfirm($id: Int!) {\n    portalAppointmentConfirm(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n": typeof types.PortalAppointmentConfirmDocument,
    "\n  mutation PortalAppointmentCancel($id: Int!) {\n    portalAppointmentCancel(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n": typeof types.PortalAppointmentCancelDocument,
    "\n  query PortalDocuments {\n    portalDocuments {\n      id\n      fileName\n      documentType\n      uploadedAt\n      downloadUrl\n    }\n  }\n": typeof types.PortalDocumentsDocument,
    "\n  query PortalStatement {\n    portalStatement {\n      charges\n      credits\n      balance\n      lines {\n        id\n        date\n        kind\n        description\n        amount\n        caseNumber\n      }\n    }\n  }\n": typeof types.PortalStatementDocument,
    "\n  query PortalMessages {\n    portalMessages {\n      id\n      subject\n      content\n      sentAt\n      fromMe\n      senderName\n    }\n  }\n": typeof types.PortalMessagesDocument,
    "\n  subscription PortalMessageAdded {\n    portalMessageAdded {\n      id\n    }\n  }\n": typeof types.PortalMessageAddedDocument,
    "\n  mutation PortalMessageSend($input: PortalMessageSendInput!) {\n    portalMessageSend(input: $input) {\n      id\n    }\n  }\n": typeof types.PortalMessageSendDocument,
    "\n  mutation PortalSignIn($input: PortalSignInInput!) {\n    portalSignIn(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n": typeof types.PortalSignInDocument,
    "\n  mutation PortalAccept($input: PortalAcceptInput!) {\n    portalAccept(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n": typeof types.PortalAcceptDocument,
    "\n  mutation PortalVerify($input: SecondFactorInput!) {\n    portalVerify(input: $input) {\n      user {\n        id\n        role\n      }\n      recoveryCodes\n    }\n  }\n": typeof types.PortalVerifyDocument,
    "\n  query PortalInvitation($code: String!) {\n    portalInvitation(code: $code) {\n      valid\n      message\n      firstName\n      clinicName\n      email\n      familyOf\n    }\n  }\n": typeof types.PortalInvitationDocument,
    "\n  mutation PortalEmailCodeSend {\n    portalEmailCodeSend {\n      sentTo\n    }\n  }\n": typeof types.PortalEmailCodeSendDocument,
    "\n  mutation PortalVerifyEmailCode($input: PortalEmailCodeInput!) {\n    portalVerifyEmailCode(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.PortalVerifyEmailCodeDocument,
    "\n  mutation DocumentShareWithPatient($id: Int!, $shared: Boolean!) {\n    documentShareWithPatient(id: $id, shared: $shared) {\n      id\n      sharedWithPatient\n    }\n  }\n": typeof types.DocumentShareWithPatientDocument,
    "\n  subscription PortalAppointmentChanged {\n    portalAppointmentChanged {\n      id\n      status\n      confirmedAt\n    }\n  }\n": typeof types.PortalAppointmentChangedDocument,
    "\n  mutation PatientQuickAdd($input: PatientQuickAddInput!) {\n    patientQuickAdd(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.PatientQuickAddDocument,
    "\n  mutation PatientCreate($input: PatientCreateInput!) {\n    patientCreate(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.PatientCreateDocument,
    "\n  query PatientEdit($id: Int!) {\n    patient(id: $id) {\n      ...PatientEditFields\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n": typeof types.PatientEditDocument,
    "\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    sex\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n": typeof types.PatientEditFieldsFragmentDoc,
    "\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n": typeof types.PatientUpdateDocument,
    "\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n": typeof types.PatientRegistryDocument,
    "\n  query PatientRecord($id: Int!) {\n    patient(id: $id) {\n      id\n      fullName\n      dateOfBirth\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      emergencyContact\n      emergencyPhone\n      emergencyRelation\n      insuranceProvider\n      insurancePolicyNumber\n      status\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n": typeof types.PatientRecordDocument,
    "\n  fragment ProviderProfileFields on ProviderProfileView {\n    id\n    profileSlug\n    displayName\n    profileType\n    isPublic\n    specializations\n    coverageAreas\n    bio\n    yearsExperience\n    languagesSpoken\n    acceptedInsurance\n    acceptingNewPatients\n    averageRating\n    reviewCount\n    successRate\n    averageSettlementTime\n    closedCaseCount\n    verifiedBadge\n    featuredProvider\n    seoTitle\n    seoDescription\n    publicPhone\n    publicEmail\n    website\n    city\n    state\n  }\n": typeof types.ProviderProfileFieldsFragmentDoc,
    "\n  fragment ProviderReviewFields on ProviderReviewView {\n    id\n    reviewerName\n    rating\n    reviewTitle\n    reviewContent\n    isVerified\n    caseOutcome\n    wouldRecommend\n    responseFromProvider\n    responseDate\n    moderationStatus\n    createdAt\n  }\n": typeof types.ProviderReviewFieldsFragmentDoc,
    "\n  query ProviderDirectory(\n    $q: String\n    $specialty: String\n    $state: String\n    $profileType: ProviderProfileType\n    $after: String\n  ) {\n    providerDirectory(\n      q: $q\n      specialty: $specialty\n      state: $state\n      profileType: $profileType\n      first: 24\n      after: $after\n    ) {\n      nodes {\n        ...ProviderProfileFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ProviderDirectoryDocument,
    "\n  query ProviderPage($slug: String!) {\n    providerProfile(slug: $slug) {\n      ...ProviderProfileFields\n    }\n    providerReviews(slug: $slug, first: 20) {\n      nodes {\n        ...ProviderReviewFields\n      }\n    }\n  }\n": typeof types.ProviderPageDocument,
    "\n  mutation ProviderReviewReport($reviewId: Int!) {\n    providerReviewReport(reviewId: $reviewId)\n  }\n": typeof types.ProviderReviewReportDocument,
    "\n  query ProviderReviewInviteCheck($token: String!) {\n    providerReviewInviteCheck(token: $token) {\n      valid\n      reason\n      displayName\n      shortName\n    }\n  }\n": typeof types.ProviderReviewInviteCheckDocument,
    "\n  mutation ProviderReviewSubmit($input: ProviderReviewSubmitInput!) {\n    providerReviewSubmit(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n": typeof types.ProviderReviewSubmitDocument,
    "\n  query MyProviderProfile {\n    myProviderProfile {\n      ...ProviderProfileFields\n    }\n  }\n": typeof types.MyProviderProfileDocument,
    "\n  query ProviderProfileSuggestion {\n    providerProfileSuggestion {\n      displayName\n      profileSlug\n    }\n  }\n": typeof types.ProviderProfileSuggestionDocument,
    "\n  mutation ProviderProfileSave($input: ProviderProfileInput!) {\n    providerProfileSave(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n": typeof types.ProviderProfileSaveDocument,
    "\n  query MyProviderReviews($after: String) {\n    myProviderReviews(first: 20, after: $after) {\n      nodes {\n        ...ProviderReviewFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MyProviderReviewsDocument,
    "\n  mutation ProviderReviewRespond($input: ProviderReviewResponseInput!) {\n    providerReviewRespond(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n": typeof types.ProviderReviewRespondDocument,
    "\n  mutation ProviderReviewInvite($patientId: Int!) {\n    providerReviewInvite(patientId: $patientId) {\n      id\n      link\n      expiresAt\n      emailed\n    }\n  }\n": typeof types.ProviderReviewInviteDocument,
    "\n  fragment ProviderMatchFields on ProviderMatchView {\n    id\n    side\n    patientId\n    patientName\n    caseId\n    caseNumber\n    requestedSpecialty\n    location\n    insuranceType\n    matchedProviderId\n    matchedProviderName\n    matchedProviderSlug\n    matchScore\n    matchCriteria {\n      factor\n      points\n      max\n      detail\n    }\n    appointmentScheduled\n    scheduledDate\n    contactAttempts\n    lastContactDate\n    responseTime\n    status\n    slaDeadline\n    slaMissed\n    notes\n    createdAt\n  }\n": typeof types.ProviderMatchFieldsFragmentDoc,
    "\n  query ProviderMatches($side: String, $status: ProviderMatchStatus, $after: String) {\n    providerMatches(side: $side, status: $status, first: 25, after: $after) {\n      nodes {\n        ...ProviderMatchFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ProviderMatchesDocument,
    "\n  query ProviderRank($input: ProviderRankInput!) {\n    providerRank(input: $input) {\n      score\n      profile {\n        id\n        displayName\n        profileSlug\n        city\n        state\n        averageRating\n        reviewCount\n      }\n      reasons {\n        factor\n        points\n        max\n        detail\n      }\n    }\n  }\n": typeof types.ProviderRankDocument,
    "\n  mutation ProviderMatchCreate($input: ProviderMatchCreateInput!) {\n    providerMatchCreate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n": typeof types.ProviderMatchCreateDocument,
    "\n  mutation ProviderMatchUpdate($input: ProviderMatchUpdateInput!) {\n    providerMatchUpdate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n": typeof types.ProviderMatchUpdateDocument,
    "\n  query ProviderReviewQueue($status: ProviderReviewStatus, $after: String) {\n    providerReviewQueue(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        reviewerName\n        rating\n        reviewTitle\n        reviewContent\n        moderationStatus\n        createdAt\n        profileName\n        profileSlug\n        reportCount\n        isPublished\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ProviderReviewQueueDocument,
    "\n  mutation ProviderReviewModerate($input: ProviderReviewModerateInput!) {\n    providerReviewModerate(input: $input) {\n      id\n      moderationStatus\n      isPublished\n    }\n  }\n": typeof types.ProviderReviewModerateDocument,
    "\n  query ProviderProfilesAdmin($q: String) {\n    providerProfilesAdmin(q: $q) {\n      ...ProviderProfileFields\n    }\n  }\n": typeof types.ProviderProfilesAdminDocument,
    "\n  mutation ProviderBadgesSet($input: ProviderBadgesInput!) {\n    providerBadgesSet(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n": typeof types.ProviderBadgesSetDocument,
    "\n  fragment RecordsRequestFields on RecordsRequest {\n    id\n    caseId\n    caseNumber\n    patientName\n    patientDateOfBirth\n    clinicName\n    requesterSide\n    firmName\n    providerClinicId\n    providerName\n    providerType\n    providerEmail\n    providerFax\n    recordType\n    requestMethod\n    authorizationFileName\n    authorizationUrl\n    requestedByName\n    assignedToName\n    priority\n    status\n    requestSentDate\n    dueDate\n    overdue\n    followUpCount\n    lastFollowUpDate\n    nextReminderDate\n    receivedDate\n    completionHours\n    documentsReceived\n    missingDocuments\n    automatedReminders\n    cancelReason\n    notes\n    createdAt\n    disclosures {\n      id\n      documentId\n      kind\n      fileName\n      clinicName\n      disclosedByName\n      disclosedAt\n      authorizationFileName\n      downloadUrl\n    }\n    abilities {\n      canMarkSent\n      canRecordReceipt\n      canAnswer\n      canCancel\n      canEdit\n    }\n  }\n": typeof types.RecordsRequestFieldsFragmentDoc,
    "\n  query RecordsRequests($filter: RecordsRequestFilter, $after: String) {\n    recordsRequests(filter: $filter, first: 20, after: $after) {\n      nodes {\n        ...RecordsRequestFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.RecordsRequestsDocument,
    "\n  query RecordsRequestSources($id: Int!) {\n    recordsRequestSources(id: $id) {\n      documents {\n        id\n        fileName\n        documentType\n        caseNumber\n        uploadDate\n      }\n      statementCases {\n        caseId\n        caseNumber\n      }\n    }\n  }\n": typeof types.RecordsRequestSourcesDocument,
    "\n  query RecordsRequestFormOptions($caseId: Int!) {\n    recordsProviderClinics(caseId: $caseId) {\n      id\n      name\n      city\n      caseClinic\n    }\n    documents(caseId: $caseId, first: 100) {\n      nodes {\n        id\n        fileName\n        documentType\n      }\n    }\n  }\n": typeof types.RecordsRequestFormOptionsDocument,
    "\n  mutation RecordsRequestCreate($input: RecordsRequestCreateInput!) {\n    recordsRequestCreate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": typeof types.RecordsRequestCreateDocument,
    "\n  mutation RecordsRequestAnswer($input: RecordsRequestAnswerInput!) {\n    recordsRequestAnswer(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": typeof types.RecordsRequestAnswerDocument,
    "\n  mutation RecordsRequestRecordReceipt($input: RecordsRequestReceiptInput!) {\n    recordsRequestRecordReceipt(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": typeof types.RecordsRequestRecordReceiptDocument,
    "\n  mutation RecordsRequestMarkSent($id: Int!) {\n    recordsRequestMarkSent(id: $id) {\n      ...RecordsRequestFields\n    }\n  }\n": typeof types.RecordsRequestMarkSentDocument,
    "\n  mutation RecordsRequestCancel($input: RecordsRequestCancelInput!) {\n    recordsRequestCancel(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": typeof types.RecordsRequestCancelDocument,
    "\n  mutation RecordsRequestUpdate($input: RecordsRequestUpdateInput!) {\n    recordsRequestUpdate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": typeof types.RecordsRequestUpdateDocument,
    "\n  fragment ReminderFields on PatientReminder {\n    id\n    reminderType\n    reminderStatus\n    channel\n    priority\n    scheduledDate\n    sentAt\n    acknowledgedAt\n    message\n    toAddressMasked\n    statusReason\n    attempts\n    offsetMinutes\n    appointmentId\n  }\n": typeof types.ReminderFieldsFragmentDoc,
    "\n  query Reminders($patientId: Int, $appointmentId: Int, $first: Int!, $after: String) {\n    reminders(patientId: $patientId, appointmentId: $appointmentId, first: $first, after: $after) {\n      nodes {\n        ...ReminderFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RemindersDocument,
    "\n  mutation ReminderCreate($input: ReminderCreateInput!) {\n    reminderCreate(input: $input) {\n      ...ReminderFields\n    }\n  }\n": typeof types.ReminderCreateDocument,
    "\n  mutation ReminderCancel($id: Int!) {\n    reminderCancel(id: $id) {\n      ...ReminderFields\n    }\n  }\n": typeof types.ReminderCancelDocument,
    "\n  query PatientReminderConsent($id: Int!) {\n    patient(id: $id) {\n      id\n      smsReminderConsentAt\n      emailReminderConsentAt\n      smsOptedOutAt\n      emailOptedOutAt\n    }\n  }\n": typeof types.PatientReminderConsentDocument,
    "\n  mutation PatientReminderConsentUpdate($input: ReminderConsentInput!) {\n    patientReminderConsentUpdate(input: $input)\n  }\n": typeof types.PatientReminderConsentUpdateDocument,
    "\n  query ReminderSettings {\n    reminderSettings {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n": typeof types.ReminderSettingsDocument,
    "\n  mutation ReminderSettingsUpdate($input: ReminderSettingsInput!) {\n    reminderSettingsUpdate(input: $input) {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n": typeof types.ReminderSettingsUpdateDocument,
    "\n  query ReminderLog($first: Int!, $after: String) {\n    reminderLog(first: $first, after: $after) {\n      nodes {\n        id\n        channel\n        toAddressMasked\n        body\n        provider\n        reminderId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ReminderLogDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerId\n    providerName\n    appointmentTypeId\n    appointmentTypeName\n    color\n    roomId\n    roomName\n    status\n    scheduledStart\n    scheduledEnd\n    actualStart\n    actualEnd\n    notes\n    remindersEnabled\n    cancellationReason\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  query SchedulingSetup {\n    schedulingSetup {\n      clinicId\n      timeZone\n      businessHours {\n        day\n        closed\n        opens\n        closes\n      }\n      appointmentTypes {\n        id\n        name\n        durationMinutes\n        color\n        isReExam\n        isActive\n      }\n      rooms {\n        id\n        name\n        isActive\n      }\n      providers {\n        id\n        name\n        npi\n      }\n    }\n  }\n": typeof types.SchedulingSetupDocument,
    "\n  query AppointmentCalendar($from: String!, $to: String!) {\n    appointmentCalendar(from: $from, to: $to) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentCalendarDocument,
    "\n  mutation AppointmentBook($input: AppointmentBookInput!) {\n    appointmentBook(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentBookDocument,
    "\n  mutation AppointmentUpdate($input: AppointmentUpdateInput!) {\n    appointmentUpdate(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentUpdateDocument,
    "\n  mutation AppointmentSetStatus($input: AppointmentStatusInput!) {\n    appointmentSetStatus(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentSetStatusDocument,
    "\n  query PatientCasesForBooking($id: Int!) {\n    patient(id: $id) {\n      id\n      cases {\n        id\n        caseNumber\n        status\n      }\n    }\n  }\n": typeof types.PatientCasesForBookingDocument,
    "\n  query AppointmentVisits($when: VisitWhen!, $caseId: Int, $patientId: Int, $after: String) {\n    appointmentVisits(when: $when, caseId: $caseId, patientId: $patientId, first: 20, after: $after) {\n      nodes {\n        ...AppointmentFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AppointmentVisitsDocument,
    "\n  fragment SettlementStatementFields on SettlementStatement {\n    id\n    version\n    status\n    settlementDate\n    grossAmount\n    feePercentage\n    attorneyFee\n    costs {\n      position\n      description\n      amount\n    }\n    totalCosts\n    clinicPayment\n    clinicBalance\n    clinicReduction\n    otherLiens {\n      position\n      description\n      amount\n    }\n    totalLiens\n    netToClient\n    notes\n    recordedByName\n    createdAt\n    disputeReason\n    disputedByName\n    disputedAt\n    confirmedByName\n    confirmedAt\n    pdfUrl\n  }\n": typeof types.SettlementStatementFieldsFragmentDoc,
    "\n  fragment CaseSettlementFields on CaseSettlement {\n    caseId\n    caseNumber\n    clinicName\n    attorneyName\n    caseStatus\n    ledgerBalance\n    ledgerClosedAt\n    current {\n      ...SettlementStatementFields\n    }\n    history {\n      ...SettlementStatementFields\n    }\n    abilities {\n      canRecord\n      canConfirm\n      canDispute\n    }\n  }\n": typeof types.CaseSettlementFieldsFragmentDoc,
    "\n  query CaseSettlement($caseId: Int!) {\n    caseSettlement(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n": typeof types.CaseSettlementDocument,
    "\n  subscription CaseSettlementChanged($caseId: Int!) {\n    caseSettlementChanged(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n": typeof types.CaseSettlementChangedDocument,
    "\n  mutation SettlementStatementRecord($input: SettlementStatementInput!) {\n    settlement: settlementStatementRecord(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n": typeof types.SettlementStatementRecordDocument,
    "\n  mutation SettlementStatementConfirm($input: SettlementConfirmInput!) {\n    settlement: settlementStatementConfirm(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n": typeof types.SettlementStatementConfirmDocument,
    "\n  mutation SettlementStatementDispute($input: SettlementDisputeInput!) {\n    settlement: settlementStatementDispute(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n": typeof types.SettlementStatementDisputeDocument,
    "\n  fragment SupportTicketSummaryFields on SupportTicket {\n    id\n    ticketNumber\n    subject\n    category\n    priority\n    status\n    requesterName\n    clinicName\n    assignedToName\n    slaState\n    slaDeadline\n    firstResponseDueAt\n    createdAt\n    updatedAt\n  }\n": typeof types.SupportTicketSummaryFieldsFragmentDoc,
    "\n  fragment SupportTicketDetailFields on SupportTicket {\n    ...SupportTicketSummaryFields\n    description\n    requesterEmail\n    requesterType\n    assignedToId\n    tags\n    internalNotes\n    resolution\n    firstResponseAt\n    resolvedAt\n    closedAt\n    responseTimeMinutes\n    resolutionTimeMinutes\n    pausedMinutes\n    firstResponseBreached\n    resolutionBreached\n    satisfactionRating\n    satisfactionComment\n    attachments {\n      id\n      fileName\n    }\n    messages {\n      ...TicketMessageFields\n    }\n  }\n": typeof types.SupportTicketDetailFieldsFragmentDoc,
    "\n  fragment TicketMessageFields on TicketMessage {\n    id\n    ticketId\n    senderType\n    senderName\n    message\n    isInternal\n    createdAt\n    attachments {\n      id\n      fileName\n      size\n    }\n  }\n": typeof types.TicketMessageFieldsFragmentDoc,
    "\n  query SupportTickets($filter: SupportTicketFilter, $first: Int!, $after: String) {\n    supportTickets(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...SupportTicketSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SupportTicketsDocument,
    "\n  query SupportTicket($id: Int!) {\n    supportTicket(id: $id) {\n      ...SupportTicketDetailFields\n    }\n  }\n": typeof types.SupportTicketDocument,
    "\n  mutation SupportTicketCreate($input: SupportTicketCreateInput!) {\n    supportTicketCreate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n": typeof types.SupportTicketCreateDocument,
    "\n  mutation SupportTicketReply($input: TicketReplyInput!) {\n    supportTicketReply(input: $input) {\n      ...TicketMessageFields\n    }\n  }\n": typeof types.SupportTicketReplyDocument,
    "\n  mutation SupportTicketRate($input: TicketRatingInput!) {\n    supportTicketRate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n": typeof types.SupportTicketRateDocument,
    "\n  subscription SupportTicketMessageAdded($ticketId: Int!) {\n    supportTicketMessageAdded(ticketId: $ticketId) {\n      ...TicketMessageFields\n    }\n  }\n": typeof types.SupportTicketMessageAddedDocument,
    "\n  fragment TaskFields on Task {\n    id\n    title\n    description\n    priority\n    status\n    dueDate\n    isOverdue\n    source\n    caseId\n    caseNumber\n    patientId\n    patientName\n    assigneeId\n    assigneeName\n    createdByName\n    completedAt\n    completedByName\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query Tasks($first: Int!, $after: String, $filter: TaskFilter) {\n    tasks(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...TaskFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.TasksDocument,
    "\n  query Task($id: Int!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n": typeof types.TaskDocument,
    "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n    }\n  }\n": typeof types.TaskAssigneesDocument,
    "\n  mutation TaskCreate($input: TaskCreateInput!) {\n    taskCreate(input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.TaskCreateDocument,
    "\n  mutation TaskUpdate($id: Int!, $input: TaskUpdateInput!) {\n    taskUpdate(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.TaskUpdateDocument,
    "\n  mutation TaskAct($id: Int!, $action: TaskAction!) {\n    taskAct(id: $id, action: $action) {\n      ...TaskFields\n    }\n  }\n": typeof types.TaskActDocument,
    "\n  mutation DemoDataReset {\n    demoDataReset {\n      resetAt\n      seconds\n    }\n  }\n": typeof types.DemoDataResetDocument,
    "\n  query TestDataSummary {\n    testDataSummary {\n      loaded\n      loadedAt\n      logins\n      counts {\n        area\n        label\n        count\n      }\n      reset {\n        available\n        reason\n      }\n    }\n  }\n": typeof types.TestDataSummaryDocument,
    "\n  fragment TimelineItemFields on TimelineItem {\n    id\n    caseId\n    kind\n    event\n    sourceId\n    occurredAt\n    summary\n    actorName\n    link\n  }\n": typeof types.TimelineItemFieldsFragmentDoc,
    "\n  query CaseTimeline($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {\n    caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {\n      nodes {\n        ...TimelineItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CaseTimelineDocument,
    "\n  subscription CaseActivity($caseId: Int!) {\n    caseActivity(caseId: $caseId) {\n      caseId\n      items {\n        ...TimelineItemFields\n      }\n    }\n  }\n": typeof types.CaseActivityDocument,
    "\n  fragment TreatmentNoteFields on TreatmentNote {\n    id\n    version\n    isLocked\n    signedAt\n    signedByName\n    addendumReason\n    createdAt\n    updatedAt\n    appointmentId\n    visitStart\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerName\n    noteType\n    subjective\n    objective\n    assessment\n    plan\n    painScale\n    vitalSigns {\n      bloodPressureSystolic\n      bloodPressureDiastolic\n      pulse\n      respiratoryRate\n      temperatureF\n      heightIn\n      weightLb\n    }\n    treatmentsProvided\n    diagnoses {\n      code\n      description\n    }\n    procedures {\n      code\n      description\n      units\n      modifiers\n      diagnosisPointers\n    }\n    originalNoteId\n    versions {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n    }\n  }\n": typeof types.TreatmentNoteFieldsFragmentDoc,
    "\n  query TreatmentNote($id: Int!) {\n    treatmentNote(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n": typeof types.TreatmentNoteDocument,
    "\n  mutation StartTreatmentNote($appointmentId: Int!) {\n    startTreatmentNote(appointmentId: $appointmentId) {\n      ...TreatmentNoteFields\n    }\n  }\n": typeof types.StartTreatmentNoteDocument,
    "\n  mutation TreatmentNoteUpdate($id: Int!, $input: TreatmentNoteInput!) {\n    treatmentNoteUpdate(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n": typeof types.TreatmentNoteUpdateDocument,
    "\n  mutation TreatmentNoteSign($id: Int!) {\n    treatmentNoteSign(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n": typeof types.TreatmentNoteSignDocument,
    "\n  mutation TreatmentNoteAddendum($id: Int!, $input: TreatmentNoteAddendumInput!) {\n    treatmentNoteAddendum(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n": typeof types.TreatmentNoteAddendumDocument,
    "\n  query DiagnosisCodeSearch($search: String, $first: Int!) {\n    diagnosisCodes(search: $search, first: $first) {\n      id\n      code\n      description\n      isClinicCode\n    }\n  }\n": typeof types.DiagnosisCodeSearchDocument,
    "\n  query NoteFeeSchedule {\n    feeSchedule {\n      id\n      procedureCode\n      description\n      fee\n      defaultUnits\n    }\n  }\n": typeof types.NoteFeeScheduleDocument,
    "\n  query CaseTreatmentNotes($caseId: Int!) {\n    caseTreatmentNotes(caseId: $caseId) {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n      visitStart\n      providerName\n      noteType\n      diagnosisCodes\n      painScale\n    }\n  }\n": typeof types.CaseTreatmentNotesDocument,
    "\n  fragment TreatmentPlanFields on TreatmentPlan {\n    id\n    caseId\n    visitsPerWeek\n    weeks\n    startDate\n    reExamDates\n    goals\n    status\n    progress {\n      visitsPlannedTotal\n      visitsPlannedToDate\n      visitsCompleted\n      reExamsDue\n      reExamsDone\n      nextReExamDate\n      endDate\n    }\n  }\n": typeof types.TreatmentPlanFieldsFragmentDoc,
    "\n  query CaseTreatmentPlan($caseId: Int!) {\n    caseTreatmentPlan(caseId: $caseId) {\n      ...TreatmentPlanFields\n    }\n  }\n": typeof types.CaseTreatmentPlanDocument,
    "\n  mutation TreatmentPlanCreate($caseId: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanCreate(caseId: $caseId, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n": typeof types.TreatmentPlanCreateDocument,
    "\n  mutation TreatmentPlanUpdate($id: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanUpdate(id: $id, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n": typeof types.TreatmentPlanUpdateDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    operatorAreas\n    clinic {\n      id\n      name\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment ApiTokenFields on ApiTokenView {\n    id\n    name\n    prefix\n    status\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      secret\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.ApiTokenCreateDocument,
    "\n  mutation ApiTokenRevoke($id: Int!) {\n    apiTokenRevoke(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokenRevokeDocument,
    "\n  fragment AuditLogRecordFields on AuditLogRecord {\n    id\n    changedAt\n    action\n    entityType\n    entityId\n    clinicName\n    actorId\n    actorName\n    actorEmail\n    actorRole\n    ipAddress\n    userAgent\n    reason\n    changes {\n      field\n      label\n      oldValue\n      newValue\n    }\n  }\n": types.AuditLogRecordFieldsFragmentDoc,
    "\n  query AuditLogRecords($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLogRecords(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...AuditLogRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.AuditLogRecordsDocument,
    "\n  query AuditLogFilterOptions {\n    auditLogFilterOptions {\n      actions\n      entityTypes\n    }\n  }\n": types.AuditLogFilterOptionsDocument,
    "\n  query BillingClinicOptions($search: String) {\n    billingRecords(search: $search, first: 20) {\n      nodes {\n        clinicId\n        clinicName\n        subscriptionPlan\n        status\n      }\n    }\n  }\n": types.BillingClinicOptionsDocument,
    "\n  fragment PaymentHistoryEntryFields on PaymentHistoryEntry {\n    id\n    clinicId\n    clinicName\n    description\n    paymentMethod\n    transactionId\n    invoiceId\n    invoiceNumber\n    amount\n    paymentDate\n    status\n    kind\n  }\n": types.PaymentHistoryEntryFieldsFragmentDoc,
    "\n  fragment BillingRecordFields on BillingRecord {\n    id\n    clinicId\n    clinicName\n    subscriptionPlan\n    billingFrequency\n    amount\n    status\n    nextBillingDate\n    balance\n  }\n": types.BillingRecordFieldsFragmentDoc,
    "\n  query AdminBillingSummary {\n    operatorBillingSummary {\n      monthlyRevenue\n      activeSubscriptions\n      overdueAccounts\n      outstandingTotal\n      successRate\n      successfulCharges\n      failedCharges\n      alerts {\n        kind\n        count\n        message\n        status\n      }\n      recentPayments {\n        ...PaymentHistoryEntryFields\n      }\n    }\n  }\n": types.AdminBillingSummaryDocument,
    "\n  query AdminBillingRecords($status: SubscriptionStatusFilter, $first: Int!, $after: String) {\n    billingRecords(status: $status, first: $first, after: $after) {\n      nodes {\n        ...BillingRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminBillingRecordsDocument,
    "\n  query AdminPaymentHistory($range: PaymentHistoryRange!, $first: Int!, $after: String) {\n    paymentHistory(range: $range, first: $first, after: $after) {\n      nodes {\n        ...PaymentHistoryEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminPaymentHistoryDocument,
    "\n  query AdminBillingAdjustments($first: Int!, $after: String) {\n    billingAdjustments(first: $first, after: $after) {\n      nodes {\n        id\n        clinicId\n        clinicName\n        type\n        amount\n        reason\n        appliedBy\n        appliedAt\n        status\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminBillingAdjustmentsDocument,
    "\n  fragment BillingSettingsFields on BillingSettings {\n    maxRetries\n    retryIntervalDays\n    lateFee\n    gracePeriodDays\n    reminderDaysBefore\n    notifyPaymentFailed\n    notifyUpcomingRenewal\n    notifySuspension\n    updatedAt\n    updatedByName\n  }\n": types.BillingSettingsFieldsFragmentDoc,
    "\n  query AdminBillingSettings {\n    billingSettings {\n      ...BillingSettingsFields\n    }\n  }\n": types.AdminBillingSettingsDocument,
    "\n  mutation AdminBillingSettingsUpdate($input: BillingSettingsInput!) {\n    billingSettingsUpdate(input: $input) {\n      ...BillingSettingsFields\n    }\n  }\n": types.AdminBillingSettingsUpdateDocument,
    "\n  mutation AdminBillingAdjustmentApply($input: BillingAdjustmentInput!) {\n    billingAdjustmentApply(input: $input) {\n      id\n      status\n    }\n  }\n": types.AdminBillingAdjustmentApplyDocument,
    "\n  mutation AdminBillingSubscriptionCancel($clinicId: Int!) {\n    billingSubscriptionCancel(clinicId: $clinicId) {\n      ...BillingRecordFields\n    }\n  }\n": types.AdminBillingSubscriptionCancelDocument,
    "\n  mutation AdminBillingPaymentRetry($clinicId: Int!) {\n    billingPaymentRetry(clinicId: $clinicId) {\n      payment {\n        id\n        status\n      }\n      record {\n        ...BillingRecordFields\n      }\n    }\n  }\n": types.AdminBillingPaymentRetryDocument,
    "\n  fragment AdminClinicCard on AdminClinic {\n    id\n    clinic {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      subscriptionPlan\n      billingStatus\n      monthlyRate\n      nextBillingDate\n      isActive\n    }\n    plan {\n      id\n      code\n      name\n      maxUsers\n      maxActiveCases\n      storageGb\n    }\n    usage {\n      users\n      activeCases\n      storageBytes\n    }\n  }\n": types.AdminClinicCardFragmentDoc,
    "\n  query AdminClinics($first: Int!, $after: String) {\n    adminClinics(first: $first, after: $after) {\n      nodes {\n        ...AdminClinicCard\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.AdminClinicsDocument,
    "\n  query AdminClinicPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n": types.AdminClinicPlansDocument,
    "\n  mutation AdminClinicCreate($input: AdminClinicCreateInput!) {\n    adminClinicCreate(input: $input) {\n      ...AdminClinicCard\n    }\n  }\n": types.AdminClinicCreateDocument,
    "\n  mutation AdminClinicUpdate($id: Int!, $input: AdminClinicUpdateInput!) {\n    adminClinicUpdate(id: $id, input: $input) {\n      ...AdminClinicCard\n    }\n  }\n": types.AdminClinicUpdateDocument,
    "\n  query ContactMessages($first: Int, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        email\n        phone\n        practiceName\n        message\n        handledAt\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      openCount\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation ContactMessageSetHandled($id: Int!, $handled: Boolean!) {\n    contactMessageSetHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.ContactMessageSetHandledDocument,
    "\n  query OutboundEmails($first: Int!, $after: String) {\n    outboundEmails(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        bodyText\n        createdAt\n        sentAt\n        lastError\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.OutboundEmailsDocument,
    "\n  mutation NotificationDigestRunNow {\n    notificationDigestRunNow {\n      emails\n      notifications\n    }\n  }\n": types.NotificationDigestRunNowDocument,
    "\n  query FeatureFlags {\n    featureFlags {\n      name\n      description\n      enabled\n      updatedAt\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n": types.FeatureFlagsDocument,
    "\n  query FlagClinics {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.FlagClinicsDocument,
    "\n  mutation FeatureFlagSet($input: FeatureFlagSetInput!) {\n    featureFlagSet(input: $input) {\n      name\n      enabled\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n": types.FeatureFlagSetDocument,
    "\n  mutation FeatureFlagOverrideClear($input: FeatureFlagOverrideClearInput!) {\n    featureFlagOverrideClear(input: $input) {\n      name\n      overrides {\n        clinicId\n      }\n    }\n  }\n": types.FeatureFlagOverrideClearDocument,
    "\n  fragment FundingPartnerFields on FundingPartner {\n    id\n    companyName\n    contactPerson\n    email\n    phone\n    website\n    fundingTypes\n    minimumAmount\n    maximumAmount\n    typicalRate\n    approvalTimeHours\n    instantQuoteApi\n    apiKeySet\n    isActive\n    rating\n    totalFunded\n    averageApprovalRate\n    requestCount\n    notes\n  }\n": types.FundingPartnerFieldsFragmentDoc,
    "\n  query FundingPartners {\n    fundingPartners {\n      ...FundingPartnerFields\n    }\n  }\n": types.FundingPartnersDocument,
    "\n  mutation FundingPartnerCreate($input: FundingPartnerInput!) {\n    fundingPartnerCreate(input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n": types.FundingPartnerCreateDocument,
    "\n  mutation FundingPartnerUpdate($id: Int!, $input: FundingPartnerInput!) {\n    fundingPartnerUpdate(id: $id, input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n": types.FundingPartnerUpdateDocument,
    "\n  query SystemHealth {\n    systemHealth {\n      status\n      problems\n      measuredAt\n      process {\n        instance\n        startedAt\n        uptimeSeconds\n        memoryRssBytes\n        heapUsedBytes\n        heapTotalBytes\n      }\n      requests {\n        windowSeconds\n        coveredSeconds\n        requests\n        errors\n        requestsPerMinute\n        errorRate\n        latencyP50Ms\n        latencyP95Ms\n        latencyP99Ms\n      }\n      database {\n        up\n        latencyMs\n        sizeBytes\n        connections\n        activeConnections\n        maxConnections\n        poolTotal\n        poolIdle\n        poolWaiting\n        poolMax\n      }\n      storage {\n        backend\n        documentCount\n        documentBytes\n        diskTotalBytes\n        diskFreeBytes\n      }\n      jobs {\n        queues {\n          name\n          waiting\n          active\n          deadLettered\n          oldestWaitingSeconds\n        }\n        emailsWaiting\n        emailsFailed\n        oldestEmailWaitingSeconds\n        auditRowsAwaitingSeal\n      }\n    }\n  }\n": types.SystemHealthDocument,
    "\n  query SystemLogs($filter: SystemLogFilter, $first: Int!, $after: String) {\n    systemLogs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        level\n        source\n        message\n        metadata\n        stackTrace\n        correlationId\n        userId\n        ipAddress\n        userAgent\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    systemLogSources\n  }\n": types.SystemLogsDocument,
    "\n  query PlatformOverview {\n    platformOverview {\n      totalUsers\n      activeUsers\n      totalClinics\n      activeClinics\n      superAdminUsers\n      monthlyRevenue\n      activeCases\n    }\n  }\n": types.PlatformOverviewDocument,
    "\n  query RevenueOverview {\n    revenueSummary {\n      mrr\n      arr\n      payingClinics\n      averageRevenuePerClinic\n      byPlan {\n        planCode\n        planName\n        clinics\n        mrr\n      }\n    }\n    revenueMonths {\n      month\n      endMrr\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n    }\n    revenueDefinitions {\n      figure\n      definition\n    }\n  }\n": types.RevenueOverviewDocument,
    "\n  query RevenuePeriod($kind: RevenuePeriodKind!, $day: LocalDate) {\n    revenuePeriod(kind: $kind, day: $day) {\n      kind\n      start\n      end\n      label\n      startMrr\n      endMrr\n      growthPercent\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n      payingClinicsAtStart\n      payingClinicsAtEnd\n      churnedClinics\n      logoChurnPercent\n      revenueChurnPercent\n      netRevenueRetentionPercent\n      newClinics\n      upgrades\n      downgrades\n      reactivations\n      cashCollected\n      averageRevenuePerClinic\n      lifetimeValue\n      lifetimeValueNote\n      ltvToCac\n      ltvToCacNote\n    }\n  }\n": types.RevenuePeriodDocument,
    "\n  fragment SalesRepresentativeFields on SalesRepresentativeView {\n    id\n    firstName\n    lastName\n    email\n    phone\n    commissionRate\n    commissionStructure\n    tiers {\n      fromAmount\n      rate\n    }\n    flatAmount\n    territory\n    monthlyQuota\n    isActive\n    ytdSales\n    monthSales\n    totalEarned\n    pendingAmount\n    payableAmount\n  }\n": types.SalesRepresentativeFieldsFragmentDoc,
    "\n  fragment SalesCommissionFields on SalesCommissionView {\n    id\n    kind\n    salesRepId\n    salesRepName\n    clinicName\n    invoiceNumber\n    subscriptionPlan\n    billingFrequency\n    saleType\n    saleDate\n    saleAmount\n    commissionRate\n    commissionAmount\n    status\n    clawbackReason\n  }\n": types.SalesCommissionFieldsFragmentDoc,
    "\n  fragment SalesLeadFields on SalesLeadView {\n    id\n    companyName\n    contactName\n    email\n    phone\n    status\n    source\n    state\n    leadScore\n    scoreExplanation {\n      factor\n      detail\n      points\n      maxPoints\n    }\n    estimatedValue\n    nextFollowUp\n    followUpDue\n    followUpCount\n    assignedRepId\n    assignedRepName\n    notes\n    waitlistEntryId\n    clinicId\n    clinicName\n  }\n": types.SalesLeadFieldsFragmentDoc,
    "\n  query SalesOverview {\n    salesSummary {\n      totalRevenue\n      totalRevenueChange {\n        text\n        positive\n      }\n      totalCommissions\n      totalCommissionsChange {\n        text\n        positive\n      }\n      pendingCommissions\n      activeReps\n      totalReps\n      activeRepsChange {\n        text\n        positive\n      }\n      activeLeads\n      qualifiedLeads\n      activeLeadsChange {\n        text\n        positive\n      }\n    }\n    salesRepresentatives {\n      ...SalesRepresentativeFields\n    }\n    salesRecentSales {\n      ...SalesCommissionFields\n    }\n  }\n": types.SalesOverviewDocument,
    "\n  query SalesCommissions($range: SalesCommissionRange!) {\n    salesCommissions(range: $range) {\n      ...SalesCommissionFields\n    }\n  }\n": types.SalesCommissionsDocument,
    "\n  query SalesLeads {\n    salesLeads {\n      ...SalesLeadFields\n    }\n  }\n": types.SalesLeadsDocument,
    "\n  query SalesPayouts {\n    salesPayouts {\n      id\n      salesRepName\n      periodStart\n      periodEnd\n      total\n      commissionCount\n      processedByName\n      processedAt\n    }\n  }\n": types.SalesPayoutsDocument,
    "\n  query SalesWaitlistSignups($search: String) {\n    waitlistEntries(first: 20, search: $search) {\n      nodes {\n        id\n        name\n        practiceName\n        email\n        state\n      }\n    }\n  }\n": types.SalesWaitlistSignupsDocument,
    "\n  query SalesClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n    }\n  }\n": types.SalesClinicOptionsDocument,
    "\n  mutation SalesRepresentativeCreate($input: SalesRepresentativeInput!) {\n    salesRepresentativeCreate(input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n": types.SalesRepresentativeCreateDocument,
    "\n  mutation SalesRepresentativeUpdate($id: Int!, $input: SalesRepresentativeInput!) {\n    salesRepresentativeUpdate(id: $id, input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n": types.SalesRepresentativeUpdateDocument,
    "\n  mutation SalesCommissionApprove($id: Int!) {\n    salesCommissionApprove(id: $id) {\n      ...SalesCommissionFields\n    }\n  }\n": types.SalesCommissionApproveDocument,
    "\n  mutation SalesPayoutProcess($input: SalesPayoutInput!) {\n    salesPayoutProcess(input: $input) {\n      id\n      total\n    }\n  }\n": types.SalesPayoutProcessDocument,
    "\n  mutation SalesLeadFromWaitlist($input: SalesLeadFromWaitlistInput!) {\n    salesLeadFromWaitlist(input: $input) {\n      ...SalesLeadFields\n    }\n  }\n": types.SalesLeadFromWaitlistDocument,
    "\n  mutation SalesLeadUpdate($id: Int!, $input: SalesLeadUpdateInput!) {\n    salesLeadUpdate(id: $id, input: $input) {\n      ...SalesLeadFields\n    }\n  }\n": types.SalesLeadUpdateDocument,
    "\n  query BulkOperationPreview($kind: BulkOperationKind!) {\n    bulkOperationPreview(kind: $kind) {\n      kind\n      rule\n      count\n      sample\n    }\n  }\n": types.BulkOperationPreviewDocument,
    "\n  mutation BulkOperationRun($kind: BulkOperationKind!, $expectedCount: Int!) {\n    bulkOperationRun(kind: $kind, expectedCount: $expectedCount) {\n      kind\n      changedCount\n      ranAt\n    }\n  }\n": types.BulkOperationRunDocument,
    "\n  fragment SystemSettingsFields on SystemSettings {\n    maxUploadMb\n    sessionTimeoutMinutes\n    aiFeatures\n    updatedAt\n    updatedByName\n  }\n": types.SystemSettingsFieldsFragmentDoc,
    "\n  query SystemSettings {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n": types.SystemSettingsDocument,
    "\n  mutation SystemSettingsUpdate($input: SystemSettingsInput!) {\n    systemSettingsUpdate(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n": types.SystemSettingsUpdateDocument,
    "\n  query OperatorStaff {\n    employees {\n      id\n      email\n      firstName\n      lastName\n      roleId\n      roleName\n      department\n      phoneExtension\n      isActive\n      hasPassword\n      lastActiveAt\n    }\n    employeeRoles {\n      id\n      roleName\n      roleDescription\n      permissions\n      isSystemRole\n      activeEmployees\n    }\n  }\n": types.OperatorStaffDocument,
    "\n  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {\n    employeeRoleAssign(input: $input) {\n      id\n      roleId\n      roleName\n    }\n  }\n": types.EmployeeRoleAssignDocument,
    "\n  mutation EmployeeSetActive($input: EmployeeActiveInput!) {\n    employeeSetActive(input: $input) {\n      id\n      isActive\n    }\n  }\n": types.EmployeeSetActiveDocument,
    "\n  mutation EmployeeCreate($input: EmployeeCreateInput!) {\n    employeeCreate(input: $input) {\n      employee {\n        id\n        email\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": types.EmployeeCreateDocument,
    "\n  mutation EmployeeUpdate($input: EmployeeUpdateInput!) {\n    employeeUpdate(input: $input) {\n      id\n      firstName\n      lastName\n      department\n      phoneExtension\n    }\n  }\n": types.EmployeeUpdateDocument,
    "\n  mutation EmployeeRoleCreate($input: EmployeeRoleCreateInput!) {\n    employeeRoleCreate(input: $input) {\n      id\n      roleName\n    }\n  }\n": types.EmployeeRoleCreateDocument,
    "\n  mutation EmployeeRoleUpdate($input: EmployeeRoleUpdateInput!) {\n    employeeRoleUpdate(input: $input) {\n      id\n      roleName\n      roleDescription\n      permissions\n    }\n  }\n": types.EmployeeRoleUpdateDocument,
    "\n  mutation EmployeeRoleDelete($roleId: Int!) {\n    employeeRoleDelete(roleId: $roleId)\n  }\n": types.EmployeeRoleDeleteDocument,
    "\n  query SupportDeskOverview {\n    supportMetrics {\n      open\n      pending\n      breachedOpen\n      unassigned\n      averageResponseMinutes\n      averageResolutionMinutes\n      averageSatisfaction\n      slaMetPercent\n    }\n    supportSlaPolicy {\n      priority\n      firstResponseMinutes\n      resolutionMinutes\n    }\n    supportAgents {\n      id\n      name\n    }\n    ticketTemplates {\n      id\n      templateName\n      category\n      subject\n      message\n      tags\n      isActive\n      usageCount\n    }\n  }\n": types.SupportDeskOverviewDocument,
    "\n  query SupportTicketDesk($id: Int!) {\n    supportAccountState(ticketId: $id) {\n      clinicId\n      clinicName\n      planName\n      billingStatus\n      billingFrequency\n      nextBillingDate\n      clinicActive\n      activeUsers\n      openTickets\n      requesterActive\n      requesterLastLoginAt\n      recentErrors {\n        id\n        source\n        message\n        correlationId\n        createdAt\n      }\n    }\n    supportTicket(id: $id) {\n      id\n      activity {\n        id\n        actorName\n        actorType\n        action\n        changes\n        createdAt\n      }\n      escalations {\n        id\n        kind\n        reason\n        status\n        escalatedToName\n        createdAt\n      }\n    }\n  }\n": types.SupportTicketDeskDocument,
    "\n  mutation SupportTicketUpdate($input: SupportTicketUpdateInput!) {\n    supportTicketUpdate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n": types.SupportTicketUpdateDocument,
    "\n  mutation TicketTemplateSave($input: TicketTemplateInput!, $id: Int) {\n    ticketTemplateSave(input: $input, id: $id) {\n      id\n      templateName\n      usageCount\n      isActive\n    }\n  }\n": types.TicketTemplateSaveDocument,
    "\n  mutation SupportPatientLookup($input: SupportPatientLookupInput!) {\n    supportPatientLookup(input: $input) {\n      id\n      firstName\n      lastName\n      dateOfBirth\n      caseNumbers\n    }\n  }\n": types.SupportPatientLookupDocument,
    "\n  mutation TicketEscalationResolve($id: Int!, $resolution: String!) {\n    ticketEscalationResolve(id: $id, resolution: $resolution) {\n      id\n      status\n    }\n  }\n": types.TicketEscalationResolveDocument,
    "\n  mutation AdminAccountCreate($input: AdminAccountCreateInput!) {\n    adminAccountCreate(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": types.AdminAccountCreateDocument,
    "\n  mutation AdminUserForceLogout($id: ID!) {\n    adminUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n": types.AdminUserForceLogoutDocument,
    "\n  mutation AdminUserResendInvitation($id: ID!) {\n    adminUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": types.AdminUserResendInvitationDocument,
    "\n  mutation AdminUserSetActive($id: ID!, $isActive: Boolean!) {\n    adminUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminUserSetActiveDocument,
    "\n  mutation AdminUserSetRole($id: ID!, $role: Role!) {\n    adminUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminUserSetRoleDocument,
    "\n  mutation AdminUserUpdate($id: ID!, $input: AdminUserUpdateInput!) {\n    adminUserUpdate(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminUserUpdateDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    isActive\n    lastLoginAt\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    attorneyFirmName\n    hasPassword\n    invitation {\n      status\n      expiresAt\n      lastSentAt\n      emailSentAt\n      emailError\n    }\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $role: Role, $first: Int!, $after: String) {\n    adminUsers(search: $search, role: $role, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUserClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n      isActive\n      planName\n      maxUsers\n      activeUsers\n    }\n  }\n": types.AdminUserClinicOptionsDocument,
    "\n  fragment InvitationDeliveryFields on InvitationDelivery {\n    expiresAt\n    mailConfigured\n    emailSent\n    emailError\n    link\n  }\n": types.InvitationDeliveryFieldsFragmentDoc,
    "\n  mutation WaitlistEntryDelete($id: Int!) {\n    waitlistEntryDelete(id: $id)\n  }\n": types.WaitlistEntryDeleteDocument,
    "\n  mutation WaitlistEntrySetNotes($id: Int!, $input: WaitlistNotesInput!) {\n    waitlistEntrySetNotes(id: $id, input: $input) {\n      id\n      notes\n    }\n  }\n": types.WaitlistEntrySetNotesDocument,
    "\n  mutation WaitlistEntrySetContacted($id: Int!, $isContacted: Boolean!) {\n    waitlistEntrySetContacted(id: $id, isContacted: $isContacted) {\n      id\n      isContacted\n    }\n  }\n": types.WaitlistEntrySetContactedDocument,
    "\n  fragment WaitlistEntryFields on WaitlistEntry {\n    id\n    name\n    email\n    practiceName\n    state\n    monthlyPICases\n    attorneyReferral\n    isContacted\n    notes\n    createdAt\n  }\n": types.WaitlistEntryFieldsFragmentDoc,
    "\n  query WaitlistEntries($search: String, $first: Int!, $after: String) {\n    waitlistEntries(search: $search, first: $first, after: $after) {\n      nodes {\n        ...WaitlistEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.WaitlistEntriesDocument,
    "\n  query WaitlistStats {\n    waitlistStats {\n      total\n      contacted\n      pending\n      lastSevenDays\n    }\n  }\n": types.WaitlistStatsDocument,
    "\n  fragment AiCaseOptionFields on Case {\n    id\n    caseNumber\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n": types.AiCaseOptionFieldsFragmentDoc,
    "\n  query AiCaseOptions($search: String) {\n    cases(filter: { search: $search }, first: 20) {\n      nodes {\n        ...AiCaseOptionFields\n      }\n    }\n  }\n": types.AiCaseOptionsDocument,
    "\n  query AiCaseById($id: Int!) {\n    case(id: $id) {\n      ...AiCaseOptionFields\n    }\n  }\n": types.AiCaseByIdDocument,
    "\n  fragment CaseAnalysisFields on AiCaseAnalysis {\n    id\n    caseId\n    analysisType\n    status\n    confidence\n    prediction {\n      label\n      value\n    }\n    insights\n    recommendations\n    dataPoints {\n      key\n      label\n      value\n    }\n    error\n    requestedByName\n    createdAt\n  }\n": types.CaseAnalysisFieldsFragmentDoc,
    "\n  query CaseAnalyses($caseId: Int!) {\n    caseAnalyses(caseId: $caseId) {\n      ...CaseAnalysisFields\n    }\n  }\n": types.CaseAnalysesDocument,
    "\n  mutation CaseAnalyze($input: CaseAnalyzeInput!) {\n    caseAnalyze(input: $input) {\n      ...CaseAnalysisFields\n    }\n  }\n": types.CaseAnalyzeDocument,
    "\n  query AiAutomation {\n    aiAutomation {\n      predictionsOn\n      modelRefits {\n        predictionType\n        currentVersion\n        fittedAt\n        trainingSize\n        refits\n        backtest {\n          name\n          value\n        }\n      }\n      documentAnalysisOn\n      documentAnalysisCounts {\n        status\n        count\n      }\n      averageProcessingTimeMs\n      recentDocumentAnalyses {\n        documentId\n        fileName\n        caseId\n        caseNumber\n        status\n        processingTimeMs\n        at\n      }\n    }\n  }\n": types.AiAutomationDocument,
    "\n  fragment AiChatSessionFields on AiChatSessionView {\n    id\n    sessionType\n    caseId\n    caseNumber\n    title\n    updatedAt\n  }\n": types.AiChatSessionFieldsFragmentDoc,
    "\n  fragment AiChatMessageFields on AiChatMessageView {\n    id\n    role\n    content\n    engine\n    fallbackReason\n    createdAt\n    citations {\n      type\n      id\n      label\n      path\n    }\n  }\n": types.AiChatMessageFieldsFragmentDoc,
    "\n  query AiChatEngine {\n    aiChatEngine {\n      kind\n      name\n      exampleQuestions\n    }\n  }\n": types.AiChatEngineDocument,
    "\n  query AiChatSessions($first: Int!) {\n    aiChatSessions(first: $first) {\n      nodes {\n        ...AiChatSessionFields\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": types.AiChatSessionsDocument,
    "\n  query AiChatSession($id: Int!) {\n    aiChatSession(id: $id) {\n      session {\n        ...AiChatSessionFields\n      }\n      messages {\n        ...AiChatMessageFields\n      }\n    }\n  }\n": types.AiChatSessionDocument,
    "\n  mutation AiChatSessionCreate($input: AiChatSessionCreateInput!) {\n    aiChatSessionCreate(input: $input) {\n      ...AiChatSessionFields\n    }\n  }\n": types.AiChatSessionCreateDocument,
    "\n  mutation AiChatSend($input: AiChatSendInput!) {\n    aiChatSend(input: $input) {\n      question {\n        ...AiChatMessageFields\n      }\n      answer {\n        ...AiChatMessageFields\n      }\n    }\n  }\n": types.AiChatSendDocument,
    "\n  query AiInsights {\n    aiInsights {\n      caseMetrics {\n        totalCases\n        activeCases\n        closedCases\n        settledCases\n        averageSettlement\n        averageDuration\n      }\n      recommendations {\n        kind\n        message\n        urgency\n        caseId\n        caseNumber\n        patientName\n      }\n      trends {\n        caseVolumeTrend {\n          month\n          count\n        }\n        settlementTrend {\n          month\n          count\n          averageAmount\n        }\n        treatmentDurationTrend {\n          month\n          count\n          averageMonths\n        }\n      }\n    }\n  }\n": types.AiInsightsDocument,
    "\n  query AiConfig {\n    aiConfig {\n      features {\n        insights\n        caseAnalysis\n        documentAnalysis\n        chat\n        predictions\n      }\n      analysisTypes\n      predictionTypes\n    }\n  }\n": types.AiConfigDocument,
    "\n  query CasePredictions($caseId: Int!) {\n    casePredictions(caseId: $caseId) {\n      caseId\n      confidenceDefinition\n      predictions {\n        type\n        value\n        rangeLow\n        rangeHigh\n        confidence\n        currentValue\n        modelVersion\n        trainingSize\n        insufficientReason\n        factors {\n          name\n          label\n          effect\n        }\n      }\n      netToClinic {\n        billedToDate\n        reductionShare\n        reductionShareLow\n        reductionShareHigh\n        net\n        netLow\n        netHigh\n        paymentDays\n        paymentDaysLow\n        paymentDaysHigh\n        paymentDate\n        noHistoryReason\n      }\n    }\n  }\n": types.CasePredictionsDocument,
    "\n  query PredictionModels {\n    predictionModels {\n      type\n      version\n      modelVersion\n      algorithm\n      trainingSize\n      fittedAt\n      insufficientReason\n      backtest {\n        folds\n        n\n        mae\n        maePercentOfMean\n        coverage\n        points {\n          actual\n          predicted\n        }\n      }\n    }\n  }\n": types.PredictionModelsDocument,
    "\n  mutation PredictionRefit {\n    predictionRefit {\n      queued\n    }\n  }\n": types.PredictionRefitDocument,
    "\n  query AlertOverview {\n    alertOverview {\n      openCount\n      casesWithAlerts\n      byKind {\n        kind\n        count\n      }\n      alerts {\n        id\n        caseId\n        caseNumber\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n    }\n  }\n": types.AlertOverviewDocument,
    "\n  query CaseAlertBoard($caseId: Int!) {\n    caseAlertBoard(caseId: $caseId) {\n      caseId\n      alerts {\n        id\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n      chargesToDate\n      coverages {\n        coverageId\n        coverageType\n        carrierName\n        limitAmount\n        applied\n        percent\n      }\n      statute {\n        state\n        periodMonths\n        source\n        deadline\n        daysLeft\n      }\n      statuteMissing\n    }\n  }\n": types.CaseAlertBoardDocument,
    "\n  query ClinicAlertSettings {\n    clinicAlertSettings {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n": types.ClinicAlertSettingsDocument,
    "\n  mutation ClinicAlertSettingsUpdate($input: ClinicAlertSettingsInput!) {\n    clinicAlertSettingsUpdate(input: $input) {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n": types.ClinicAlertSettingsUpdateDocument,
    "\n  query StatutePeriods {\n    statutePeriods {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n": types.StatutePeriodsDocument,
    "\n  mutation StatutePeriodSet($input: StatutePeriodInput!) {\n    statutePeriodSet(input: $input) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n": types.StatutePeriodSetDocument,
    "\n  mutation StatutePeriodReset($state: String!) {\n    statutePeriodReset(state: $state) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n": types.StatutePeriodResetDocument,
    "\n  query AttorneyPortalSummary {\n    attorneyPortalSummary {\n      activeCases\n      settledCases\n      averageSettlement\n      responseTimeHours\n      answeredMessages\n    }\n  }\n": types.AttorneyPortalSummaryDocument,
    "\n  fragment RecentActivityMessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    subject\n    content\n    senderName\n    sentDate\n    isRead\n  }\n": types.RecentActivityMessageFieldsFragmentDoc,
    "\n  query AttorneyRecentMessages($first: Int!) {\n    messages(first: $first) {\n      nodes {\n        ...RecentActivityMessageFields\n      }\n    }\n  }\n": types.AttorneyRecentMessagesDocument,
    "\n  subscription AttorneyPortalMessageAdded {\n    messageAdded {\n      ...RecentActivityMessageFields\n    }\n  }\n": types.AttorneyPortalMessageAddedDocument,
    "\n  fragment AttorneyOptionFields on Attorney {\n    id\n    fullName\n    firmName\n  }\n": types.AttorneyOptionFieldsFragmentDoc,
    "\n  query AttorneyOptions($search: String) {\n    attorneys(search: $search, first: 20) {\n      nodes {\n        ...AttorneyOptionFields\n      }\n    }\n  }\n": types.AttorneyOptionsDocument,
    "\n  query AttorneyDetail($id: Int!) {\n    attorney(id: $id) {\n      id\n      fullName\n      firmName\n      email\n      phone\n      barNumber\n      firmAddress\n      specialization\n      caseCount\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        patient {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.AttorneyDetailDocument,
    "\n  query AuthProviders {\n    authProviders {\n      id\n      label\n    }\n  }\n": types.AuthProvidersDocument,
    "\n  query ExternalLoginErrorMessage($code: String!) {\n    externalLoginErrorMessage(code: $code)\n  }\n": types.ExternalLoginErrorMessageDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      state\n      message\n      email\n      firstName\n      expiresAt\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation InvitationAccept($token: String!, $password: String!) {\n    invitationAccept(token: $token, password: $password) {\n      email\n      role\n      signInPath\n    }\n  }\n": types.InvitationAcceptDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      message\n    }\n  }\n": types.PasswordResetRequestDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      state\n      message\n      email\n      expiresAt\n    }\n  }\n": types.PasswordResetLinkDocument,
    "\n  mutation PasswordReset($token: String!, $password: String!) {\n    passwordReset(token: $token, password: $password) {\n      email\n      signInPath\n    }\n  }\n": types.PasswordResetDocument,
    "\n  mutation SuperAdminSignIn($input: SuperAdminSignInInput!) {\n    superAdminSignIn(input: $input) {\n      step\n      enrollment {\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n    }\n  }\n": types.SuperAdminSignInDocument,
    "\n  mutation SuperAdminVerify($input: SecondFactorInput!) {\n    superAdminVerify(input: $input) {\n      user {\n        ...CurrentUserFields\n      }\n      recoveryCodes\n    }\n  }\n": types.SuperAdminVerifyDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  fragment AutomationRuleFields on AutomationRule {\n    id\n    name\n    description\n    status\n    triggerType\n    triggerDays\n    conditions {\n      field\n      operator\n      value\n    }\n    actions {\n      type\n      target\n      template\n    }\n    isActive\n    priority\n    consecutiveFailures\n    disabledReason\n    lastRunAt\n    succeeded30d\n    failed30d\n  }\n": types.AutomationRuleFieldsFragmentDoc,
    "\n  query AutomationRules {\n    automationRules {\n      ...AutomationRuleFields\n    }\n  }\n": types.AutomationRulesDocument,
    "\n  query AutomationRule($id: Int!) {\n    automationRule(id: $id) {\n      ...AutomationRuleFields\n    }\n  }\n": types.AutomationRuleDocument,
    "\n  query AutomationBuilderChoices {\n    automationActionChoices {\n      type\n      label\n    }\n    taskAssignees {\n      id\n      name\n    }\n  }\n": types.AutomationBuilderChoicesDocument,
    "\n  query AutomationRulePreview($input: AutomationRuleInput!) {\n    automationRulePreview(input: $input) {\n      count\n      explanation\n      records {\n        caseId\n        caseNumber\n        patientName\n        since\n      }\n    }\n  }\n": types.AutomationRulePreviewDocument,
    "\n  query AutomationExecutions($ruleId: Int, $first: Int!, $after: String) {\n    automationExecutions(ruleId: $ruleId, first: $first, after: $after) {\n      nodes {\n        id\n        ruleName\n        caseId\n        caseNumber\n        executionStatus\n        executionDetails\n        errorMessage\n        attempts\n        createdAt\n        executedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AutomationExecutionsDocument,
    "\n  mutation AutomationRuleCreate($input: AutomationRuleInput!) {\n    automationRuleCreate(input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n": types.AutomationRuleCreateDocument,
    "\n  mutation AutomationRuleUpdate($id: Int!, $input: AutomationRuleInput!) {\n    automationRuleUpdate(id: $id, input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n": types.AutomationRuleUpdateDocument,
    "\n  mutation AutomationRuleSetActive($id: Int!, $isActive: Boolean!) {\n    automationRuleSetActive(id: $id, isActive: $isActive) {\n      ...AutomationRuleFields\n    }\n  }\n": types.AutomationRuleSetActiveDocument,
    "\n  mutation AutomationRuleRunNow($id: Int!) {\n    automationRuleRunNow(id: $id) {\n      matched\n      started\n    }\n  }\n": types.AutomationRuleRunNowDocument,
    "\n  mutation AutomationRuleDelete($id: Int!) {\n    automationRuleDelete(id: $id)\n  }\n": types.AutomationRuleDeleteDocument,
    "\n  mutation BillingStatusChange($input: BillingStatusChangeInput!) {\n    billingStatusChange(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n": types.BillingStatusChangeDocument,
    "\n  fragment BillingEntryFields on BillingEntry {\n    id\n    caseId\n    caseNumber\n    patientName\n    clinicName\n    invoiceNumber\n    invoiceUrl\n    amount\n    adjustedAmount\n    description\n    status\n    dueDate\n    paidDate\n    paymentMethod\n    nextStatuses\n    lines {\n      ...BillingLineFields\n    }\n    createdAt\n    updatedAt\n  }\n": types.BillingEntryFieldsFragmentDoc,
    "\n  mutation BillingEntryCreate($input: BillingEntryCreateInput!) {\n    billingEntryCreate(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n": types.BillingEntryCreateDocument,
    "\n  fragment BillingLineFields on BillingLine {\n    id\n    lineNumber\n    serviceDate\n    procedureCode\n    description\n    modifiers\n    units\n    unitFee\n    amount\n    diagnosisCodes\n    providerName\n  }\n": types.BillingLineFieldsFragmentDoc,
    "\n  query BillingEntries($filter: BillingFilter, $first: Int!, $after: String) {\n    billingEntries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...BillingEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.BillingEntriesDocument,
    "\n  subscription BillingStatusChanged($caseId: Int) {\n    billingStatusChanged(caseId: $caseId) {\n      ...BillingEntryFields\n    }\n  }\n": types.BillingStatusChangedDocument,
    "\n  query BillingSummary {\n    billingSummary {\n      totalBilled\n      entryCount\n      outstanding\n      outstandingCount\n      paidThisMonth\n      paidThisMonthCount\n      denied\n      deniedCount\n    }\n  }\n": types.BillingSummaryDocument,
    "\n  query NextCaseNumberPreview {\n    nextCaseNumberPreview\n  }\n": types.NextCaseNumberPreviewDocument,
    "\n  mutation CaseCreate($input: CaseCreateInput!) {\n    caseCreate(input: $input) {\n      id\n      caseNumber\n    }\n  }\n": types.CaseCreateDocument,
    "\n  fragment CaseDetailFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    notes\n    settlementAmount\n    patient {\n      id\n      fullName\n      phone\n      email\n      insuranceProvider\n      insurancePolicyNumber\n    }\n    attorney {\n      id\n      fullName\n      firmName\n      phone\n    }\n    history {\n      id\n      action\n      changedAt\n      changedByName\n      changedByRole\n      reason\n      changes {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    transfers {\n      id\n      transferDate\n      transferredByName\n      reason\n      notes\n      fromAttorney {\n        id\n        fullName\n      }\n      toAttorney {\n        id\n        fullName\n      }\n    }\n  }\n": types.CaseDetailFieldsFragmentDoc,
    "\n  query CaseDetail($id: Int!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseDetailDocument,
    "\n  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {\n    caseUpdate(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseUpdateDocument,
    "\n  fragment CaseOptionFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n": types.CaseOptionFieldsFragmentDoc,
    "\n  query CaseOptions($search: String, $openOnly: Boolean) {\n    cases(filter: { search: $search, openOnly: $openOnly }, first: 20) {\n      nodes {\n        ...CaseOptionFields\n      }\n    }\n  }\n": types.CaseOptionsDocument,
    "\n  query CaseOption($id: Int!) {\n    case(id: $id) {\n      ...CaseOptionFields\n    }\n  }\n": types.CaseOptionDocument,
    "\n  fragment PatientOptionFields on Patient {\n    id\n    fullName\n    dateOfBirth\n    phone\n  }\n": types.PatientOptionFieldsFragmentDoc,
    "\n  query PatientOptions($search: String) {\n    patients(filter: { search: $search }, first: 20) {\n      nodes {\n        ...PatientOptionFields\n      }\n    }\n  }\n": types.PatientOptionsDocument,
    "\n  fragment CaseSummaryFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    patient {\n      id\n      fullName\n    }\n    attorney {\n      id\n      fullName\n    }\n  }\n": types.CaseSummaryFieldsFragmentDoc,
    "\n  query Cases(\n    $filter: CaseFilter\n    $sortBy: CaseSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      nodes {\n        ...CaseSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n      totalInScope\n    }\n  }\n": types.CasesDocument,
    "\n  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {\n    caseTransfer(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseTransferDocument,
    "\n  fragment ClaimFields on InsuranceClaim {\n    id\n    caseId\n    caseNumber\n    patientName\n    claimNumber\n    claimType\n    status\n    coverageId\n    carrierName\n    coverageType\n    accidentState\n    submittedAt\n    billedAmount\n    allowedAmount\n    paidAmount\n    patientResponsibility\n    deductibleApplied\n    copayAmount\n    coinsuranceAmount\n    paymentDate\n    denialReason\n    appealNotes\n    nextStatuses\n    cms1500Url\n    x837Url\n    createdAt\n    serviceLines {\n      billingLineId\n      serviceDate\n      procedureCode\n      modifiers\n      units\n      charge\n      diagnosisCodes\n    }\n  }\n": types.ClaimFieldsFragmentDoc,
    "\n  query InsuranceClaims($filter: ClaimFilter, $first: Int!, $after: String) {\n    insuranceClaims(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...ClaimFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.InsuranceClaimsDocument,
    "\n  query InsuranceClaim($id: Int!) {\n    insuranceClaim(id: $id) {\n      ...ClaimFields\n    }\n  }\n": types.InsuranceClaimDocument,
    "\n  fragment CoverageFields on CaseCoverage {\n    id\n    caseId\n    coverageType\n    carrierName\n    payerId\n    policyNumber\n    carrierClaimNumber\n    memberId\n    insuredName\n    insuredRelationship\n    limitAmount\n    adjusterName\n    adjusterPhone\n  }\n": types.CoverageFieldsFragmentDoc,
    "\n  query CaseCoverages($caseId: Int!) {\n    caseCoverages(caseId: $caseId) {\n      ...CoverageFields\n    }\n  }\n": types.CaseCoveragesDocument,
    "\n  query ClaimableLines($caseId: Int!) {\n    claimableLines(caseId: $caseId) {\n      billingLineId\n      invoiceNumber\n      serviceDate\n      procedureCode\n      description\n      units\n      amount\n      diagnosisCodes\n    }\n  }\n": types.ClaimableLinesDocument,
    "\n  mutation CaseCoverageCreate($input: CoverageCreateInput!) {\n    caseCoverageCreate(input: $input) {\n      ...CoverageFields\n    }\n  }\n": types.CaseCoverageCreateDocument,
    "\n  mutation CaseCoverageUpdate($input: CoverageUpdateInput!) {\n    caseCoverageUpdate(input: $input) {\n      ...CoverageFields\n    }\n  }\n": types.CaseCoverageUpdateDocument,
    "\n  mutation CaseCoverageRemove($id: Int!) {\n    caseCoverageRemove(id: $id)\n  }\n": types.CaseCoverageRemoveDocument,
    "\n  mutation InsuranceClaimCreate($input: ClaimCreateInput!) {\n    insuranceClaimCreate(input: $input) {\n      ...ClaimFields\n    }\n  }\n": types.InsuranceClaimCreateDocument,
    "\n  mutation InsuranceClaimSubmit($id: Int!) {\n    insuranceClaimSubmit(id: $id) {\n      ...ClaimFields\n    }\n  }\n": types.InsuranceClaimSubmitDocument,
    "\n  mutation InsuranceClaimRecordPayment($input: ClaimPaymentInput!) {\n    insuranceClaimRecordPayment(input: $input) {\n      ...ClaimFields\n    }\n  }\n": types.InsuranceClaimRecordPaymentDocument,
    "\n  mutation InsuranceClaimDeny($input: ClaimDenialInput!) {\n    insuranceClaimDeny(input: $input) {\n      ...ClaimFields\n    }\n  }\n": types.InsuranceClaimDenyDocument,
    "\n  mutation InsuranceClaimAppeal($input: ClaimAppealInput!) {\n    insuranceClaimAppeal(input: $input) {\n      ...ClaimFields\n    }\n  }\n": types.InsuranceClaimAppealDocument,
    "\n  query ClinicBilling {\n    clinicBilling {\n      balance\n      paymentProvider\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n  }\n": types.ClinicBillingDocument,
    "\n  query ClinicBillingInvoices($first: Int, $after: String) {\n    clinicBillingInvoices(first: $first, after: $after) {\n      nodes {\n        id\n        number\n        kind\n        status\n        periodStart\n        periodEnd\n        issuedAt\n        dueDate\n        total\n        amountPaid\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ClinicBillingInvoicesDocument,
    "\n  query ClinicBillingPayments($first: Int, $after: String) {\n    clinicBillingPayments(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        status\n        amount\n        methodLabel\n        description\n        invoiceNumber\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ClinicBillingPaymentsDocument,
    "\n  mutation ClinicCardUpdate($input: ClinicCardInput!) {\n    clinicCardUpdate(input: $input) {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n": types.ClinicCardUpdateDocument,
    "\n  mutation PayOpenInvoices($clinicId: Int!) {\n    payOpenInvoices(clinicId: $clinicId) {\n      charges\n      openInvoices\n      billingStatus\n      balance\n      failureMessage\n    }\n  }\n": types.PayOpenInvoicesDocument,
    "\n  fragment FeeScheduleItemFields on FeeScheduleItem {\n    id\n    procedureCode\n    description\n    fee\n    defaultUnits\n    isActive\n  }\n": types.FeeScheduleItemFieldsFragmentDoc,
    "\n  query ClinicFeeSchedule {\n    feeSchedule(includeInactive: true) {\n      ...FeeScheduleItemFields\n    }\n  }\n": types.ClinicFeeScheduleDocument,
    "\n  mutation FeeScheduleItemCreate($input: FeeScheduleItemInput!) {\n    feeScheduleItemCreate(input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n": types.FeeScheduleItemCreateDocument,
    "\n  mutation FeeScheduleItemUpdate($id: Int!, $input: FeeScheduleItemInput!) {\n    feeScheduleItemUpdate(id: $id, input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n": types.FeeScheduleItemUpdateDocument,
    "\n  query ClinicSubscription {\n    clinicSubscription {\n      plan {\n        code\n        name\n        monthlyPrice\n        annualPrice\n        maxUsers\n        maxActiveCases\n        storageGb\n        supportLevel\n      }\n      usage {\n        users\n        activeCases\n        storageBytes\n      }\n      billingStatus\n      billingFrequency\n      monthlyRate\n      annualRate\n      nextBillingDate\n      trialEndsAt\n    }\n  }\n": types.ClinicSubscriptionDocument,
    "\n  fragment ClinicProfileFields on ClinicProfile {\n    id\n    name\n    address\n    city\n    state\n    zipCode\n    phone\n    email\n    npi\n    taxId\n    timeZone\n    businessHours {\n      day\n      closed\n      opens\n      closes\n    }\n    letterheadText\n    logoUpdatedAt\n  }\n": types.ClinicProfileFieldsFragmentDoc,
    "\n  query ClinicProfile {\n    clinicProfile {\n      ...ClinicProfileFields\n    }\n  }\n": types.ClinicProfileDocument,
    "\n  mutation ClinicProfileUpdate($input: ClinicProfileInput!) {\n    clinicProfileUpdate(input: $input) {\n      ...ClinicProfileFields\n    }\n  }\n": types.ClinicProfileUpdateDocument,
    "\n  mutation ClinicLogoRemove {\n    clinicLogoRemove {\n      ...ClinicProfileFields\n    }\n  }\n": types.ClinicLogoRemoveDocument,
    "\n  mutation AppointmentTypeSave($input: AppointmentTypeSaveInput!) {\n    appointmentTypeSave(input: $input) {\n      id\n      name\n      durationMinutes\n      color\n      isReExam\n      isActive\n    }\n  }\n": types.AppointmentTypeSaveDocument,
    "\n  mutation RoomSave($input: RoomSaveInput!) {\n    roomSave(input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n": types.RoomSaveDocument,
    "\n  mutation ClinicProviderSet($input: ProviderSetInput!) {\n    clinicProviderSet(input: $input) {\n      id\n      name\n      npi\n      isProvider\n    }\n  }\n": types.ClinicProviderSetDocument,
    "\n  query ClinicUsers($search: String, $first: Int!, $after: String) {\n    clinicUsers(search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.ClinicUsersDocument,
    "\n  mutation ClinicUserInvite($input: ClinicUserInviteInput!) {\n    clinicUserInvite(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": types.ClinicUserInviteDocument,
    "\n  mutation ClinicUserSetRole($id: ID!, $role: Role!) {\n    clinicUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n": types.ClinicUserSetRoleDocument,
    "\n  mutation ClinicUserSetActive($id: ID!, $isActive: Boolean!) {\n    clinicUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n": types.ClinicUserSetActiveDocument,
    "\n  mutation ClinicUserForceLogout($id: ID!) {\n    clinicUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n": types.ClinicUserForceLogoutDocument,
    "\n  mutation ClinicUserResendInvitation($id: ID!) {\n    clinicUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n": types.ClinicUserResendInvitationDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventKinds\n    isActive\n    parkedAt\n    parkedReason\n    consecutiveFailures\n    parkedDeliveries\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventKind\n    payload\n    status\n    attempts\n    lastStatusCode\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEventKinds {\n    webhookEventKinds {\n      kind\n      description\n    }\n  }\n": types.WebhookEventKindsDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($filter: WebhookDeliveryFilter!, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation WebhookEndpointCreate($input: WebhookEndpointInput!) {\n    webhookEndpointCreate(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.WebhookEndpointCreateDocument,
    "\n  mutation WebhookEndpointUpdate($id: Int!, $input: WebhookEndpointInput!) {\n    webhookEndpointUpdate(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointUpdateDocument,
    "\n  mutation WebhookEndpointDelete($id: Int!) {\n    webhookEndpointDelete(id: $id)\n  }\n": types.WebhookEndpointDeleteDocument,
    "\n  mutation WebhookEndpointRollSecret($id: Int!) {\n    webhookEndpointRollSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.WebhookEndpointRollSecretDocument,
    "\n  mutation WebhookEndpointSendTest($id: Int!) {\n    webhookEndpointSendTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.WebhookEndpointSendTestDocument,
    "\n  mutation WebhookEndpointUnpark($id: Int!) {\n    webhookEndpointUnpark(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointUnparkDocument,
    "\n  mutation WebhookDeliveryReplay($id: Int!) {\n    webhookDeliveryReplay(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.WebhookDeliveryReplayDocument,
    "\n  mutation WebhookDeliveriesReplayParked($endpointId: Int!) {\n    webhookDeliveriesReplayParked(endpointId: $endpointId)\n  }\n": types.WebhookDeliveriesReplayParkedDocument,
    "\n  fragment ScorecardFields on AttorneyScorecard {\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    firmName\n    casesOpen\n    casesClosed\n    withdrawals\n    withdrawalRate\n    paidSettlements\n    awaitingPayment\n    avgDaysToPayment\n    reducedCases\n    avgReductionPercent\n    answeredMessages\n    awaitingReply\n    avgResponseHours\n    medianResponseHours\n  }\n": types.ScorecardFieldsFragmentDoc,
    "\n  query AttorneyScorecard($attorneyId: Int!, $period: ScorecardPeriod!) {\n    attorneyScorecard(attorneyId: $attorneyId, period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n": types.AttorneyScorecardDocument,
    "\n  query MyScorecard($period: ScorecardPeriod!) {\n    myScorecard(period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n": types.MyScorecardDocument,
    "\n  query AttorneyScorecards {\n    attorneyScorecards {\n      ...ScorecardFields\n    }\n  }\n": types.AttorneyScorecardsDocument,
    "\n  query LienNotices($caseId: Int!) {\n    lienNotices(caseId: $caseId) {\n      id\n      toAttorneyName\n      asOf\n      totalCharges\n      totalPayments\n      totalReductions\n      totalWriteOffs\n      balance\n      createdAt\n      pdfUrl\n    }\n  }\n": types.LienNoticesDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n": types.RecentCasesDocument,
    "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n": types.RecentPatientsDocument,
    "\n  query AttorneyDashboard {\n    attorneyDashboard {\n      clinics {\n        clinicId\n        clinicName\n        activeCases\n        totalCases\n        recentCases {\n          id\n          caseNumber\n          patientName\n          status\n        }\n      }\n      waiting {\n        kind\n        caseId\n        caseNumber\n        patientName\n        clinicName\n        occurredAt\n        summary\n        link\n      }\n      waitingCounts {\n        counterOffers\n        newDocuments\n        unreadMessages\n        submittedBills\n      }\n    }\n  }\n": types.AttorneyDashboardDocument,
    "\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n": types.PatientCardFieldsFragmentDoc,
    "\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.OverviewPatientsDocument,
    "\n  query DocumentAnalysisStatus($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      id\n      status\n    }\n  }\n": types.DocumentAnalysisStatusDocument,
    "\n  fragment DocumentAnalysisFields on DocumentAnalysis {\n    id\n    documentId\n    status\n    confidence\n    processingTimeMs\n    error\n    completedAt\n    canRetry\n    findings {\n      totalAmount\n      pages\n      characters\n      truncated\n      dates {\n        date\n        text\n        context\n        verified\n      }\n      providers {\n        name\n        source\n        context\n        verified\n      }\n      amounts {\n        amount\n        isTotal\n        context\n        verified\n      }\n      diagnosisCodes {\n        code\n        description\n        context\n        verified\n      }\n    }\n  }\n": types.DocumentAnalysisFieldsFragmentDoc,
    "\n  query DocumentAnalysis($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n": types.DocumentAnalysisDocument,
    "\n  mutation DocumentAnalysisRetry($documentId: Int!) {\n    documentAnalysisRetry(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n": types.DocumentAnalysisRetryDocument,
    "\n  fragment DocumentFields on Document {\n    id\n    caseId\n    caseNumber\n    patientName\n    fileName\n    fileType\n    fileSize\n    documentType\n    description\n    isConfidential\n    sharedWithPatient\n    uploadDate\n    uploadedByName\n    downloadUrl\n    canDelete\n    analysis {\n      id\n      status\n    }\n  }\n": types.DocumentFieldsFragmentDoc,
    "\n  mutation DocumentDelete($id: Int!) {\n    documentDelete(id: $id)\n  }\n": types.DocumentDeleteDocument,
    "\n  query Documents($caseId: Int, $first: Int!, $after: String) {\n    documents(caseId: $caseId, first: $first, after: $after) {\n      nodes {\n        ...DocumentFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.DocumentsDocument,
    "\n  query DocumentUploadPolicy {\n    documentUploadPolicy {\n      maxBytes\n      allowedExtensions\n    }\n  }\n": types.DocumentUploadPolicyDocument,
    "\n  fragment FundingPacketFields on FundingPacket {\n    asOf\n    accident {\n      caseType\n      accidentDate\n    }\n    ledger {\n      billedToDate\n      creditedToDate\n      balance\n    }\n    treatment {\n      visitsAttended\n      visitsMissed\n      visitsScheduled\n      firstVisit\n      lastVisit\n      plan {\n        visitsPerWeek\n        weeks\n        startDate\n        status\n      }\n    }\n    coverage {\n      coverageType\n      carrierName\n      limitAmount\n    }\n  }\n": types.FundingPacketFieldsFragmentDoc,
    "\n  fragment FundingRequestFields on FundingRequest {\n    id\n    reference\n    caseId\n    partnerName\n    requestedAmount\n    purpose\n    urgencyLevel\n    status\n    submittedAt\n    approvedAmount\n    fundedAmount\n    interestRate\n    repaymentTerms\n    shared\n    packet {\n      ...FundingPacketFields\n    }\n    decisionDate\n    fundedDate\n    notes\n    partnerNote\n    quote {\n      outcome\n      message\n      amount\n      rate\n      terms\n      at\n    }\n    partnerLinkExpiresAt\n    partnerLinkUsedAt\n    requestedByName\n    createdAt\n    abilities {\n      canSubmit\n      canQuote\n      canRecordFunded\n      canRenewLink\n    }\n  }\n": types.FundingRequestFieldsFragmentDoc,
    "\n  query CaseFunding($caseId: Int!) {\n    caseFunding(caseId: $caseId) {\n      caseId\n      caseNumber\n      canRequest\n      packet {\n        ...FundingPacketFields\n      }\n      requests {\n        ...FundingRequestFields\n      }\n    }\n  }\n": types.CaseFundingDocument,
    "\n  query FundingPartnerOptions {\n    fundingPartnerOptions {\n      id\n      companyName\n      fundingTypes\n      minimumAmount\n      maximumAmount\n      typicalRate\n      approvalTimeHours\n      rating\n      instantQuote\n    }\n  }\n": types.FundingPartnerOptionsDocument,
    "\n  mutation FundingRequestCreate($input: FundingRequestInput!) {\n    fundingRequestCreate(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n": types.FundingRequestCreateDocument,
    "\n  mutation FundingRequestSubmit($id: Int!) {\n    fundingRequestSubmit(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n": types.FundingRequestSubmitDocument,
    "\n  mutation FundingRequestRenewLink($id: Int!) {\n    fundingRequestRenewLink(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n": types.FundingRequestRenewLinkDocument,
    "\n  mutation FundingRequestQuote($id: Int!) {\n    fundingRequestQuote(id: $id) {\n      ...FundingRequestFields\n    }\n  }\n": types.FundingRequestQuoteDocument,
    "\n  mutation FundingRequestRecordFunded($input: FundingFundedInput!) {\n    fundingRequestRecordFunded(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n": types.FundingRequestRecordFundedDocument,
    "\n  subscription FundingRequestChanged($caseId: Int!) {\n    fundingRequestChanged(caseId: $caseId) {\n      ...FundingRequestFields\n    }\n  }\n": types.FundingRequestChangedDocument,
    "\n  query IntakeForm {\n    intakeFormToken\n    intakeConsentText {\n      version\n      en\n      es\n    }\n  }\n": types.IntakeFormDocument,
    "\n  mutation PublicIntakeSubmit($input: IntakeSubmitInput!) {\n    publicIntakeSubmit(input: $input) {\n      intakeCode\n      createdAt\n    }\n  }\n": types.PublicIntakeSubmitDocument,
    "\n  query IntakeDesk($filter: IntakeFilter, $sort: IntakeSort!, $first: Int, $after: String) {\n    intakes(filter: $filter, sort: $sort, first: $first, after: $after) {\n      nodes {\n        ...IntakeCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.IntakeDeskDocument,
    "\n  fragment IntakeCardFields on PublicIntake {\n    id\n    intakeCode\n    firstName\n    lastName\n    email\n    phone\n    injuryDate\n    injuryType\n    injuryDescription\n    locationCity\n    locationState\n    insuranceCarrier\n    hasAttorney\n    attorneyName\n    hasMedicalProvider\n    providerName\n    urgencyLevel\n    triageScore\n    triageReasons {\n      factor\n      points\n      text\n    }\n    matchedClinicId\n    matchedClinicName\n    matchedAttorneyId\n    matchedAttorneyName\n    matchReasons {\n      factor\n      points\n      text\n    }\n    conversionStatus\n    contactedAt\n    convertedAt\n    closedAt\n    closeReason\n    convertedPatientId\n    convertedCaseId\n    convertedCaseNumber\n    language\n    source\n    utm {\n      key\n      value\n    }\n    ipAddress\n    createdAt\n  }\n": types.IntakeCardFieldsFragmentDoc,
    "\n  mutation IntakeMarkContacted($id: Int!) {\n    intakeMarkContacted(id: $id) {\n      ...IntakeCardFields\n    }\n  }\n": types.IntakeMarkContactedDocument,
    "\n  mutation IntakeClose($input: IntakeCloseInput!) {\n    intakeClose(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n": types.IntakeCloseDocument,
    "\n  mutation IntakeConvert($input: IntakeConvertInput!) {\n    intakeConvert(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n": types.IntakeConvertDocument,
    "\n  query IntakeClinicChoices {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n          city\n          state\n        }\n      }\n    }\n  }\n": types.IntakeClinicChoicesDocument,
    "\n  mutation ContactMessageSend($input: ContactMessageInput!) {\n    contactMessageSend(input: $input) {\n      id\n      createdAt\n    }\n  }\n": types.ContactMessageSendDocument,
    "\n  query LandingPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      annualSaving\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n": types.LandingPlansDocument,
    "\n  mutation WaitlistJoin($input: WaitlistJoinInput!) {\n    waitlistJoin(input: $input) {\n      id\n      name\n      email\n      practiceName\n    }\n  }\n": types.WaitlistJoinDocument,
    "\n  query CaseLedger($caseId: Int!) {\n    caseLedger(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n": types.CaseLedgerDocument,
    "\n  mutation LedgerClose($input: LedgerCloseInput!) {\n    ledger: ledgerClose(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": types.LedgerCloseDocument,
    "\n  fragment LedgerEntryFields on LedgerEntry {\n    id\n    kind\n    amount\n    balanceAfter\n    description\n    effectiveDate\n    billingId\n    invoiceNumber\n    reductionRequestId\n    paymentMethod\n    reference\n    createdByName\n    createdAt\n  }\n": types.LedgerEntryFieldsFragmentDoc,
    "\n  fragment ReductionRequestFields on ReductionRequest {\n    id\n    caseId\n    status\n    originalAmount\n    requestedPercentage\n    requestedAmount\n    reason\n    requestedByName\n    counterAmount\n    clinicNotes\n    approvedAmount\n    respondedByName\n    resolvedAt\n    createdAt\n    letterUrl\n  }\n": types.ReductionRequestFieldsFragmentDoc,
    "\n  fragment CaseLedgerFields on CaseLedger {\n    caseId\n    caseNumber\n    patientName\n    attorneyName\n    balance\n    totalCharges\n    totalPayments\n    totalReductions\n    totalWriteOffs\n    settlementAmount\n    settlementDate\n    closedAt\n    closedByName\n    entries {\n      ...LedgerEntryFields\n    }\n    reductionRequests {\n      ...ReductionRequestFields\n    }\n    abilities {\n      canRequestReduction\n      canRecordSettlement\n      canRecordPayment\n      canClose\n      reductionActions\n    }\n  }\n": types.CaseLedgerFieldsFragmentDoc,
    "\n  subscription CaseLedgerChanged($caseId: Int!) {\n    caseLedgerChanged(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n": types.CaseLedgerChangedDocument,
    "\n  mutation LedgerPaymentRecord($input: LedgerPaymentInput!) {\n    ledger: ledgerPaymentRecord(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": types.LedgerPaymentRecordDocument,
    "\n  mutation ReductionRequest($input: ReductionRequestInput!) {\n    ledger: reductionRequest(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": types.ReductionRequestDocument,
    "\n  mutation ReductionRespond($input: ReductionRespondInput!) {\n    ledger: reductionRespond(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n": types.ReductionRespondDocument,
    "\n  fragment MarketingLeadFields on MarketingLead {\n    id\n    firstName\n    lastName\n    company\n    email\n    phone\n    source\n    status\n    injuryType\n    severity\n    notes\n    assignedToName\n    convertedToPatientId\n    salesLeadId\n    convertedAt\n    leadScore\n    scoreReasons {\n      factor\n      points\n      text\n    }\n    lastContactedAt\n    nextFollowUpAt\n    unsubscribed\n    createdAt\n  }\n": types.MarketingLeadFieldsFragmentDoc,
    "\n  query MarketingLeads($filter: MarketingLeadFilter, $first: Int, $after: String) {\n    marketingLeads(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...MarketingLeadFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MarketingLeadsDocument,
    "\n  mutation MarketingLeadCreate($input: MarketingLeadInput!) {\n    marketingLeadCreate(input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n": types.MarketingLeadCreateDocument,
    "\n  mutation MarketingLeadUpdate($id: Int!, $input: MarketingLeadInput!) {\n    marketingLeadUpdate(id: $id, input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n": types.MarketingLeadUpdateDocument,
    "\n  mutation MarketingLeadConvert($id: Int!) {\n    marketingLeadConvert(id: $id) {\n      ...MarketingLeadFields\n    }\n  }\n": types.MarketingLeadConvertDocument,
    "\n  fragment CrmActivityFields on CrmActivity {\n    id\n    type\n    subject\n    description\n    relatedTo\n    relatedId\n    relatedName\n    status\n    priority\n    outcome\n    dueDate\n    overdue\n    completedAt\n    assignedToName\n    createdByName\n    createdAt\n  }\n": types.CrmActivityFieldsFragmentDoc,
    "\n  query CrmActivities($filter: CrmActivityFilter, $first: Int) {\n    crmActivities(filter: $filter, first: $first) {\n      nodes {\n        ...CrmActivityFields\n      }\n    }\n  }\n": types.CrmActivitiesDocument,
    "\n  mutation CrmActivityCreate($input: CrmActivityInput!) {\n    crmActivityCreate(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n": types.CrmActivityCreateDocument,
    "\n  mutation CrmActivityComplete($input: CrmActivityCompleteInput!) {\n    crmActivityComplete(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n": types.CrmActivityCompleteDocument,
    "\n  fragment MarketingCampaignFields on MarketingCampaign {\n    id\n    name\n    status\n    audienceId\n    audienceName\n    subject\n    content\n    budget\n    sendAt\n    sentAt\n    totalRecipients\n    delivered\n    opened\n    clicked\n    converted\n    unsubscribed\n    skipped\n    cost\n    revenue\n    roi\n    createdAt\n  }\n": types.MarketingCampaignFieldsFragmentDoc,
    "\n  query MarketingCampaigns {\n    marketingCampaigns {\n      ...MarketingCampaignFields\n    }\n    marketingAudiences {\n      id\n      name\n      reachable\n      excluded\n      filter {\n        includeLeads\n        includePatients\n        leadStatuses\n        leadSources\n        minLeadScore\n        patientCities\n        patientStates\n        patientsSince\n      }\n    }\n  }\n": types.MarketingCampaignsDocument,
    "\n  query MarketingCampaignRecipients($campaignId: Int!) {\n    marketingCampaignRecipients(campaignId: $campaignId) {\n      id\n      email\n      name\n      status\n      queuedAt\n      openedAt\n      clickedAt\n    }\n  }\n": types.MarketingCampaignRecipientsDocument,
    "\n  mutation MarketingAudienceCreate($input: MarketingAudienceInput!) {\n    marketingAudienceCreate(input: $input) {\n      id\n      name\n      reachable\n      excluded\n    }\n  }\n": types.MarketingAudienceCreateDocument,
    "\n  mutation MarketingCampaignCreate($input: MarketingCampaignInput!) {\n    marketingCampaignCreate(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n": types.MarketingCampaignCreateDocument,
    "\n  mutation MarketingCampaignSend($input: MarketingCampaignSendInput!) {\n    marketingCampaignSend(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n": types.MarketingCampaignSendDocument,
    "\n  mutation MarketingCampaignResultsSet($input: MarketingCampaignResultsInput!) {\n    marketingCampaignResultsSet(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n": types.MarketingCampaignResultsSetDocument,
    "\n  query MarketingAnalytics {\n    marketingAnalytics {\n      sent\n      delivered\n      opened\n      clicked\n      unsubscribed\n      converted\n      cost\n      revenue\n      roi\n      leadsBySource {\n        key\n        count\n      }\n      leadsByStatus {\n        key\n        count\n      }\n      leadsOverTime {\n        weekStart\n        byStatus {\n          key\n          count\n        }\n      }\n      rolledUpAt\n    }\n  }\n": types.MarketingAnalyticsDocument,
    "\n  query MarketingSettings($clinic: Boolean!) {\n    marketingAutomationRules {\n      id\n      name\n      triggerType\n      triggerSentence\n      triggerConditions {\n        field\n        operator\n        value\n      }\n      actions {\n        type\n        target\n        template\n        days\n      }\n      isActive\n      lastTriggered\n      totalTriggers\n      successfulTriggers\n      lastError\n    }\n    crmIntegration @include(if: $clinic) {\n      id\n      platform\n      webhookUrl\n      events\n      syncEnabled\n      syncFrequency\n      hasApiKey\n      lastSyncAt\n      lastError\n    }\n    crmSyncDeliveries @include(if: $clinic) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n": types.MarketingSettingsDocument,
    "\n  mutation MarketingRuleSave($id: Int, $input: MarketingRuleInput!) {\n    marketingAutomationRuleSave(id: $id, input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n": types.MarketingRuleSaveDocument,
    "\n  mutation CrmIntegrationSave($input: CrmIntegrationInput!) {\n    crmIntegrationSave(input: $input) {\n      id\n      signingSecret\n    }\n  }\n": types.CrmIntegrationSaveDocument,
    "\n  mutation CrmIntegrationTest {\n    crmIntegrationTest {\n      id\n      status\n      responseStatus\n      lastError\n    }\n  }\n": types.CrmIntegrationTestDocument,
    "\n  mutation MessageSend($input: MessageSendInput!) {\n    messageSend(input: $input) {\n      ...MessageFields\n    }\n  }\n": types.MessageSendDocument,
    "\n  query MessageConversations($filter: MessageFilter, $first: Int!, $after: String) {\n    messageConversations(filter: $filter, first: $first, after: $after) {\n      nodes {\n        caseId\n        caseNumber\n        patientName\n        messageCount\n        unreadCount\n        lastMessageAt\n        lastSubject\n        lastSenderName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MessageConversationsDocument,
    "\n  mutation MessagesMarkAllRead {\n    messagesMarkAllRead\n  }\n": types.MessagesMarkAllReadDocument,
    "\n  query Messages($caseId: Int, $first: Int!, $after: String, $filter: MessageFilter) {\n    messages(caseId: $caseId, first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...MessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MessagesDocument,
    "\n  mutation MessagesMarkRead($ids: [Int!]!) {\n    messagesMarkRead(ids: $ids)\n  }\n": types.MessagesMarkReadDocument,
    "\n  subscription MessageAdded($caseId: Int) {\n    messageAdded(caseId: $caseId) {\n      ...MessageFields\n    }\n  }\n": types.MessageAddedDocument,
    "\n  fragment MessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    senderId\n    senderName\n    senderRole\n    recipientType\n    recipientName\n    subject\n    content\n    messageType\n    parentMessageId\n    sentDate\n    isRead\n    readByRecipient\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    link\n    caseId\n    readAt\n    createdAt\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n": types.NotificationUnreadCountDocument,
    "\n  query Notifications($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation NotificationMarkRead($id: Int!) {\n    notificationMarkRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n": types.NotificationMarkReadDocument,
    "\n  mutation NotificationMarkAllRead {\n    notificationMarkAllRead\n  }\n": types.NotificationMarkAllReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation NotificationPreferenceSet($kind: NotificationKind!, $delivery: NotificationDelivery!) {\n    notificationPreferenceSet(kind: $kind, delivery: $delivery) {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n": types.NotificationPreferenceSetDocument,
    "\n  fragment PortalAccessFields on PortalAccessView {\n    id\n    isActive\n    invitedVia\n    invitedAt\n    inviteExpiresAt\n    acceptedAt\n    lastAccessAt\n    mfaEnabled\n    mfaMethod\n    familyMemberAccess\n    familyMembers {\n      id\n      name\n      relationship\n      permission\n      acceptedAt\n    }\n  }\n": types.PortalAccessFieldsFragmentDoc,
    "\n  query PatientPortalAccess($patientId: Int!) {\n    portalAccess(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n": types.PatientPortalAccessDocument,
    "\n  mutation PortalInvite($input: PortalInviteInput!) {\n    portalInvite(input: $input) {\n      sentTo\n      delivered\n      link\n      access {\n        ...PortalAccessFields\n      }\n    }\n  }\n": types.PortalInviteDocument,
    "\n  mutation PortalDeactivate($patientId: Int!) {\n    portalDeactivate(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n": types.PortalDeactivateDocument,
    "\n  query PortalMe {\n    me {\n      id\n      role\n    }\n  }\n": types.PortalMeDocument,
    "\n  query PortalFamilyMembers {\n    portalFamilyMembers {\n      id\n      firstName\n      lastName\n      email\n      relationship\n      permission\n      acceptedAt\n      inviteExpiresAt\n    }\n  }\n": types.PortalFamilyMembersDocument,
    "\n  mutation PortalFamilyGrant($input: PortalFamilyGrantInput!) {\n    portalFamilyGrant(input: $input) {\n      sentTo\n      link\n      member {\n        id\n      }\n    }\n  }\n": types.PortalFamilyGrantDocument,
    "\n  mutation PortalFamilySetPermission($id: Int!, $permission: PortalFamilyPermission!) {\n    portalFamilySetPermission(id: $id, permission: $permission) {\n      id\n      permission\n    }\n  }\n": types.PortalFamilySetPermissionDocument,
    "\n  mutation PortalFamilyRevoke($id: Int!) {\n    portalFamilyRevoke(id: $id)\n  }\n": types.PortalFamilyRevokeDocument,
    "\n  query PortalProfile {\n    portalMe {\n      firstName\n      lastName\n      clinicName\n      clinicPhone\n      preferredLanguage\n      viewerFirstName\n      familyMember\n      permission\n    }\n  }\n": types.PortalProfileDocument,
    "\n  mutation PortalPreferencesUpdate($input: PortalPreferencesInput!) {\n    portalPreferencesUpdate(input: $input) {\n      preferredLanguage\n    }\n  }\n": types.PortalPreferencesUpdateDocument,
    "\n  mutation PortalSignOut {\n    logout\n  }\n": types.PortalSignOutDocument,
    "\n  query PortalAppointments($past: Boolean!) {\n    portalAppointments(past: $past) {\n      id\n      startsAt\n      endsAt\n      status\n      confirmedAt\n      typeName\n      providerName\n      clinicName\n      changeable\n    }\n  }\n": types.PortalAppointmentsDocument,
    "\n  mutation PortalAppointmentConfirm($id: Int!) {\n    portalAppointmentConfirm(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n": types.PortalAppointmentConfirmDocument,
    "\n  mutation PortalAppointmentCancel($id: Int!) {\n    portalAppointmentCancel(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n": types.PortalAppointmentCancelDocument,
    "\n  query PortalDocuments {\n    portalDocuments {\n      id\n      fileName\n      documentType\n      uploadedAt\n      downloadUrl\n    }\n  }\n": types.PortalDocumentsDocument,
    "\n  query PortalStatement {\n    portalStatement {\n      charges\n      credits\n      balance\n      lines {\n        id\n        date\n        kind\n        description\n        amount\n        caseNumber\n      }\n    }\n  }\n": types.PortalStatementDocument,
    "\n  query PortalMessages {\n    portalMessages {\n      id\n      subject\n      content\n      sentAt\n      fromMe\n      senderName\n    }\n  }\n": types.PortalMessagesDocument,
    "\n  subscription PortalMessageAdded {\n    portalMessageAdded {\n      id\n    }\n  }\n": types.PortalMessageAddedDocument,
    "\n  mutation PortalMessageSend($input: PortalMessageSendInput!) {\n    portalMessageSend(input: $input) {\n      id\n    }\n  }\n": types.PortalMessageSendDocument,
    "\n  mutation PortalSignIn($input: PortalSignInInput!) {\n    portalSignIn(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n": types.PortalSignInDocument,
    "\n  mutation PortalAccept($input: PortalAcceptInput!) {\n    portalAccept(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n": types.PortalAcceptDocument,
    "\n  mutation PortalVerify($input: SecondFactorInput!) {\n    portalVerify(input: $input) {\n      user {\n        id\n        role\n      }\n      recoveryCodes\n    }\n  }\n": types.PortalVerifyDocument,
    "\n  query PortalInvitation($code: String!) {\n    portalInvitation(code: $code) {\n      valid\n      message\n      firstName\n      clinicName\n      email\n      familyOf\n    }\n  }\n": types.PortalInvitationDocument,
    "\n  mutation PortalEmailCodeSend {\n    portalEmailCodeSend {\n      sentTo\n    }\n  }\n": types.PortalEmailCodeSendDocument,
    "\n  mutation PortalVerifyEmailCode($input: PortalEmailCodeInput!) {\n    portalVerifyEmailCode(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.PortalVerifyEmailCodeDocument,
    "\n  mutation DocumentShareWithPatient($id: Int!, $shared: Boolean!) {\n    documentShareWithPatient(id: $id, shared: $shared) {\n      id\n      sharedWithPatient\n    }\n  }\n": types.DocumentShareWithPatientDocument,
    "\n  subscription PortalAppointmentChanged {\n    portalAppointmentChanged {\n      id\n      status\n      confirmedAt\n    }\n  }\n": types.PortalAppointmentChangedDocument,
    "\n  mutation PatientQuickAdd($input: PatientQuickAddInput!) {\n    patientQuickAdd(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.PatientQuickAddDocument,
    "\n  mutation PatientCreate($input: PatientCreateInput!) {\n    patientCreate(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.PatientCreateDocument,
    "\n  query PatientEdit($id: Int!) {\n    patient(id: $id) {\n      ...PatientEditFields\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n": types.PatientEditDocument,
    "\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    sex\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n": types.PatientEditFieldsFragmentDoc,
    "\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n": types.PatientUpdateDocument,
    "\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n": types.PatientRegistryDocument,
    "\n  query PatientRecord($id: Int!) {\n    patient(id: $id) {\n      id\n      fullName\n      dateOfBirth\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      emergencyContact\n      emergencyPhone\n      emergencyRelation\n      insuranceProvider\n      insurancePolicyNumber\n      status\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n": types.PatientRecordDocument,
    "\n  fragment ProviderProfileFields on ProviderProfileView {\n    id\n    profileSlug\n    displayName\n    profileType\n    isPublic\n    specializations\n    coverageAreas\n    bio\n    yearsExperience\n    languagesSpoken\n    acceptedInsurance\n    acceptingNewPatients\n    averageRating\n    reviewCount\n    successRate\n    averageSettlementTime\n    closedCaseCount\n    verifiedBadge\n    featuredProvider\n    seoTitle\n    seoDescription\n    publicPhone\n    publicEmail\n    website\n    city\n    state\n  }\n": types.ProviderProfileFieldsFragmentDoc,
    "\n  fragment ProviderReviewFields on ProviderReviewView {\n    id\n    reviewerName\n    rating\n    reviewTitle\n    reviewContent\n    isVerified\n    caseOutcome\n    wouldRecommend\n    responseFromProvider\n    responseDate\n    moderationStatus\n    createdAt\n  }\n": types.ProviderReviewFieldsFragmentDoc,
    "\n  query ProviderDirectory(\n    $q: String\n    $specialty: String\n    $state: String\n    $profileType: ProviderProfileType\n    $after: String\n  ) {\n    providerDirectory(\n      q: $q\n      specialty: $specialty\n      state: $state\n      profileType: $profileType\n      first: 24\n      after: $after\n    ) {\n      nodes {\n        ...ProviderProfileFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ProviderDirectoryDocument,
    "\n  query ProviderPage($slug: String!) {\n    providerProfile(slug: $slug) {\n      ...ProviderProfileFields\n    }\n    providerReviews(slug: $slug, first: 20) {\n      nodes {\n        ...ProviderReviewFields\n      }\n    }\n  }\n": types.ProviderPageDocument,
    "\n  mutation ProviderReviewReport($reviewId: Int!) {\n    providerReviewReport(reviewId: $reviewId)\n  }\n": types.ProviderReviewReportDocument,
    "\n  query ProviderReviewInviteCheck($token: String!) {\n    providerReviewInviteCheck(token: $token) {\n      valid\n      reason\n      displayName\n      shortName\n    }\n  }\n": types.ProviderReviewInviteCheckDocument,
    "\n  mutation ProviderReviewSubmit($input: ProviderReviewSubmitInput!) {\n    providerReviewSubmit(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n": types.ProviderReviewSubmitDocument,
    "\n  query MyProviderProfile {\n    myProviderProfile {\n      ...ProviderProfileFields\n    }\n  }\n": types.MyProviderProfileDocument,
    "\n  query ProviderProfileSuggestion {\n    providerProfileSuggestion {\n      displayName\n      profileSlug\n    }\n  }\n": types.ProviderProfileSuggestionDocument,
    "\n  mutation ProviderProfileSave($input: ProviderProfileInput!) {\n    providerProfileSave(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n": types.ProviderProfileSaveDocument,
    "\n  query MyProviderReviews($after: String) {\n    myProviderReviews(first: 20, after: $after) {\n      nodes {\n        ...ProviderReviewFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MyProviderReviewsDocument,
    "\n  mutation ProviderReviewRespond($input: ProviderReviewResponseInput!) {\n    providerReviewRespond(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n": types.ProviderReviewRespondDocument,
    "\n  mutation ProviderReviewInvite($patientId: Int!) {\n    providerReviewInvite(patientId: $patientId) {\n      id\n      link\n      expiresAt\n      emailed\n    }\n  }\n": types.ProviderReviewInviteDocument,
    "\n  fragment ProviderMatchFields on ProviderMatchView {\n    id\n    side\n    patientId\n    patientName\n    caseId\n    caseNumber\n    requestedSpecialty\n    location\n    insuranceType\n    matchedProviderId\n    matchedProviderName\n    matchedProviderSlug\n    matchScore\n    matchCriteria {\n      factor\n      points\n      max\n      detail\n    }\n    appointmentScheduled\n    scheduledDate\n    contactAttempts\n    lastContactDate\n    responseTime\n    status\n    slaDeadline\n    slaMissed\n    notes\n    createdAt\n  }\n": types.ProviderMatchFieldsFragmentDoc,
    "\n  query ProviderMatches($side: String, $status: ProviderMatchStatus, $after: String) {\n    providerMatches(side: $side, status: $status, first: 25, after: $after) {\n      nodes {\n        ...ProviderMatchFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ProviderMatchesDocument,
    "\n  query ProviderRank($input: ProviderRankInput!) {\n    providerRank(input: $input) {\n      score\n      profile {\n        id\n        displayName\n        profileSlug\n        city\n        state\n        averageRating\n        reviewCount\n      }\n      reasons {\n        factor\n        points\n        max\n        detail\n      }\n    }\n  }\n": types.ProviderRankDocument,
    "\n  mutation ProviderMatchCreate($input: ProviderMatchCreateInput!) {\n    providerMatchCreate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n": types.ProviderMatchCreateDocument,
    "\n  mutation ProviderMatchUpdate($input: ProviderMatchUpdateInput!) {\n    providerMatchUpdate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n": types.ProviderMatchUpdateDocument,
    "\n  query ProviderReviewQueue($status: ProviderReviewStatus, $after: String) {\n    providerReviewQueue(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        reviewerName\n        rating\n        reviewTitle\n        reviewContent\n        moderationStatus\n        createdAt\n        profileName\n        profileSlug\n        reportCount\n        isPublished\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ProviderReviewQueueDocument,
    "\n  mutation ProviderReviewModerate($input: ProviderReviewModerateInput!) {\n    providerReviewModerate(input: $input) {\n      id\n      moderationStatus\n      isPublished\n    }\n  }\n": types.ProviderReviewModerateDocument,
    "\n  query ProviderProfilesAdmin($q: String) {\n    providerProfilesAdmin(q: $q) {\n      ...ProviderProfileFields\n    }\n  }\n": types.ProviderProfilesAdminDocument,
    "\n  mutation ProviderBadgesSet($input: ProviderBadgesInput!) {\n    providerBadgesSet(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n": types.ProviderBadgesSetDocument,
    "\n  fragment RecordsRequestFields on RecordsRequest {\n    id\n    caseId\n    caseNumber\n    patientName\n    patientDateOfBirth\n    clinicName\n    requesterSide\n    firmName\n    providerClinicId\n    providerName\n    providerType\n    providerEmail\n    providerFax\n    recordType\n    requestMethod\n    authorizationFileName\n    authorizationUrl\n    requestedByName\n    assignedToName\n    priority\n    status\n    requestSentDate\n    dueDate\n    overdue\n    followUpCount\n    lastFollowUpDate\n    nextReminderDate\n    receivedDate\n    completionHours\n    documentsReceived\n    missingDocuments\n    automatedReminders\n    cancelReason\n    notes\n    createdAt\n    disclosures {\n      id\n      documentId\n      kind\n      fileName\n      clinicName\n      disclosedByName\n      disclosedAt\n      authorizationFileName\n      downloadUrl\n    }\n    abilities {\n      canMarkSent\n      canRecordReceipt\n      canAnswer\n      canCancel\n      canEdit\n    }\n  }\n": types.RecordsRequestFieldsFragmentDoc,
    "\n  query RecordsRequests($filter: RecordsRequestFilter, $after: String) {\n    recordsRequests(filter: $filter, first: 20, after: $after) {\n      nodes {\n        ...RecordsRequestFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.RecordsRequestsDocument,
    "\n  query RecordsRequestSources($id: Int!) {\n    recordsRequestSources(id: $id) {\n      documents {\n        id\n        fileName\n        documentType\n        caseNumber\n        uploadDate\n      }\n      statementCases {\n        caseId\n        caseNumber\n      }\n    }\n  }\n": types.RecordsRequestSourcesDocument,
    "\n  query RecordsRequestFormOptions($caseId: Int!) {\n    recordsProviderClinics(caseId: $caseId) {\n      id\n      name\n      city\n      caseClinic\n    }\n    documents(caseId: $caseId, first: 100) {\n      nodes {\n        id\n        fileName\n        documentType\n      }\n    }\n  }\n": types.RecordsRequestFormOptionsDocument,
    "\n  mutation RecordsRequestCreate($input: RecordsRequestCreateInput!) {\n    recordsRequestCreate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": types.RecordsRequestCreateDocument,
    "\n  mutation RecordsRequestAnswer($input: RecordsRequestAnswerInput!) {\n    recordsRequestAnswer(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": types.RecordsRequestAnswerDocument,
    "\n  mutation RecordsRequestRecordReceipt($input: RecordsRequestReceiptInput!) {\n    recordsRequestRecordReceipt(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": types.RecordsRequestRecordReceiptDocument,
    "\n  mutation RecordsRequestMarkSent($id: Int!) {\n    recordsRequestMarkSent(id: $id) {\n      ...RecordsRequestFields\n    }\n  }\n": types.RecordsRequestMarkSentDocument,
    "\n  mutation RecordsRequestCancel($input: RecordsRequestCancelInput!) {\n    recordsRequestCancel(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": types.RecordsRequestCancelDocument,
    "\n  mutation RecordsRequestUpdate($input: RecordsRequestUpdateInput!) {\n    recordsRequestUpdate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n": types.RecordsRequestUpdateDocument,
    "\n  fragment ReminderFields on PatientReminder {\n    id\n    reminderType\n    reminderStatus\n    channel\n    priority\n    scheduledDate\n    sentAt\n    acknowledgedAt\n    message\n    toAddressMasked\n    statusReason\n    attempts\n    offsetMinutes\n    appointmentId\n  }\n": types.ReminderFieldsFragmentDoc,
    "\n  query Reminders($patientId: Int, $appointmentId: Int, $first: Int!, $after: String) {\n    reminders(patientId: $patientId, appointmentId: $appointmentId, first: $first, after: $after) {\n      nodes {\n        ...ReminderFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RemindersDocument,
    "\n  mutation ReminderCreate($input: ReminderCreateInput!) {\n    reminderCreate(input: $input) {\n      ...ReminderFields\n    }\n  }\n": types.ReminderCreateDocument,
    "\n  mutation ReminderCancel($id: Int!) {\n    reminderCancel(id: $id) {\n      ...ReminderFields\n    }\n  }\n": types.ReminderCancelDocument,
    "\n  query PatientReminderConsent($id: Int!) {\n    patient(id: $id) {\n      id\n      smsReminderConsentAt\n      emailReminderConsentAt\n      smsOptedOutAt\n      emailOptedOutAt\n    }\n  }\n": types.PatientReminderConsentDocument,
    "\n  mutation PatientReminderConsentUpdate($input: ReminderConsentInput!) {\n    patientReminderConsentUpdate(input: $input)\n  }\n": types.PatientReminderConsentUpdateDocument,
    "\n  query ReminderSettings {\n    reminderSettings {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n": types.ReminderSettingsDocument,
    "\n  mutation ReminderSettingsUpdate($input: ReminderSettingsInput!) {\n    reminderSettingsUpdate(input: $input) {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n": types.ReminderSettingsUpdateDocument,
    "\n  query ReminderLog($first: Int!, $after: String) {\n    reminderLog(first: $first, after: $after) {\n      nodes {\n        id\n        channel\n        toAddressMasked\n        body\n        provider\n        reminderId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ReminderLogDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerId\n    providerName\n    appointmentTypeId\n    appointmentTypeName\n    color\n    roomId\n    roomName\n    status\n    scheduledStart\n    scheduledEnd\n    actualStart\n    actualEnd\n    notes\n    remindersEnabled\n    cancellationReason\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  query SchedulingSetup {\n    schedulingSetup {\n      clinicId\n      timeZone\n      businessHours {\n        day\n        closed\n        opens\n        closes\n      }\n      appointmentTypes {\n        id\n        name\n        durationMinutes\n        color\n        isReExam\n        isActive\n      }\n      rooms {\n        id\n        name\n        isActive\n      }\n      providers {\n        id\n        name\n        npi\n      }\n    }\n  }\n": types.SchedulingSetupDocument,
    "\n  query AppointmentCalendar($from: String!, $to: String!) {\n    appointmentCalendar(from: $from, to: $to) {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentCalendarDocument,
    "\n  mutation AppointmentBook($input: AppointmentBookInput!) {\n    appointmentBook(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentBookDocument,
    "\n  mutation AppointmentUpdate($input: AppointmentUpdateInput!) {\n    appointmentUpdate(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentUpdateDocument,
    "\n  mutation AppointmentSetStatus($input: AppointmentStatusInput!) {\n    appointmentSetStatus(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentSetStatusDocument,
    "\n  query PatientCasesForBooking($id: Int!) {\n    patient(id: $id) {\n      id\n      cases {\n        id\n        caseNumber\n        status\n      }\n    }\n  }\n": types.PatientCasesForBookingDocument,
    "\n  query AppointmentVisits($when: VisitWhen!, $caseId: Int, $patientId: Int, $after: String) {\n    appointmentVisits(when: $when, caseId: $caseId, patientId: $patientId, first: 20, after: $after) {\n      nodes {\n        ...AppointmentFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AppointmentVisitsDocument,
    "\n  fragment SettlementStatementFields on SettlementStatement {\n    id\n    version\n    status\n    settlementDate\n    grossAmount\n    feePercentage\n    attorneyFee\n    costs {\n      position\n      description\n      amount\n    }\n    totalCosts\n    clinicPayment\n    clinicBalance\n    clinicReduction\n    otherLiens {\n      position\n      description\n      amount\n    }\n    totalLiens\n    netToClient\n    notes\n    recordedByName\n    createdAt\n    disputeReason\n    disputedByName\n    disputedAt\n    confirmedByName\n    confirmedAt\n    pdfUrl\n  }\n": types.SettlementStatementFieldsFragmentDoc,
    "\n  fragment CaseSettlementFields on CaseSettlement {\n    caseId\n    caseNumber\n    clinicName\n    attorneyName\n    caseStatus\n    ledgerBalance\n    ledgerClosedAt\n    current {\n      ...SettlementStatementFields\n    }\n    history {\n      ...SettlementStatementFields\n    }\n    abilities {\n      canRecord\n      canConfirm\n      canDispute\n    }\n  }\n": types.CaseSettlementFieldsFragmentDoc,
    "\n  query CaseSettlement($caseId: Int!) {\n    caseSettlement(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n": types.CaseSettlementDocument,
    "\n  subscription CaseSettlementChanged($caseId: Int!) {\n    caseSettlementChanged(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n": types.CaseSettlementChangedDocument,
    "\n  mutation SettlementStatementRecord($input: SettlementStatementInput!) {\n    settlement: settlementStatementRecord(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n": types.SettlementStatementRecordDocument,
    "\n  mutation SettlementStatementConfirm($input: SettlementConfirmInput!) {\n    settlement: settlementStatementConfirm(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n": types.SettlementStatementConfirmDocument,
    "\n  mutation SettlementStatementDispute($input: SettlementDisputeInput!) {\n    settlement: settlementStatementDispute(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n": types.SettlementStatementDisputeDocument,
    "\n  fragment SupportTicketSummaryFields on SupportTicket {\n    id\n    ticketNumber\n    subject\n    category\n    priority\n    status\n    requesterName\n    clinicName\n    assignedToName\n    slaState\n    slaDeadline\n    firstResponseDueAt\n    createdAt\n    updatedAt\n  }\n": types.SupportTicketSummaryFieldsFragmentDoc,
    "\n  fragment SupportTicketDetailFields on SupportTicket {\n    ...SupportTicketSummaryFields\n    description\n    requesterEmail\n    requesterType\n    assignedToId\n    tags\n    internalNotes\n    resolution\n    firstResponseAt\n    resolvedAt\n    closedAt\n    responseTimeMinutes\n    resolutionTimeMinutes\n    pausedMinutes\n    firstResponseBreached\n    resolutionBreached\n    satisfactionRating\n    satisfactionComment\n    attachments {\n      id\n      fileName\n    }\n    messages {\n      ...TicketMessageFields\n    }\n  }\n": types.SupportTicketDetailFieldsFragmentDoc,
    "\n  fragment TicketMessageFields on TicketMessage {\n    id\n    ticketId\n    senderType\n    senderName\n    message\n    isInternal\n    createdAt\n    attachments {\n      id\n      fileName\n      size\n    }\n  }\n": types.TicketMessageFieldsFragmentDoc,
    "\n  query SupportTickets($filter: SupportTicketFilter, $first: Int!, $after: String) {\n    supportTickets(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...SupportTicketSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SupportTicketsDocument,
    "\n  query SupportTicket($id: Int!) {\n    supportTicket(id: $id) {\n      ...SupportTicketDetailFields\n    }\n  }\n": types.SupportTicketDocument,
    "\n  mutation SupportTicketCreate($input: SupportTicketCreateInput!) {\n    supportTicketCreate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n": types.SupportTicketCreateDocument,
    "\n  mutation SupportTicketReply($input: TicketReplyInput!) {\n    supportTicketReply(input: $input) {\n      ...TicketMessageFields\n    }\n  }\n": types.SupportTicketReplyDocument,
    "\n  mutation SupportTicketRate($input: TicketRatingInput!) {\n    supportTicketRate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n": types.SupportTicketRateDocument,
    "\n  subscription SupportTicketMessageAdded($ticketId: Int!) {\n    supportTicketMessageAdded(ticketId: $ticketId) {\n      ...TicketMessageFields\n    }\n  }\n": types.SupportTicketMessageAddedDocument,
    "\n  fragment TaskFields on Task {\n    id\n    title\n    description\n    priority\n    status\n    dueDate\n    isOverdue\n    source\n    caseId\n    caseNumber\n    patientId\n    patientName\n    assigneeId\n    assigneeName\n    createdByName\n    completedAt\n    completedByName\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query Tasks($first: Int!, $after: String, $filter: TaskFilter) {\n    tasks(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...TaskFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.TasksDocument,
    "\n  query Task($id: Int!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n": types.TaskDocument,
    "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n    }\n  }\n": types.TaskAssigneesDocument,
    "\n  mutation TaskCreate($input: TaskCreateInput!) {\n    taskCreate(input: $input) {\n      ...TaskFields\n    }\n  }\n": types.TaskCreateDocument,
    "\n  mutation TaskUpdate($id: Int!, $input: TaskUpdateInput!) {\n    taskUpdate(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": types.TaskUpdateDocument,
    "\n  mutation TaskAct($id: Int!, $action: TaskAction!) {\n    taskAct(id: $id, action: $action) {\n      ...TaskFields\n    }\n  }\n": types.TaskActDocument,
    "\n  mutation DemoDataReset {\n    demoDataReset {\n      resetAt\n      seconds\n    }\n  }\n": types.DemoDataResetDocument,
    "\n  query TestDataSummary {\n    testDataSummary {\n      loaded\n      loadedAt\n      logins\n      counts {\n        area\n        label\n        count\n      }\n      reset {\n        available\n        reason\n      }\n    }\n  }\n": types.TestDataSummaryDocument,
    "\n  fragment TimelineItemFields on TimelineItem {\n    id\n    caseId\n    kind\n    event\n    sourceId\n    occurredAt\n    summary\n    actorName\n    link\n  }\n": types.TimelineItemFieldsFragmentDoc,
    "\n  query CaseTimeline($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {\n    caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {\n      nodes {\n        ...TimelineItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.CaseTimelineDocument,
    "\n  subscription CaseActivity($caseId: Int!) {\n    caseActivity(caseId: $caseId) {\n      caseId\n      items {\n        ...TimelineItemFields\n      }\n    }\n  }\n": types.CaseActivityDocument,
    "\n  fragment TreatmentNoteFields on TreatmentNote {\n    id\n    version\n    isLocked\n    signedAt\n    signedByName\n    addendumReason\n    createdAt\n    updatedAt\n    appointmentId\n    visitStart\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerName\n    noteType\n    subjective\n    objective\n    assessment\n    plan\n    painScale\n    vitalSigns {\n      bloodPressureSystolic\n      bloodPressureDiastolic\n      pulse\n      respiratoryRate\n      temperatureF\n      heightIn\n      weightLb\n    }\n    treatmentsProvided\n    diagnoses {\n      code\n      description\n    }\n    procedures {\n      code\n      description\n      units\n      modifiers\n      diagnosisPointers\n    }\n    originalNoteId\n    versions {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n    }\n  }\n": types.TreatmentNoteFieldsFragmentDoc,
    "\n  query TreatmentNote($id: Int!) {\n    treatmentNote(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n": types.TreatmentNoteDocument,
    "\n  mutation StartTreatmentNote($appointmentId: Int!) {\n    startTreatmentNote(appointmentId: $appointmentId) {\n      ...TreatmentNoteFields\n    }\n  }\n": types.StartTreatmentNoteDocument,
    "\n  mutation TreatmentNoteUpdate($id: Int!, $input: TreatmentNoteInput!) {\n    treatmentNoteUpdate(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n": types.TreatmentNoteUpdateDocument,
    "\n  mutation TreatmentNoteSign($id: Int!) {\n    treatmentNoteSign(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n": types.TreatmentNoteSignDocument,
    "\n  mutation TreatmentNoteAddendum($id: Int!, $input: TreatmentNoteAddendumInput!) {\n    treatmentNoteAddendum(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n": types.TreatmentNoteAddendumDocument,
    "\n  query DiagnosisCodeSearch($search: String, $first: Int!) {\n    diagnosisCodes(search: $search, first: $first) {\n      id\n      code\n      description\n      isClinicCode\n    }\n  }\n": types.DiagnosisCodeSearchDocument,
    "\n  query NoteFeeSchedule {\n    feeSchedule {\n      id\n      procedureCode\n      description\n      fee\n      defaultUnits\n    }\n  }\n": types.NoteFeeScheduleDocument,
    "\n  query CaseTreatmentNotes($caseId: Int!) {\n    caseTreatmentNotes(caseId: $caseId) {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n      visitStart\n      providerName\n      noteType\n      diagnosisCodes\n      painScale\n    }\n  }\n": types.CaseTreatmentNotesDocument,
    "\n  fragment TreatmentPlanFields on TreatmentPlan {\n    id\n    caseId\n    visitsPerWeek\n    weeks\n    startDate\n    reExamDates\n    goals\n    status\n    progress {\n      visitsPlannedTotal\n      visitsPlannedToDate\n      visitsCompleted\n      reExamsDue\n      reExamsDone\n      nextReExamDate\n      endDate\n    }\n  }\n": types.TreatmentPlanFieldsFragmentDoc,
    "\n  query CaseTreatmentPlan($caseId: Int!) {\n    caseTreatmentPlan(caseId: $caseId) {\n      ...TreatmentPlanFields\n    }\n  }\n": types.CaseTreatmentPlanDocument,
    "\n  mutation TreatmentPlanCreate($caseId: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanCreate(caseId: $caseId, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n": types.TreatmentPlanCreateDocument,
    "\n  mutation TreatmentPlanUpdate($id: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanUpdate(id: $id, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n": types.TreatmentPlanUpdateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    operatorAreas\n    clinic {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    operatorAreas\n    clinic {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiTokenView {\n    id\n    name\n    prefix\n    status\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiTokenView {\n    id\n    name\n    prefix\n    status\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      secret\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      secret\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokenRevoke($id: Int!) {\n    apiTokenRevoke(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApiTokenRevoke($id: Int!) {\n    apiTokenRevoke(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditLogRecordFields on AuditLogRecord {\n    id\n    changedAt\n    action\n    entityType\n    entityId\n    clinicName\n    actorId\n    actorName\n    actorEmail\n    actorRole\n    ipAddress\n    userAgent\n    reason\n    changes {\n      field\n      label\n      oldValue\n      newValue\n    }\n  }\n"): (typeof documents)["\n  fragment AuditLogRecordFields on AuditLogRecord {\n    id\n    changedAt\n    action\n    entityType\n    entityId\n    clinicName\n    actorId\n    actorName\n    actorEmail\n    actorRole\n    ipAddress\n    userAgent\n    reason\n    changes {\n      field\n      label\n      oldValue\n      newValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogRecords($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLogRecords(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...AuditLogRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AuditLogRecords($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLogRecords(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...AuditLogRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogFilterOptions {\n    auditLogFilterOptions {\n      actions\n      entityTypes\n    }\n  }\n"): (typeof documents)["\n  query AuditLogFilterOptions {\n    auditLogFilterOptions {\n      actions\n      entityTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingClinicOptions($search: String) {\n    billingRecords(search: $search, first: 20) {\n      nodes {\n        clinicId\n        clinicName\n        subscriptionPlan\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingClinicOptions($search: String) {\n    billingRecords(search: $search, first: 20) {\n      nodes {\n        clinicId\n        clinicName\n        subscriptionPlan\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentHistoryEntryFields on PaymentHistoryEntry {\n    id\n    clinicId\n    clinicName\n    description\n    paymentMethod\n    transactionId\n    invoiceId\n    invoiceNumber\n    amount\n    paymentDate\n    status\n    kind\n  }\n"): (typeof documents)["\n  fragment PaymentHistoryEntryFields on PaymentHistoryEntry {\n    id\n    clinicId\n    clinicName\n    description\n    paymentMethod\n    transactionId\n    invoiceId\n    invoiceNumber\n    amount\n    paymentDate\n    status\n    kind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingRecordFields on BillingRecord {\n    id\n    clinicId\n    clinicName\n    subscriptionPlan\n    billingFrequency\n    amount\n    status\n    nextBillingDate\n    balance\n  }\n"): (typeof documents)["\n  fragment BillingRecordFields on BillingRecord {\n    id\n    clinicId\n    clinicName\n    subscriptionPlan\n    billingFrequency\n    amount\n    status\n    nextBillingDate\n    balance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBillingSummary {\n    operatorBillingSummary {\n      monthlyRevenue\n      activeSubscriptions\n      overdueAccounts\n      outstandingTotal\n      successRate\n      successfulCharges\n      failedCharges\n      alerts {\n        kind\n        count\n        message\n        status\n      }\n      recentPayments {\n        ...PaymentHistoryEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBillingSummary {\n    operatorBillingSummary {\n      monthlyRevenue\n      activeSubscriptions\n      overdueAccounts\n      outstandingTotal\n      successRate\n      successfulCharges\n      failedCharges\n      alerts {\n        kind\n        count\n        message\n        status\n      }\n      recentPayments {\n        ...PaymentHistoryEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBillingRecords($status: SubscriptionStatusFilter, $first: Int!, $after: String) {\n    billingRecords(status: $status, first: $first, after: $after) {\n      nodes {\n        ...BillingRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBillingRecords($status: SubscriptionStatusFilter, $first: Int!, $after: String) {\n    billingRecords(status: $status, first: $first, after: $after) {\n      nodes {\n        ...BillingRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentHistory($range: PaymentHistoryRange!, $first: Int!, $after: String) {\n    paymentHistory(range: $range, first: $first, after: $after) {\n      nodes {\n        ...PaymentHistoryEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentHistory($range: PaymentHistoryRange!, $first: Int!, $after: String) {\n    paymentHistory(range: $range, first: $first, after: $after) {\n      nodes {\n        ...PaymentHistoryEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBillingAdjustments($first: Int!, $after: String) {\n    billingAdjustments(first: $first, after: $after) {\n      nodes {\n        id\n        clinicId\n        clinicName\n        type\n        amount\n        reason\n        appliedBy\n        appliedAt\n        status\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBillingAdjustments($first: Int!, $after: String) {\n    billingAdjustments(first: $first, after: $after) {\n      nodes {\n        id\n        clinicId\n        clinicName\n        type\n        amount\n        reason\n        appliedBy\n        appliedAt\n        status\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingSettingsFields on BillingSettings {\n    maxRetries\n    retryIntervalDays\n    lateFee\n    gracePeriodDays\n    reminderDaysBefore\n    notifyPaymentFailed\n    notifyUpcomingRenewal\n    notifySuspension\n    updatedAt\n    updatedByName\n  }\n"): (typeof documents)["\n  fragment BillingSettingsFields on BillingSettings {\n    maxRetries\n    retryIntervalDays\n    lateFee\n    gracePeriodDays\n    reminderDaysBefore\n    notifyPaymentFailed\n    notifyUpcomingRenewal\n    notifySuspension\n    updatedAt\n    updatedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBillingSettings {\n    billingSettings {\n      ...BillingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBillingSettings {\n    billingSettings {\n      ...BillingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBillingSettingsUpdate($input: BillingSettingsInput!) {\n    billingSettingsUpdate(input: $input) {\n      ...BillingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBillingSettingsUpdate($input: BillingSettingsInput!) {\n    billingSettingsUpdate(input: $input) {\n      ...BillingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBillingAdjustmentApply($input: BillingAdjustmentInput!) {\n    billingAdjustmentApply(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBillingAdjustmentApply($input: BillingAdjustmentInput!) {\n    billingAdjustmentApply(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBillingSubscriptionCancel($clinicId: Int!) {\n    billingSubscriptionCancel(clinicId: $clinicId) {\n      ...BillingRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBillingSubscriptionCancel($clinicId: Int!) {\n    billingSubscriptionCancel(clinicId: $clinicId) {\n      ...BillingRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBillingPaymentRetry($clinicId: Int!) {\n    billingPaymentRetry(clinicId: $clinicId) {\n      payment {\n        id\n        status\n      }\n      record {\n        ...BillingRecordFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBillingPaymentRetry($clinicId: Int!) {\n    billingPaymentRetry(clinicId: $clinicId) {\n      payment {\n        id\n        status\n      }\n      record {\n        ...BillingRecordFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminClinicCard on AdminClinic {\n    id\n    clinic {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      subscriptionPlan\n      billingStatus\n      monthlyRate\n      nextBillingDate\n      isActive\n    }\n    plan {\n      id\n      code\n      name\n      maxUsers\n      maxActiveCases\n      storageGb\n    }\n    usage {\n      users\n      activeCases\n      storageBytes\n    }\n  }\n"): (typeof documents)["\n  fragment AdminClinicCard on AdminClinic {\n    id\n    clinic {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      subscriptionPlan\n      billingStatus\n      monthlyRate\n      nextBillingDate\n      isActive\n    }\n    plan {\n      id\n      code\n      name\n      maxUsers\n      maxActiveCases\n      storageGb\n    }\n    usage {\n      users\n      activeCases\n      storageBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClinics($first: Int!, $after: String) {\n    adminClinics(first: $first, after: $after) {\n      nodes {\n        ...AdminClinicCard\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminClinics($first: Int!, $after: String) {\n    adminClinics(first: $first, after: $after) {\n      nodes {\n        ...AdminClinicCard\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClinicPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n"): (typeof documents)["\n  query AdminClinicPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClinicCreate($input: AdminClinicCreateInput!) {\n    adminClinicCreate(input: $input) {\n      ...AdminClinicCard\n    }\n  }\n"): (typeof documents)["\n  mutation AdminClinicCreate($input: AdminClinicCreateInput!) {\n    adminClinicCreate(input: $input) {\n      ...AdminClinicCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClinicUpdate($id: Int!, $input: AdminClinicUpdateInput!) {\n    adminClinicUpdate(id: $id, input: $input) {\n      ...AdminClinicCard\n    }\n  }\n"): (typeof documents)["\n  mutation AdminClinicUpdate($id: Int!, $input: AdminClinicUpdateInput!) {\n    adminClinicUpdate(id: $id, input: $input) {\n      ...AdminClinicCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        email\n        phone\n        practiceName\n        message\n        handledAt\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      openCount\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($first: Int, $after: String) {\n    contactMessages(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        email\n        phone\n        practiceName\n        message\n        handledAt\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      openCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactMessageSetHandled($id: Int!, $handled: Boolean!) {\n    contactMessageSetHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation ContactMessageSetHandled($id: Int!, $handled: Boolean!) {\n    contactMessageSetHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboundEmails($first: Int!, $after: String) {\n    outboundEmails(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        bodyText\n        createdAt\n        sentAt\n        lastError\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboundEmails($first: Int!, $after: String) {\n    outboundEmails(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        bodyText\n        createdAt\n        sentAt\n        lastError\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationDigestRunNow {\n    notificationDigestRunNow {\n      emails\n      notifications\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationDigestRunNow {\n    notificationDigestRunNow {\n      emails\n      notifications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureFlags {\n    featureFlags {\n      name\n      description\n      enabled\n      updatedAt\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeatureFlags {\n    featureFlags {\n      name\n      description\n      enabled\n      updatedAt\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagClinics {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FlagClinics {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeatureFlagSet($input: FeatureFlagSetInput!) {\n    featureFlagSet(input: $input) {\n      name\n      enabled\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FeatureFlagSet($input: FeatureFlagSetInput!) {\n    featureFlagSet(input: $input) {\n      name\n      enabled\n      overrides {\n        clinicId\n        clinicName\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeatureFlagOverrideClear($input: FeatureFlagOverrideClearInput!) {\n    featureFlagOverrideClear(input: $input) {\n      name\n      overrides {\n        clinicId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FeatureFlagOverrideClear($input: FeatureFlagOverrideClearInput!) {\n    featureFlagOverrideClear(input: $input) {\n      name\n      overrides {\n        clinicId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FundingPartnerFields on FundingPartner {\n    id\n    companyName\n    contactPerson\n    email\n    phone\n    website\n    fundingTypes\n    minimumAmount\n    maximumAmount\n    typicalRate\n    approvalTimeHours\n    instantQuoteApi\n    apiKeySet\n    isActive\n    rating\n    totalFunded\n    averageApprovalRate\n    requestCount\n    notes\n  }\n"): (typeof documents)["\n  fragment FundingPartnerFields on FundingPartner {\n    id\n    companyName\n    contactPerson\n    email\n    phone\n    website\n    fundingTypes\n    minimumAmount\n    maximumAmount\n    typicalRate\n    approvalTimeHours\n    instantQuoteApi\n    apiKeySet\n    isActive\n    rating\n    totalFunded\n    averageApprovalRate\n    requestCount\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FundingPartners {\n    fundingPartners {\n      ...FundingPartnerFields\n    }\n  }\n"): (typeof documents)["\n  query FundingPartners {\n    fundingPartners {\n      ...FundingPartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingPartnerCreate($input: FundingPartnerInput!) {\n    fundingPartnerCreate(input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation FundingPartnerCreate($input: FundingPartnerInput!) {\n    fundingPartnerCreate(input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingPartnerUpdate($id: Int!, $input: FundingPartnerInput!) {\n    fundingPartnerUpdate(id: $id, input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation FundingPartnerUpdate($id: Int!, $input: FundingPartnerInput!) {\n    fundingPartnerUpdate(id: $id, input: $input) {\n      ...FundingPartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemHealth {\n    systemHealth {\n      status\n      problems\n      measuredAt\n      process {\n        instance\n        startedAt\n        uptimeSeconds\n        memoryRssBytes\n        heapUsedBytes\n        heapTotalBytes\n      }\n      requests {\n        windowSeconds\n        coveredSeconds\n        requests\n        errors\n        requestsPerMinute\n        errorRate\n        latencyP50Ms\n        latencyP95Ms\n        latencyP99Ms\n      }\n      database {\n        up\n        latencyMs\n        sizeBytes\n        connections\n        activeConnections\n        maxConnections\n        poolTotal\n        poolIdle\n        poolWaiting\n        poolMax\n      }\n      storage {\n        backend\n        documentCount\n        documentBytes\n        diskTotalBytes\n        diskFreeBytes\n      }\n      jobs {\n        queues {\n          name\n          waiting\n          active\n          deadLettered\n          oldestWaitingSeconds\n        }\n        emailsWaiting\n        emailsFailed\n        oldestEmailWaitingSeconds\n        auditRowsAwaitingSeal\n      }\n    }\n  }\n"): (typeof documents)["\n  query SystemHealth {\n    systemHealth {\n      status\n      problems\n      measuredAt\n      process {\n        instance\n        startedAt\n        uptimeSeconds\n        memoryRssBytes\n        heapUsedBytes\n        heapTotalBytes\n      }\n      requests {\n        windowSeconds\n        coveredSeconds\n        requests\n        errors\n        requestsPerMinute\n        errorRate\n        latencyP50Ms\n        latencyP95Ms\n        latencyP99Ms\n      }\n      database {\n        up\n        latencyMs\n        sizeBytes\n        connections\n        activeConnections\n        maxConnections\n        poolTotal\n        poolIdle\n        poolWaiting\n        poolMax\n      }\n      storage {\n        backend\n        documentCount\n        documentBytes\n        diskTotalBytes\n        diskFreeBytes\n      }\n      jobs {\n        queues {\n          name\n          waiting\n          active\n          deadLettered\n          oldestWaitingSeconds\n        }\n        emailsWaiting\n        emailsFailed\n        oldestEmailWaitingSeconds\n        auditRowsAwaitingSeal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemLogs($filter: SystemLogFilter, $first: Int!, $after: String) {\n    systemLogs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        level\n        source\n        message\n        metadata\n        stackTrace\n        correlationId\n        userId\n        ipAddress\n        userAgent\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    systemLogSources\n  }\n"): (typeof documents)["\n  query SystemLogs($filter: SystemLogFilter, $first: Int!, $after: String) {\n    systemLogs(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        level\n        source\n        message\n        metadata\n        stackTrace\n        correlationId\n        userId\n        ipAddress\n        userAgent\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    systemLogSources\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformOverview {\n    platformOverview {\n      totalUsers\n      activeUsers\n      totalClinics\n      activeClinics\n      superAdminUsers\n      monthlyRevenue\n      activeCases\n    }\n  }\n"): (typeof documents)["\n  query PlatformOverview {\n    platformOverview {\n      totalUsers\n      activeUsers\n      totalClinics\n      activeClinics\n      superAdminUsers\n      monthlyRevenue\n      activeCases\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueOverview {\n    revenueSummary {\n      mrr\n      arr\n      payingClinics\n      averageRevenuePerClinic\n      byPlan {\n        planCode\n        planName\n        clinics\n        mrr\n      }\n    }\n    revenueMonths {\n      month\n      endMrr\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n    }\n    revenueDefinitions {\n      figure\n      definition\n    }\n  }\n"): (typeof documents)["\n  query RevenueOverview {\n    revenueSummary {\n      mrr\n      arr\n      payingClinics\n      averageRevenuePerClinic\n      byPlan {\n        planCode\n        planName\n        clinics\n        mrr\n      }\n    }\n    revenueMonths {\n      month\n      endMrr\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n    }\n    revenueDefinitions {\n      figure\n      definition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenuePeriod($kind: RevenuePeriodKind!, $day: LocalDate) {\n    revenuePeriod(kind: $kind, day: $day) {\n      kind\n      start\n      end\n      label\n      startMrr\n      endMrr\n      growthPercent\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n      payingClinicsAtStart\n      payingClinicsAtEnd\n      churnedClinics\n      logoChurnPercent\n      revenueChurnPercent\n      netRevenueRetentionPercent\n      newClinics\n      upgrades\n      downgrades\n      reactivations\n      cashCollected\n      averageRevenuePerClinic\n      lifetimeValue\n      lifetimeValueNote\n      ltvToCac\n      ltvToCacNote\n    }\n  }\n"): (typeof documents)["\n  query RevenuePeriod($kind: RevenuePeriodKind!, $day: LocalDate) {\n    revenuePeriod(kind: $kind, day: $day) {\n      kind\n      start\n      end\n      label\n      startMrr\n      endMrr\n      growthPercent\n      newMrr\n      expansionMrr\n      contractionMrr\n      churnedMrr\n      reactivationMrr\n      payingClinicsAtStart\n      payingClinicsAtEnd\n      churnedClinics\n      logoChurnPercent\n      revenueChurnPercent\n      netRevenueRetentionPercent\n      newClinics\n      upgrades\n      downgrades\n      reactivations\n      cashCollected\n      averageRevenuePerClinic\n      lifetimeValue\n      lifetimeValueNote\n      ltvToCac\n      ltvToCacNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesRepresentativeFields on SalesRepresentativeView {\n    id\n    firstName\n    lastName\n    email\n    phone\n    commissionRate\n    commissionStructure\n    tiers {\n      fromAmount\n      rate\n    }\n    flatAmount\n    territory\n    monthlyQuota\n    isActive\n    ytdSales\n    monthSales\n    totalEarned\n    pendingAmount\n    payableAmount\n  }\n"): (typeof documents)["\n  fragment SalesRepresentativeFields on SalesRepresentativeView {\n    id\n    firstName\n    lastName\n    email\n    phone\n    commissionRate\n    commissionStructure\n    tiers {\n      fromAmount\n      rate\n    }\n    flatAmount\n    territory\n    monthlyQuota\n    isActive\n    ytdSales\n    monthSales\n    totalEarned\n    pendingAmount\n    payableAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesCommissionFields on SalesCommissionView {\n    id\n    kind\n    salesRepId\n    salesRepName\n    clinicName\n    invoiceNumber\n    subscriptionPlan\n    billingFrequency\n    saleType\n    saleDate\n    saleAmount\n    commissionRate\n    commissionAmount\n    status\n    clawbackReason\n  }\n"): (typeof documents)["\n  fragment SalesCommissionFields on SalesCommissionView {\n    id\n    kind\n    salesRepId\n    salesRepName\n    clinicName\n    invoiceNumber\n    subscriptionPlan\n    billingFrequency\n    saleType\n    saleDate\n    saleAmount\n    commissionRate\n    commissionAmount\n    status\n    clawbackReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesLeadFields on SalesLeadView {\n    id\n    companyName\n    contactName\n    email\n    phone\n    status\n    source\n    state\n    leadScore\n    scoreExplanation {\n      factor\n      detail\n      points\n      maxPoints\n    }\n    estimatedValue\n    nextFollowUp\n    followUpDue\n    followUpCount\n    assignedRepId\n    assignedRepName\n    notes\n    waitlistEntryId\n    clinicId\n    clinicName\n  }\n"): (typeof documents)["\n  fragment SalesLeadFields on SalesLeadView {\n    id\n    companyName\n    contactName\n    email\n    phone\n    status\n    source\n    state\n    leadScore\n    scoreExplanation {\n      factor\n      detail\n      points\n      maxPoints\n    }\n    estimatedValue\n    nextFollowUp\n    followUpDue\n    followUpCount\n    assignedRepId\n    assignedRepName\n    notes\n    waitlistEntryId\n    clinicId\n    clinicName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOverview {\n    salesSummary {\n      totalRevenue\n      totalRevenueChange {\n        text\n        positive\n      }\n      totalCommissions\n      totalCommissionsChange {\n        text\n        positive\n      }\n      pendingCommissions\n      activeReps\n      totalReps\n      activeRepsChange {\n        text\n        positive\n      }\n      activeLeads\n      qualifiedLeads\n      activeLeadsChange {\n        text\n        positive\n      }\n    }\n    salesRepresentatives {\n      ...SalesRepresentativeFields\n    }\n    salesRecentSales {\n      ...SalesCommissionFields\n    }\n  }\n"): (typeof documents)["\n  query SalesOverview {\n    salesSummary {\n      totalRevenue\n      totalRevenueChange {\n        text\n        positive\n      }\n      totalCommissions\n      totalCommissionsChange {\n        text\n        positive\n      }\n      pendingCommissions\n      activeReps\n      totalReps\n      activeRepsChange {\n        text\n        positive\n      }\n      activeLeads\n      qualifiedLeads\n      activeLeadsChange {\n        text\n        positive\n      }\n    }\n    salesRepresentatives {\n      ...SalesRepresentativeFields\n    }\n    salesRecentSales {\n      ...SalesCommissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesCommissions($range: SalesCommissionRange!) {\n    salesCommissions(range: $range) {\n      ...SalesCommissionFields\n    }\n  }\n"): (typeof documents)["\n  query SalesCommissions($range: SalesCommissionRange!) {\n    salesCommissions(range: $range) {\n      ...SalesCommissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesLeads {\n    salesLeads {\n      ...SalesLeadFields\n    }\n  }\n"): (typeof documents)["\n  query SalesLeads {\n    salesLeads {\n      ...SalesLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesPayouts {\n    salesPayouts {\n      id\n      salesRepName\n      periodStart\n      periodEnd\n      total\n      commissionCount\n      processedByName\n      processedAt\n    }\n  }\n"): (typeof documents)["\n  query SalesPayouts {\n    salesPayouts {\n      id\n      salesRepName\n      periodStart\n      periodEnd\n      total\n      commissionCount\n      processedByName\n      processedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesWaitlistSignups($search: String) {\n    waitlistEntries(first: 20, search: $search) {\n      nodes {\n        id\n        name\n        practiceName\n        email\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesWaitlistSignups($search: String) {\n    waitlistEntries(first: 20, search: $search) {\n      nodes {\n        id\n        name\n        practiceName\n        email\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SalesClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesRepresentativeCreate($input: SalesRepresentativeInput!) {\n    salesRepresentativeCreate(input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalesRepresentativeCreate($input: SalesRepresentativeInput!) {\n    salesRepresentativeCreate(input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesRepresentativeUpdate($id: Int!, $input: SalesRepresentativeInput!) {\n    salesRepresentativeUpdate(id: $id, input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalesRepresentativeUpdate($id: Int!, $input: SalesRepresentativeInput!) {\n    salesRepresentativeUpdate(id: $id, input: $input) {\n      ...SalesRepresentativeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesCommissionApprove($id: Int!) {\n    salesCommissionApprove(id: $id) {\n      ...SalesCommissionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalesCommissionApprove($id: Int!) {\n    salesCommissionApprove(id: $id) {\n      ...SalesCommissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesPayoutProcess($input: SalesPayoutInput!) {\n    salesPayoutProcess(input: $input) {\n      id\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation SalesPayoutProcess($input: SalesPayoutInput!) {\n    salesPayoutProcess(input: $input) {\n      id\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesLeadFromWaitlist($input: SalesLeadFromWaitlistInput!) {\n    salesLeadFromWaitlist(input: $input) {\n      ...SalesLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalesLeadFromWaitlist($input: SalesLeadFromWaitlistInput!) {\n    salesLeadFromWaitlist(input: $input) {\n      ...SalesLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesLeadUpdate($id: Int!, $input: SalesLeadUpdateInput!) {\n    salesLeadUpdate(id: $id, input: $input) {\n      ...SalesLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalesLeadUpdate($id: Int!, $input: SalesLeadUpdateInput!) {\n    salesLeadUpdate(id: $id, input: $input) {\n      ...SalesLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkOperationPreview($kind: BulkOperationKind!) {\n    bulkOperationPreview(kind: $kind) {\n      kind\n      rule\n      count\n      sample\n    }\n  }\n"): (typeof documents)["\n  query BulkOperationPreview($kind: BulkOperationKind!) {\n    bulkOperationPreview(kind: $kind) {\n      kind\n      rule\n      count\n      sample\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkOperationRun($kind: BulkOperationKind!, $expectedCount: Int!) {\n    bulkOperationRun(kind: $kind, expectedCount: $expectedCount) {\n      kind\n      changedCount\n      ranAt\n    }\n  }\n"): (typeof documents)["\n  mutation BulkOperationRun($kind: BulkOperationKind!, $expectedCount: Int!) {\n    bulkOperationRun(kind: $kind, expectedCount: $expectedCount) {\n      kind\n      changedCount\n      ranAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SystemSettingsFields on SystemSettings {\n    maxUploadMb\n    sessionTimeoutMinutes\n    aiFeatures\n    updatedAt\n    updatedByName\n  }\n"): (typeof documents)["\n  fragment SystemSettingsFields on SystemSettings {\n    maxUploadMb\n    sessionTimeoutMinutes\n    aiFeatures\n    updatedAt\n    updatedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemSettings {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SystemSettings {\n    systemSettings {\n      ...SystemSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SystemSettingsUpdate($input: SystemSettingsInput!) {\n    systemSettingsUpdate(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SystemSettingsUpdate($input: SystemSettingsInput!) {\n    systemSettingsUpdate(input: $input) {\n      ...SystemSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorStaff {\n    employees {\n      id\n      email\n      firstName\n      lastName\n      roleId\n      roleName\n      department\n      phoneExtension\n      isActive\n      hasPassword\n      lastActiveAt\n    }\n    employeeRoles {\n      id\n      roleName\n      roleDescription\n      permissions\n      isSystemRole\n      activeEmployees\n    }\n  }\n"): (typeof documents)["\n  query OperatorStaff {\n    employees {\n      id\n      email\n      firstName\n      lastName\n      roleId\n      roleName\n      department\n      phoneExtension\n      isActive\n      hasPassword\n      lastActiveAt\n    }\n    employeeRoles {\n      id\n      roleName\n      roleDescription\n      permissions\n      isSystemRole\n      activeEmployees\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {\n    employeeRoleAssign(input: $input) {\n      id\n      roleId\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {\n    employeeRoleAssign(input: $input) {\n      id\n      roleId\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeSetActive($input: EmployeeActiveInput!) {\n    employeeSetActive(input: $input) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation EmployeeSetActive($input: EmployeeActiveInput!) {\n    employeeSetActive(input: $input) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeCreate($input: EmployeeCreateInput!) {\n    employeeCreate(input: $input) {\n      employee {\n        id\n        email\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EmployeeCreate($input: EmployeeCreateInput!) {\n    employeeCreate(input: $input) {\n      employee {\n        id\n        email\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeUpdate($input: EmployeeUpdateInput!) {\n    employeeUpdate(input: $input) {\n      id\n      firstName\n      lastName\n      department\n      phoneExtension\n    }\n  }\n"): (typeof documents)["\n  mutation EmployeeUpdate($input: EmployeeUpdateInput!) {\n    employeeUpdate(input: $input) {\n      id\n      firstName\n      lastName\n      department\n      phoneExtension\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeRoleCreate($input: EmployeeRoleCreateInput!) {\n    employeeRoleCreate(input: $input) {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation EmployeeRoleCreate($input: EmployeeRoleCreateInput!) {\n    employeeRoleCreate(input: $input) {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeRoleUpdate($input: EmployeeRoleUpdateInput!) {\n    employeeRoleUpdate(input: $input) {\n      id\n      roleName\n      roleDescription\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation EmployeeRoleUpdate($input: EmployeeRoleUpdateInput!) {\n    employeeRoleUpdate(input: $input) {\n      id\n      roleName\n      roleDescription\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmployeeRoleDelete($roleId: Int!) {\n    employeeRoleDelete(roleId: $roleId)\n  }\n"): (typeof documents)["\n  mutation EmployeeRoleDelete($roleId: Int!) {\n    employeeRoleDelete(roleId: $roleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportDeskOverview {\n    supportMetrics {\n      open\n      pending\n      breachedOpen\n      unassigned\n      averageResponseMinutes\n      averageResolutionMinutes\n      averageSatisfaction\n      slaMetPercent\n    }\n    supportSlaPolicy {\n      priority\n      firstResponseMinutes\n      resolutionMinutes\n    }\n    supportAgents {\n      id\n      name\n    }\n    ticketTemplates {\n      id\n      templateName\n      category\n      subject\n      message\n      tags\n      isActive\n      usageCount\n    }\n  }\n"): (typeof documents)["\n  query SupportDeskOverview {\n    supportMetrics {\n      open\n      pending\n      breachedOpen\n      unassigned\n      averageResponseMinutes\n      averageResolutionMinutes\n      averageSatisfaction\n      slaMetPercent\n    }\n    supportSlaPolicy {\n      priority\n      firstResponseMinutes\n      resolutionMinutes\n    }\n    supportAgents {\n      id\n      name\n    }\n    ticketTemplates {\n      id\n      templateName\n      category\n      subject\n      message\n      tags\n      isActive\n      usageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportTicketDesk($id: Int!) {\n    supportAccountState(ticketId: $id) {\n      clinicId\n      clinicName\n      planName\n      billingStatus\n      billingFrequency\n      nextBillingDate\n      clinicActive\n      activeUsers\n      openTickets\n      requesterActive\n      requesterLastLoginAt\n      recentErrors {\n        id\n        source\n        message\n        correlationId\n        createdAt\n      }\n    }\n    supportTicket(id: $id) {\n      id\n      activity {\n        id\n        actorName\n        actorType\n        action\n        changes\n        createdAt\n      }\n      escalations {\n        id\n        kind\n        reason\n        status\n        escalatedToName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportTicketDesk($id: Int!) {\n    supportAccountState(ticketId: $id) {\n      clinicId\n      clinicName\n      planName\n      billingStatus\n      billingFrequency\n      nextBillingDate\n      clinicActive\n      activeUsers\n      openTickets\n      requesterActive\n      requesterLastLoginAt\n      recentErrors {\n        id\n        source\n        message\n        correlationId\n        createdAt\n      }\n    }\n    supportTicket(id: $id) {\n      id\n      activity {\n        id\n        actorName\n        actorType\n        action\n        changes\n        createdAt\n      }\n      escalations {\n        id\n        kind\n        reason\n        status\n        escalatedToName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportTicketUpdate($input: SupportTicketUpdateInput!) {\n    supportTicketUpdate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SupportTicketUpdate($input: SupportTicketUpdateInput!) {\n    supportTicketUpdate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketTemplateSave($input: TicketTemplateInput!, $id: Int) {\n    ticketTemplateSave(input: $input, id: $id) {\n      id\n      templateName\n      usageCount\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation TicketTemplateSave($input: TicketTemplateInput!, $id: Int) {\n    ticketTemplateSave(input: $input, id: $id) {\n      id\n      templateName\n      usageCount\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportPatientLookup($input: SupportPatientLookupInput!) {\n    supportPatientLookup(input: $input) {\n      id\n      firstName\n      lastName\n      dateOfBirth\n      caseNumbers\n    }\n  }\n"): (typeof documents)["\n  mutation SupportPatientLookup($input: SupportPatientLookupInput!) {\n    supportPatientLookup(input: $input) {\n      id\n      firstName\n      lastName\n      dateOfBirth\n      caseNumbers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketEscalationResolve($id: Int!, $resolution: String!) {\n    ticketEscalationResolve(id: $id, resolution: $resolution) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TicketEscalationResolve($id: Int!, $resolution: String!) {\n    ticketEscalationResolve(id: $id, resolution: $resolution) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAccountCreate($input: AdminAccountCreateInput!) {\n    adminAccountCreate(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAccountCreate($input: AdminAccountCreateInput!) {\n    adminAccountCreate(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUserForceLogout($id: ID!) {\n    adminUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUserForceLogout($id: ID!) {\n    adminUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUserResendInvitation($id: ID!) {\n    adminUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUserResendInvitation($id: ID!) {\n    adminUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUserSetActive($id: ID!, $isActive: Boolean!) {\n    adminUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUserSetActive($id: ID!, $isActive: Boolean!) {\n    adminUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUserSetRole($id: ID!, $role: Role!) {\n    adminUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUserSetRole($id: ID!, $role: Role!) {\n    adminUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUserUpdate($id: ID!, $input: AdminUserUpdateInput!) {\n    adminUserUpdate(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUserUpdate($id: ID!, $input: AdminUserUpdateInput!) {\n    adminUserUpdate(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    isActive\n    lastLoginAt\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    attorneyFirmName\n    hasPassword\n    invitation {\n      status\n      expiresAt\n      lastSentAt\n      emailSentAt\n      emailError\n    }\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    isActive\n    lastLoginAt\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    attorneyFirmName\n    hasPassword\n    invitation {\n      status\n      expiresAt\n      lastSentAt\n      emailSentAt\n      emailError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $role: Role, $first: Int!, $after: String) {\n    adminUsers(search: $search, role: $role, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $role: Role, $first: Int!, $after: String) {\n    adminUsers(search: $search, role: $role, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n      isActive\n      planName\n      maxUsers\n      activeUsers\n    }\n  }\n"): (typeof documents)["\n  query AdminUserClinicOptions {\n    adminUserClinicOptions {\n      id\n      name\n      isActive\n      planName\n      maxUsers\n      activeUsers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationDeliveryFields on InvitationDelivery {\n    expiresAt\n    mailConfigured\n    emailSent\n    emailError\n    link\n  }\n"): (typeof documents)["\n  fragment InvitationDeliveryFields on InvitationDelivery {\n    expiresAt\n    mailConfigured\n    emailSent\n    emailError\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistEntryDelete($id: Int!) {\n    waitlistEntryDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation WaitlistEntryDelete($id: Int!) {\n    waitlistEntryDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistEntrySetNotes($id: Int!, $input: WaitlistNotesInput!) {\n    waitlistEntrySetNotes(id: $id, input: $input) {\n      id\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation WaitlistEntrySetNotes($id: Int!, $input: WaitlistNotesInput!) {\n    waitlistEntrySetNotes(id: $id, input: $input) {\n      id\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistEntrySetContacted($id: Int!, $isContacted: Boolean!) {\n    waitlistEntrySetContacted(id: $id, isContacted: $isContacted) {\n      id\n      isContacted\n    }\n  }\n"): (typeof documents)["\n  mutation WaitlistEntrySetContacted($id: Int!, $isContacted: Boolean!) {\n    waitlistEntrySetContacted(id: $id, isContacted: $isContacted) {\n      id\n      isContacted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitlistEntryFields on WaitlistEntry {\n    id\n    name\n    email\n    practiceName\n    state\n    monthlyPICases\n    attorneyReferral\n    isContacted\n    notes\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WaitlistEntryFields on WaitlistEntry {\n    id\n    name\n    email\n    practiceName\n    state\n    monthlyPICases\n    attorneyReferral\n    isContacted\n    notes\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistEntries($search: String, $first: Int!, $after: String) {\n    waitlistEntries(search: $search, first: $first, after: $after) {\n      nodes {\n        ...WaitlistEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query WaitlistEntries($search: String, $first: Int!, $after: String) {\n    waitlistEntries(search: $search, first: $first, after: $after) {\n      nodes {\n        ...WaitlistEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistStats {\n    waitlistStats {\n      total\n      contacted\n      pending\n      lastSevenDays\n    }\n  }\n"): (typeof documents)["\n  query WaitlistStats {\n    waitlistStats {\n      total\n      contacted\n      pending\n      lastSevenDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiCaseOptionFields on Case {\n    id\n    caseNumber\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment AiCaseOptionFields on Case {\n    id\n    caseNumber\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiCaseOptions($search: String) {\n    cases(filter: { search: $search }, first: 20) {\n      nodes {\n        ...AiCaseOptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiCaseOptions($search: String) {\n    cases(filter: { search: $search }, first: 20) {\n      nodes {\n        ...AiCaseOptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiCaseById($id: Int!) {\n    case(id: $id) {\n      ...AiCaseOptionFields\n    }\n  }\n"): (typeof documents)["\n  query AiCaseById($id: Int!) {\n    case(id: $id) {\n      ...AiCaseOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseAnalysisFields on AiCaseAnalysis {\n    id\n    caseId\n    analysisType\n    status\n    confidence\n    prediction {\n      label\n      value\n    }\n    insights\n    recommendations\n    dataPoints {\n      key\n      label\n      value\n    }\n    error\n    requestedByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CaseAnalysisFields on AiCaseAnalysis {\n    id\n    caseId\n    analysisType\n    status\n    confidence\n    prediction {\n      label\n      value\n    }\n    insights\n    recommendations\n    dataPoints {\n      key\n      label\n      value\n    }\n    error\n    requestedByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseAnalyses($caseId: Int!) {\n    caseAnalyses(caseId: $caseId) {\n      ...CaseAnalysisFields\n    }\n  }\n"): (typeof documents)["\n  query CaseAnalyses($caseId: Int!) {\n    caseAnalyses(caseId: $caseId) {\n      ...CaseAnalysisFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseAnalyze($input: CaseAnalyzeInput!) {\n    caseAnalyze(input: $input) {\n      ...CaseAnalysisFields\n    }\n  }\n"): (typeof documents)["\n  mutation CaseAnalyze($input: CaseAnalyzeInput!) {\n    caseAnalyze(input: $input) {\n      ...CaseAnalysisFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiAutomation {\n    aiAutomation {\n      predictionsOn\n      modelRefits {\n        predictionType\n        currentVersion\n        fittedAt\n        trainingSize\n        refits\n        backtest {\n          name\n          value\n        }\n      }\n      documentAnalysisOn\n      documentAnalysisCounts {\n        status\n        count\n      }\n      averageProcessingTimeMs\n      recentDocumentAnalyses {\n        documentId\n        fileName\n        caseId\n        caseNumber\n        status\n        processingTimeMs\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiAutomation {\n    aiAutomation {\n      predictionsOn\n      modelRefits {\n        predictionType\n        currentVersion\n        fittedAt\n        trainingSize\n        refits\n        backtest {\n          name\n          value\n        }\n      }\n      documentAnalysisOn\n      documentAnalysisCounts {\n        status\n        count\n      }\n      averageProcessingTimeMs\n      recentDocumentAnalyses {\n        documentId\n        fileName\n        caseId\n        caseNumber\n        status\n        processingTimeMs\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiChatSessionFields on AiChatSessionView {\n    id\n    sessionType\n    caseId\n    caseNumber\n    title\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AiChatSessionFields on AiChatSessionView {\n    id\n    sessionType\n    caseId\n    caseNumber\n    title\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiChatMessageFields on AiChatMessageView {\n    id\n    role\n    content\n    engine\n    fallbackReason\n    createdAt\n    citations {\n      type\n      id\n      label\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment AiChatMessageFields on AiChatMessageView {\n    id\n    role\n    content\n    engine\n    fallbackReason\n    createdAt\n    citations {\n      type\n      id\n      label\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiChatEngine {\n    aiChatEngine {\n      kind\n      name\n      exampleQuestions\n    }\n  }\n"): (typeof documents)["\n  query AiChatEngine {\n    aiChatEngine {\n      kind\n      name\n      exampleQuestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiChatSessions($first: Int!) {\n    aiChatSessions(first: $first) {\n      nodes {\n        ...AiChatSessionFields\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiChatSessions($first: Int!) {\n    aiChatSessions(first: $first) {\n      nodes {\n        ...AiChatSessionFields\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiChatSession($id: Int!) {\n    aiChatSession(id: $id) {\n      session {\n        ...AiChatSessionFields\n      }\n      messages {\n        ...AiChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiChatSession($id: Int!) {\n    aiChatSession(id: $id) {\n      session {\n        ...AiChatSessionFields\n      }\n      messages {\n        ...AiChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AiChatSessionCreate($input: AiChatSessionCreateInput!) {\n    aiChatSessionCreate(input: $input) {\n      ...AiChatSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AiChatSessionCreate($input: AiChatSessionCreateInput!) {\n    aiChatSessionCreate(input: $input) {\n      ...AiChatSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AiChatSend($input: AiChatSendInput!) {\n    aiChatSend(input: $input) {\n      question {\n        ...AiChatMessageFields\n      }\n      answer {\n        ...AiChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AiChatSend($input: AiChatSendInput!) {\n    aiChatSend(input: $input) {\n      question {\n        ...AiChatMessageFields\n      }\n      answer {\n        ...AiChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiInsights {\n    aiInsights {\n      caseMetrics {\n        totalCases\n        activeCases\n        closedCases\n        settledCases\n        averageSettlement\n        averageDuration\n      }\n      recommendations {\n        kind\n        message\n        urgency\n        caseId\n        caseNumber\n        patientName\n      }\n      trends {\n        caseVolumeTrend {\n          month\n          count\n        }\n        settlementTrend {\n          month\n          count\n          averageAmount\n        }\n        treatmentDurationTrend {\n          month\n          count\n          averageMonths\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiInsights {\n    aiInsights {\n      caseMetrics {\n        totalCases\n        activeCases\n        closedCases\n        settledCases\n        averageSettlement\n        averageDuration\n      }\n      recommendations {\n        kind\n        message\n        urgency\n        caseId\n        caseNumber\n        patientName\n      }\n      trends {\n        caseVolumeTrend {\n          month\n          count\n        }\n        settlementTrend {\n          month\n          count\n          averageAmount\n        }\n        treatmentDurationTrend {\n          month\n          count\n          averageMonths\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiConfig {\n    aiConfig {\n      features {\n        insights\n        caseAnalysis\n        documentAnalysis\n        chat\n        predictions\n      }\n      analysisTypes\n      predictionTypes\n    }\n  }\n"): (typeof documents)["\n  query AiConfig {\n    aiConfig {\n      features {\n        insights\n        caseAnalysis\n        documentAnalysis\n        chat\n        predictions\n      }\n      analysisTypes\n      predictionTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CasePredictions($caseId: Int!) {\n    casePredictions(caseId: $caseId) {\n      caseId\n      confidenceDefinition\n      predictions {\n        type\n        value\n        rangeLow\n        rangeHigh\n        confidence\n        currentValue\n        modelVersion\n        trainingSize\n        insufficientReason\n        factors {\n          name\n          label\n          effect\n        }\n      }\n      netToClinic {\n        billedToDate\n        reductionShare\n        reductionShareLow\n        reductionShareHigh\n        net\n        netLow\n        netHigh\n        paymentDays\n        paymentDaysLow\n        paymentDaysHigh\n        paymentDate\n        noHistoryReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query CasePredictions($caseId: Int!) {\n    casePredictions(caseId: $caseId) {\n      caseId\n      confidenceDefinition\n      predictions {\n        type\n        value\n        rangeLow\n        rangeHigh\n        confidence\n        currentValue\n        modelVersion\n        trainingSize\n        insufficientReason\n        factors {\n          name\n          label\n          effect\n        }\n      }\n      netToClinic {\n        billedToDate\n        reductionShare\n        reductionShareLow\n        reductionShareHigh\n        net\n        netLow\n        netHigh\n        paymentDays\n        paymentDaysLow\n        paymentDaysHigh\n        paymentDate\n        noHistoryReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PredictionModels {\n    predictionModels {\n      type\n      version\n      modelVersion\n      algorithm\n      trainingSize\n      fittedAt\n      insufficientReason\n      backtest {\n        folds\n        n\n        mae\n        maePercentOfMean\n        coverage\n        points {\n          actual\n          predicted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PredictionModels {\n    predictionModels {\n      type\n      version\n      modelVersion\n      algorithm\n      trainingSize\n      fittedAt\n      insufficientReason\n      backtest {\n        folds\n        n\n        mae\n        maePercentOfMean\n        coverage\n        points {\n          actual\n          predicted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PredictionRefit {\n    predictionRefit {\n      queued\n    }\n  }\n"): (typeof documents)["\n  mutation PredictionRefit {\n    predictionRefit {\n      queued\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertOverview {\n    alertOverview {\n      openCount\n      casesWithAlerts\n      byKind {\n        kind\n        count\n      }\n      alerts {\n        id\n        caseId\n        caseNumber\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AlertOverview {\n    alertOverview {\n      openCount\n      casesWithAlerts\n      byKind {\n        kind\n        count\n      }\n      alerts {\n        id\n        caseId\n        caseNumber\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseAlertBoard($caseId: Int!) {\n    caseAlertBoard(caseId: $caseId) {\n      caseId\n      alerts {\n        id\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n      chargesToDate\n      coverages {\n        coverageId\n        coverageType\n        carrierName\n        limitAmount\n        applied\n        percent\n      }\n      statute {\n        state\n        periodMonths\n        source\n        deadline\n        daysLeft\n      }\n      statuteMissing\n    }\n  }\n"): (typeof documents)["\n  query CaseAlertBoard($caseId: Int!) {\n    caseAlertBoard(caseId: $caseId) {\n      caseId\n      alerts {\n        id\n        kind\n        severity\n        title\n        message\n        raisedAt\n      }\n      chargesToDate\n      coverages {\n        coverageId\n        coverageType\n        carrierName\n        limitAmount\n        applied\n        percent\n      }\n      statute {\n        state\n        periodMonths\n        source\n        deadline\n        daysLeft\n      }\n      statuteMissing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicAlertSettings {\n    clinicAlertSettings {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n"): (typeof documents)["\n  query ClinicAlertSettings {\n    clinicAlertSettings {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicAlertSettingsUpdate($input: ClinicAlertSettingsInput!) {\n    clinicAlertSettingsUpdate(input: $input) {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicAlertSettingsUpdate($input: ClinicAlertSettingsInput!) {\n    clinicAlertSettingsUpdate(input: $input) {\n      gapDays\n      planBehindVisits\n      reExamGraceDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatutePeriods {\n    statutePeriods {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n"): (typeof documents)["\n  query StatutePeriods {\n    statutePeriods {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StatutePeriodSet($input: StatutePeriodInput!) {\n    statutePeriodSet(input: $input) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation StatutePeriodSet($input: StatutePeriodInput!) {\n    statutePeriodSet(input: $input) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StatutePeriodReset($state: String!) {\n    statutePeriodReset(state: $state) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation StatutePeriodReset($state: String!) {\n    statutePeriodReset(state: $state) {\n      state\n      periodMonths\n      defaultMonths\n      source\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyPortalSummary {\n    attorneyPortalSummary {\n      activeCases\n      settledCases\n      averageSettlement\n      responseTimeHours\n      answeredMessages\n    }\n  }\n"): (typeof documents)["\n  query AttorneyPortalSummary {\n    attorneyPortalSummary {\n      activeCases\n      settledCases\n      averageSettlement\n      responseTimeHours\n      answeredMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentActivityMessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    subject\n    content\n    senderName\n    sentDate\n    isRead\n  }\n"): (typeof documents)["\n  fragment RecentActivityMessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    subject\n    content\n    senderName\n    sentDate\n    isRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyRecentMessages($first: Int!) {\n    messages(first: $first) {\n      nodes {\n        ...RecentActivityMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttorneyRecentMessages($first: Int!) {\n    messages(first: $first) {\n      nodes {\n        ...RecentActivityMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AttorneyPortalMessageAdded {\n    messageAdded {\n      ...RecentActivityMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription AttorneyPortalMessageAdded {\n    messageAdded {\n      ...RecentActivityMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttorneyOptionFields on Attorney {\n    id\n    fullName\n    firmName\n  }\n"): (typeof documents)["\n  fragment AttorneyOptionFields on Attorney {\n    id\n    fullName\n    firmName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyOptions($search: String) {\n    attorneys(search: $search, first: 20) {\n      nodes {\n        ...AttorneyOptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttorneyOptions($search: String) {\n    attorneys(search: $search, first: 20) {\n      nodes {\n        ...AttorneyOptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyDetail($id: Int!) {\n    attorney(id: $id) {\n      id\n      fullName\n      firmName\n      email\n      phone\n      barNumber\n      firmAddress\n      specialization\n      caseCount\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        patient {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttorneyDetail($id: Int!) {\n    attorney(id: $id) {\n      id\n      fullName\n      firmName\n      email\n      phone\n      barNumber\n      firmAddress\n      specialization\n      caseCount\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        patient {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query AuthProviders {\n    authProviders {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExternalLoginErrorMessage($code: String!) {\n    externalLoginErrorMessage(code: $code)\n  }\n"): (typeof documents)["\n  query ExternalLoginErrorMessage($code: String!) {\n    externalLoginErrorMessage(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      state\n      message\n      email\n      firstName\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      state\n      message\n      email\n      firstName\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationAccept($token: String!, $password: String!) {\n    invitationAccept(token: $token, password: $password) {\n      email\n      role\n      signInPath\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationAccept($token: String!, $password: String!) {\n    invitationAccept(token: $token, password: $password) {\n      email\n      role\n      signInPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      state\n      message\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      state\n      message\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordReset($token: String!, $password: String!) {\n    passwordReset(token: $token, password: $password) {\n      email\n      signInPath\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordReset($token: String!, $password: String!) {\n    passwordReset(token: $token, password: $password) {\n      email\n      signInPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuperAdminSignIn($input: SuperAdminSignInInput!) {\n    superAdminSignIn(input: $input) {\n      step\n      enrollment {\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuperAdminSignIn($input: SuperAdminSignInInput!) {\n    superAdminSignIn(input: $input) {\n      step\n      enrollment {\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuperAdminVerify($input: SecondFactorInput!) {\n    superAdminVerify(input: $input) {\n      user {\n        ...CurrentUserFields\n      }\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation SuperAdminVerify($input: SecondFactorInput!) {\n    superAdminVerify(input: $input) {\n      user {\n        ...CurrentUserFields\n      }\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AutomationRuleFields on AutomationRule {\n    id\n    name\n    description\n    status\n    triggerType\n    triggerDays\n    conditions {\n      field\n      operator\n      value\n    }\n    actions {\n      type\n      target\n      template\n    }\n    isActive\n    priority\n    consecutiveFailures\n    disabledReason\n    lastRunAt\n    succeeded30d\n    failed30d\n  }\n"): (typeof documents)["\n  fragment AutomationRuleFields on AutomationRule {\n    id\n    name\n    description\n    status\n    triggerType\n    triggerDays\n    conditions {\n      field\n      operator\n      value\n    }\n    actions {\n      type\n      target\n      template\n    }\n    isActive\n    priority\n    consecutiveFailures\n    disabledReason\n    lastRunAt\n    succeeded30d\n    failed30d\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutomationRules {\n    automationRules {\n      ...AutomationRuleFields\n    }\n  }\n"): (typeof documents)["\n  query AutomationRules {\n    automationRules {\n      ...AutomationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutomationRule($id: Int!) {\n    automationRule(id: $id) {\n      ...AutomationRuleFields\n    }\n  }\n"): (typeof documents)["\n  query AutomationRule($id: Int!) {\n    automationRule(id: $id) {\n      ...AutomationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutomationBuilderChoices {\n    automationActionChoices {\n      type\n      label\n    }\n    taskAssignees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AutomationBuilderChoices {\n    automationActionChoices {\n      type\n      label\n    }\n    taskAssignees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutomationRulePreview($input: AutomationRuleInput!) {\n    automationRulePreview(input: $input) {\n      count\n      explanation\n      records {\n        caseId\n        caseNumber\n        patientName\n        since\n      }\n    }\n  }\n"): (typeof documents)["\n  query AutomationRulePreview($input: AutomationRuleInput!) {\n    automationRulePreview(input: $input) {\n      count\n      explanation\n      records {\n        caseId\n        caseNumber\n        patientName\n        since\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutomationExecutions($ruleId: Int, $first: Int!, $after: String) {\n    automationExecutions(ruleId: $ruleId, first: $first, after: $after) {\n      nodes {\n        id\n        ruleName\n        caseId\n        caseNumber\n        executionStatus\n        executionDetails\n        errorMessage\n        attempts\n        createdAt\n        executedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AutomationExecutions($ruleId: Int, $first: Int!, $after: String) {\n    automationExecutions(ruleId: $ruleId, first: $first, after: $after) {\n      nodes {\n        id\n        ruleName\n        caseId\n        caseNumber\n        executionStatus\n        executionDetails\n        errorMessage\n        attempts\n        createdAt\n        executedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutomationRuleCreate($input: AutomationRuleInput!) {\n    automationRuleCreate(input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AutomationRuleCreate($input: AutomationRuleInput!) {\n    automationRuleCreate(input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutomationRuleUpdate($id: Int!, $input: AutomationRuleInput!) {\n    automationRuleUpdate(id: $id, input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AutomationRuleUpdate($id: Int!, $input: AutomationRuleInput!) {\n    automationRuleUpdate(id: $id, input: $input) {\n      ...AutomationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutomationRuleSetActive($id: Int!, $isActive: Boolean!) {\n    automationRuleSetActive(id: $id, isActive: $isActive) {\n      ...AutomationRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AutomationRuleSetActive($id: Int!, $isActive: Boolean!) {\n    automationRuleSetActive(id: $id, isActive: $isActive) {\n      ...AutomationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutomationRuleRunNow($id: Int!) {\n    automationRuleRunNow(id: $id) {\n      matched\n      started\n    }\n  }\n"): (typeof documents)["\n  mutation AutomationRuleRunNow($id: Int!) {\n    automationRuleRunNow(id: $id) {\n      matched\n      started\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutomationRuleDelete($id: Int!) {\n    automationRuleDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation AutomationRuleDelete($id: Int!) {\n    automationRuleDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingStatusChange($input: BillingStatusChangeInput!) {\n    billingStatusChange(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation BillingStatusChange($input: BillingStatusChangeInput!) {\n    billingStatusChange(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingEntryFields on BillingEntry {\n    id\n    caseId\n    caseNumber\n    patientName\n    clinicName\n    invoiceNumber\n    invoiceUrl\n    amount\n    adjustedAmount\n    description\n    status\n    dueDate\n    paidDate\n    paymentMethod\n    nextStatuses\n    lines {\n      ...BillingLineFields\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment BillingEntryFields on BillingEntry {\n    id\n    caseId\n    caseNumber\n    patientName\n    clinicName\n    invoiceNumber\n    invoiceUrl\n    amount\n    adjustedAmount\n    description\n    status\n    dueDate\n    paidDate\n    paymentMethod\n    nextStatuses\n    lines {\n      ...BillingLineFields\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingEntryCreate($input: BillingEntryCreateInput!) {\n    billingEntryCreate(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation BillingEntryCreate($input: BillingEntryCreateInput!) {\n    billingEntryCreate(input: $input) {\n      ...BillingEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingLineFields on BillingLine {\n    id\n    lineNumber\n    serviceDate\n    procedureCode\n    description\n    modifiers\n    units\n    unitFee\n    amount\n    diagnosisCodes\n    providerName\n  }\n"): (typeof documents)["\n  fragment BillingLineFields on BillingLine {\n    id\n    lineNumber\n    serviceDate\n    procedureCode\n    description\n    modifiers\n    units\n    unitFee\n    amount\n    diagnosisCodes\n    providerName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingEntries($filter: BillingFilter, $first: Int!, $after: String) {\n    billingEntries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...BillingEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingEntries($filter: BillingFilter, $first: Int!, $after: String) {\n    billingEntries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...BillingEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BillingStatusChanged($caseId: Int) {\n    billingStatusChanged(caseId: $caseId) {\n      ...BillingEntryFields\n    }\n  }\n"): (typeof documents)["\n  subscription BillingStatusChanged($caseId: Int) {\n    billingStatusChanged(caseId: $caseId) {\n      ...BillingEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingSummary {\n    billingSummary {\n      totalBilled\n      entryCount\n      outstanding\n      outstandingCount\n      paidThisMonth\n      paidThisMonthCount\n      denied\n      deniedCount\n    }\n  }\n"): (typeof documents)["\n  query BillingSummary {\n    billingSummary {\n      totalBilled\n      entryCount\n      outstanding\n      outstandingCount\n      paidThisMonth\n      paidThisMonthCount\n      denied\n      deniedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextCaseNumberPreview {\n    nextCaseNumberPreview\n  }\n"): (typeof documents)["\n  query NextCaseNumberPreview {\n    nextCaseNumberPreview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseCreate($input: CaseCreateInput!) {\n    caseCreate(input: $input) {\n      id\n      caseNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CaseCreate($input: CaseCreateInput!) {\n    caseCreate(input: $input) {\n      id\n      caseNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetailFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    notes\n    settlementAmount\n    patient {\n      id\n      fullName\n      phone\n      email\n      insuranceProvider\n      insurancePolicyNumber\n    }\n    attorney {\n      id\n      fullName\n      firmName\n      phone\n    }\n    history {\n      id\n      action\n      changedAt\n      changedByName\n      changedByRole\n      reason\n      changes {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    transfers {\n      id\n      transferDate\n      transferredByName\n      reason\n      notes\n      fromAttorney {\n        id\n        fullName\n      }\n      toAttorney {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CaseDetailFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    notes\n    settlementAmount\n    patient {\n      id\n      fullName\n      phone\n      email\n      insuranceProvider\n      insurancePolicyNumber\n    }\n    attorney {\n      id\n      fullName\n      firmName\n      phone\n    }\n    history {\n      id\n      action\n      changedAt\n      changedByName\n      changedByRole\n      reason\n      changes {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    transfers {\n      id\n      transferDate\n      transferredByName\n      reason\n      notes\n      fromAttorney {\n        id\n        fullName\n      }\n      toAttorney {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDetail($id: Int!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  query CaseDetail($id: Int!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {\n    caseUpdate(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {\n    caseUpdate(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseOptionFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment CaseOptionFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    patient {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseOptions($search: String, $openOnly: Boolean) {\n    cases(filter: { search: $search, openOnly: $openOnly }, first: 20) {\n      nodes {\n        ...CaseOptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseOptions($search: String, $openOnly: Boolean) {\n    cases(filter: { search: $search, openOnly: $openOnly }, first: 20) {\n      nodes {\n        ...CaseOptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseOption($id: Int!) {\n    case(id: $id) {\n      ...CaseOptionFields\n    }\n  }\n"): (typeof documents)["\n  query CaseOption($id: Int!) {\n    case(id: $id) {\n      ...CaseOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientOptionFields on Patient {\n    id\n    fullName\n    dateOfBirth\n    phone\n  }\n"): (typeof documents)["\n  fragment PatientOptionFields on Patient {\n    id\n    fullName\n    dateOfBirth\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOptions($search: String) {\n    patients(filter: { search: $search }, first: 20) {\n      nodes {\n        ...PatientOptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientOptions($search: String) {\n    patients(filter: { search: $search }, first: 20) {\n      nodes {\n        ...PatientOptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseSummaryFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    patient {\n      id\n      fullName\n    }\n    attorney {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment CaseSummaryFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    patient {\n      id\n      fullName\n    }\n    attorney {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cases(\n    $filter: CaseFilter\n    $sortBy: CaseSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      nodes {\n        ...CaseSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n      totalInScope\n    }\n  }\n"): (typeof documents)["\n  query Cases(\n    $filter: CaseFilter\n    $sortBy: CaseSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      nodes {\n        ...CaseSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n      totalInScope\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {\n    caseTransfer(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {\n    caseTransfer(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClaimFields on InsuranceClaim {\n    id\n    caseId\n    caseNumber\n    patientName\n    claimNumber\n    claimType\n    status\n    coverageId\n    carrierName\n    coverageType\n    accidentState\n    submittedAt\n    billedAmount\n    allowedAmount\n    paidAmount\n    patientResponsibility\n    deductibleApplied\n    copayAmount\n    coinsuranceAmount\n    paymentDate\n    denialReason\n    appealNotes\n    nextStatuses\n    cms1500Url\n    x837Url\n    createdAt\n    serviceLines {\n      billingLineId\n      serviceDate\n      procedureCode\n      modifiers\n      units\n      charge\n      diagnosisCodes\n    }\n  }\n"): (typeof documents)["\n  fragment ClaimFields on InsuranceClaim {\n    id\n    caseId\n    caseNumber\n    patientName\n    claimNumber\n    claimType\n    status\n    coverageId\n    carrierName\n    coverageType\n    accidentState\n    submittedAt\n    billedAmount\n    allowedAmount\n    paidAmount\n    patientResponsibility\n    deductibleApplied\n    copayAmount\n    coinsuranceAmount\n    paymentDate\n    denialReason\n    appealNotes\n    nextStatuses\n    cms1500Url\n    x837Url\n    createdAt\n    serviceLines {\n      billingLineId\n      serviceDate\n      procedureCode\n      modifiers\n      units\n      charge\n      diagnosisCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceClaims($filter: ClaimFilter, $first: Int!, $after: String) {\n    insuranceClaims(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...ClaimFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsuranceClaims($filter: ClaimFilter, $first: Int!, $after: String) {\n    insuranceClaims(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...ClaimFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceClaim($id: Int!) {\n    insuranceClaim(id: $id) {\n      ...ClaimFields\n    }\n  }\n"): (typeof documents)["\n  query InsuranceClaim($id: Int!) {\n    insuranceClaim(id: $id) {\n      ...ClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoverageFields on CaseCoverage {\n    id\n    caseId\n    coverageType\n    carrierName\n    payerId\n    policyNumber\n    carrierClaimNumber\n    memberId\n    insuredName\n    insuredRelationship\n    limitAmount\n    adjusterName\n    adjusterPhone\n  }\n"): (typeof documents)["\n  fragment CoverageFields on CaseCoverage {\n    id\n    caseId\n    coverageType\n    carrierName\n    payerId\n    policyNumber\n    carrierClaimNumber\n    memberId\n    insuredName\n    insuredRelationship\n    limitAmount\n    adjusterName\n    adjusterPhone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseCoverages($caseId: Int!) {\n    caseCoverages(caseId: $caseId) {\n      ...CoverageFields\n    }\n  }\n"): (typeof documents)["\n  query CaseCoverages($caseId: Int!) {\n    caseCoverages(caseId: $caseId) {\n      ...CoverageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimableLines($caseId: Int!) {\n    claimableLines(caseId: $caseId) {\n      billingLineId\n      invoiceNumber\n      serviceDate\n      procedureCode\n      description\n      units\n      amount\n      diagnosisCodes\n    }\n  }\n"): (typeof documents)["\n  query ClaimableLines($caseId: Int!) {\n    claimableLines(caseId: $caseId) {\n      billingLineId\n      invoiceNumber\n      serviceDate\n      procedureCode\n      description\n      units\n      amount\n      diagnosisCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseCoverageCreate($input: CoverageCreateInput!) {\n    caseCoverageCreate(input: $input) {\n      ...CoverageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CaseCoverageCreate($input: CoverageCreateInput!) {\n    caseCoverageCreate(input: $input) {\n      ...CoverageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseCoverageUpdate($input: CoverageUpdateInput!) {\n    caseCoverageUpdate(input: $input) {\n      ...CoverageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CaseCoverageUpdate($input: CoverageUpdateInput!) {\n    caseCoverageUpdate(input: $input) {\n      ...CoverageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseCoverageRemove($id: Int!) {\n    caseCoverageRemove(id: $id)\n  }\n"): (typeof documents)["\n  mutation CaseCoverageRemove($id: Int!) {\n    caseCoverageRemove(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsuranceClaimCreate($input: ClaimCreateInput!) {\n    insuranceClaimCreate(input: $input) {\n      ...ClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsuranceClaimCreate($input: ClaimCreateInput!) {\n    insuranceClaimCreate(input: $input) {\n      ...ClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsuranceClaimSubmit($id: Int!) {\n    insuranceClaimSubmit(id: $id) {\n      ...ClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsuranceClaimSubmit($id: Int!) {\n    insuranceClaimSubmit(id: $id) {\n      ...ClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsuranceClaimRecordPayment($input: ClaimPaymentInput!) {\n    insuranceClaimRecordPayment(input: $input) {\n      ...ClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsuranceClaimRecordPayment($input: ClaimPaymentInput!) {\n    insuranceClaimRecordPayment(input: $input) {\n      ...ClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsuranceClaimDeny($input: ClaimDenialInput!) {\n    insuranceClaimDeny(input: $input) {\n      ...ClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsuranceClaimDeny($input: ClaimDenialInput!) {\n    insuranceClaimDeny(input: $input) {\n      ...ClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsuranceClaimAppeal($input: ClaimAppealInput!) {\n    insuranceClaimAppeal(input: $input) {\n      ...ClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation InsuranceClaimAppeal($input: ClaimAppealInput!) {\n    insuranceClaimAppeal(input: $input) {\n      ...ClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicBilling {\n    clinicBilling {\n      balance\n      paymentProvider\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicBilling {\n    clinicBilling {\n      balance\n      paymentProvider\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicBillingInvoices($first: Int, $after: String) {\n    clinicBillingInvoices(first: $first, after: $after) {\n      nodes {\n        id\n        number\n        kind\n        status\n        periodStart\n        periodEnd\n        issuedAt\n        dueDate\n        total\n        amountPaid\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicBillingInvoices($first: Int, $after: String) {\n    clinicBillingInvoices(first: $first, after: $after) {\n      nodes {\n        id\n        number\n        kind\n        status\n        periodStart\n        periodEnd\n        issuedAt\n        dueDate\n        total\n        amountPaid\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicBillingPayments($first: Int, $after: String) {\n    clinicBillingPayments(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        status\n        amount\n        methodLabel\n        description\n        invoiceNumber\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicBillingPayments($first: Int, $after: String) {\n    clinicBillingPayments(first: $first, after: $after) {\n      nodes {\n        id\n        kind\n        status\n        amount\n        methodLabel\n        description\n        invoiceNumber\n        failureMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicCardUpdate($input: ClinicCardInput!) {\n    clinicCardUpdate(input: $input) {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicCardUpdate($input: ClinicCardInput!) {\n    clinicCardUpdate(input: $input) {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOpenInvoices($clinicId: Int!) {\n    payOpenInvoices(clinicId: $clinicId) {\n      charges\n      openInvoices\n      billingStatus\n      balance\n      failureMessage\n    }\n  }\n"): (typeof documents)["\n  mutation PayOpenInvoices($clinicId: Int!) {\n    payOpenInvoices(clinicId: $clinicId) {\n      charges\n      openInvoices\n      billingStatus\n      balance\n      failureMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeScheduleItemFields on FeeScheduleItem {\n    id\n    procedureCode\n    description\n    fee\n    defaultUnits\n    isActive\n  }\n"): (typeof documents)["\n  fragment FeeScheduleItemFields on FeeScheduleItem {\n    id\n    procedureCode\n    description\n    fee\n    defaultUnits\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicFeeSchedule {\n    feeSchedule(includeInactive: true) {\n      ...FeeScheduleItemFields\n    }\n  }\n"): (typeof documents)["\n  query ClinicFeeSchedule {\n    feeSchedule(includeInactive: true) {\n      ...FeeScheduleItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeeScheduleItemCreate($input: FeeScheduleItemInput!) {\n    feeScheduleItemCreate(input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation FeeScheduleItemCreate($input: FeeScheduleItemInput!) {\n    feeScheduleItemCreate(input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeeScheduleItemUpdate($id: Int!, $input: FeeScheduleItemInput!) {\n    feeScheduleItemUpdate(id: $id, input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation FeeScheduleItemUpdate($id: Int!, $input: FeeScheduleItemInput!) {\n    feeScheduleItemUpdate(id: $id, input: $input) {\n      ...FeeScheduleItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicSubscription {\n    clinicSubscription {\n      plan {\n        code\n        name\n        monthlyPrice\n        annualPrice\n        maxUsers\n        maxActiveCases\n        storageGb\n        supportLevel\n      }\n      usage {\n        users\n        activeCases\n        storageBytes\n      }\n      billingStatus\n      billingFrequency\n      monthlyRate\n      annualRate\n      nextBillingDate\n      trialEndsAt\n    }\n  }\n"): (typeof documents)["\n  query ClinicSubscription {\n    clinicSubscription {\n      plan {\n        code\n        name\n        monthlyPrice\n        annualPrice\n        maxUsers\n        maxActiveCases\n        storageGb\n        supportLevel\n      }\n      usage {\n        users\n        activeCases\n        storageBytes\n      }\n      billingStatus\n      billingFrequency\n      monthlyRate\n      annualRate\n      nextBillingDate\n      trialEndsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicProfileFields on ClinicProfile {\n    id\n    name\n    address\n    city\n    state\n    zipCode\n    phone\n    email\n    npi\n    taxId\n    timeZone\n    businessHours {\n      day\n      closed\n      opens\n      closes\n    }\n    letterheadText\n    logoUpdatedAt\n  }\n"): (typeof documents)["\n  fragment ClinicProfileFields on ClinicProfile {\n    id\n    name\n    address\n    city\n    state\n    zipCode\n    phone\n    email\n    npi\n    taxId\n    timeZone\n    businessHours {\n      day\n      closed\n      opens\n      closes\n    }\n    letterheadText\n    logoUpdatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicProfile {\n    clinicProfile {\n      ...ClinicProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ClinicProfile {\n    clinicProfile {\n      ...ClinicProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicProfileUpdate($input: ClinicProfileInput!) {\n    clinicProfileUpdate(input: $input) {\n      ...ClinicProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicProfileUpdate($input: ClinicProfileInput!) {\n    clinicProfileUpdate(input: $input) {\n      ...ClinicProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicLogoRemove {\n    clinicLogoRemove {\n      ...ClinicProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicLogoRemove {\n    clinicLogoRemove {\n      ...ClinicProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointmentTypeSave($input: AppointmentTypeSaveInput!) {\n    appointmentTypeSave(input: $input) {\n      id\n      name\n      durationMinutes\n      color\n      isReExam\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation AppointmentTypeSave($input: AppointmentTypeSaveInput!) {\n    appointmentTypeSave(input: $input) {\n      id\n      name\n      durationMinutes\n      color\n      isReExam\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoomSave($input: RoomSaveInput!) {\n    roomSave(input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation RoomSave($input: RoomSaveInput!) {\n    roomSave(input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicProviderSet($input: ProviderSetInput!) {\n    clinicProviderSet(input: $input) {\n      id\n      name\n      npi\n      isProvider\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicProviderSet($input: ProviderSetInput!) {\n    clinicProviderSet(input: $input) {\n      id\n      name\n      npi\n      isProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicUsers($search: String, $first: Int!, $after: String) {\n    clinicUsers(search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ClinicUsers($search: String, $first: Int!, $after: String) {\n    clinicUsers(search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicUserInvite($input: ClinicUserInviteInput!) {\n    clinicUserInvite(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicUserInvite($input: ClinicUserInviteInput!) {\n    clinicUserInvite(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicUserSetRole($id: ID!, $role: Role!) {\n    clinicUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicUserSetRole($id: ID!, $role: Role!) {\n    clinicUserSetRole(id: $id, role: $role) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicUserSetActive($id: ID!, $isActive: Boolean!) {\n    clinicUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicUserSetActive($id: ID!, $isActive: Boolean!) {\n    clinicUserSetActive(id: $id, isActive: $isActive) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicUserForceLogout($id: ID!) {\n    clinicUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicUserForceLogout($id: ID!) {\n    clinicUserForceLogout(id: $id) {\n      userId\n      sessionsEnded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClinicUserResendInvitation($id: ID!) {\n    clinicUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClinicUserResendInvitation($id: ID!) {\n    clinicUserResendInvitation(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      invitation {\n        ...InvitationDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventKinds\n    isActive\n    parkedAt\n    parkedReason\n    consecutiveFailures\n    parkedDeliveries\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventKinds\n    isActive\n    parkedAt\n    parkedReason\n    consecutiveFailures\n    parkedDeliveries\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventKind\n    payload\n    status\n    attempts\n    lastStatusCode\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventKind\n    payload\n    status\n    attempts\n    lastStatusCode\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEventKinds {\n    webhookEventKinds {\n      kind\n      description\n    }\n  }\n"): (typeof documents)["\n  query WebhookEventKinds {\n    webhookEventKinds {\n      kind\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($filter: WebhookDeliveryFilter!, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($filter: WebhookDeliveryFilter!, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEndpointCreate($input: WebhookEndpointInput!) {\n    webhookEndpointCreate(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookEndpointCreate($input: WebhookEndpointInput!) {\n    webhookEndpointCreate(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEndpointUpdate($id: Int!, $input: WebhookEndpointInput!) {\n    webhookEndpointUpdate(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookEndpointUpdate($id: Int!, $input: WebhookEndpointInput!) {\n    webhookEndpointUpdate(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEndpointDelete($id: Int!) {\n    webhookEndpointDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation WebhookEndpointDelete($id: Int!) {\n    webhookEndpointDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEndpointRollSecret($id: Int!) {\n    webhookEndpointRollSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookEndpointRollSecret($id: Int!) {\n    webhookEndpointRollSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEndpointSendTest($id: Int!) {\n    webhookEndpointSendTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookEndpointSendTest($id: Int!) {\n    webhookEndpointSendTest(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEndpointUnpark($id: Int!) {\n    webhookEndpointUnpark(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookEndpointUnpark($id: Int!) {\n    webhookEndpointUnpark(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookDeliveryReplay($id: Int!) {\n    webhookDeliveryReplay(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookDeliveryReplay($id: Int!) {\n    webhookDeliveryReplay(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookDeliveriesReplayParked($endpointId: Int!) {\n    webhookDeliveriesReplayParked(endpointId: $endpointId)\n  }\n"): (typeof documents)["\n  mutation WebhookDeliveriesReplayParked($endpointId: Int!) {\n    webhookDeliveriesReplayParked(endpointId: $endpointId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScorecardFields on AttorneyScorecard {\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    firmName\n    casesOpen\n    casesClosed\n    withdrawals\n    withdrawalRate\n    paidSettlements\n    awaitingPayment\n    avgDaysToPayment\n    reducedCases\n    avgReductionPercent\n    answeredMessages\n    awaitingReply\n    avgResponseHours\n    medianResponseHours\n  }\n"): (typeof documents)["\n  fragment ScorecardFields on AttorneyScorecard {\n    clinicId\n    clinicName\n    attorneyId\n    attorneyName\n    firmName\n    casesOpen\n    casesClosed\n    withdrawals\n    withdrawalRate\n    paidSettlements\n    awaitingPayment\n    avgDaysToPayment\n    reducedCases\n    avgReductionPercent\n    answeredMessages\n    awaitingReply\n    avgResponseHours\n    medianResponseHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyScorecard($attorneyId: Int!, $period: ScorecardPeriod!) {\n    attorneyScorecard(attorneyId: $attorneyId, period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttorneyScorecard($attorneyId: Int!, $period: ScorecardPeriod!) {\n    attorneyScorecard(attorneyId: $attorneyId, period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyScorecard($period: ScorecardPeriod!) {\n    myScorecard(period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyScorecard($period: ScorecardPeriod!) {\n    myScorecard(period: $period) {\n      ...ScorecardFields\n      trend {\n        periodStart\n        casesOpened\n        casesClosed\n        withdrawals\n        avgDaysToPayment\n        avgReductionPercent\n        avgResponseHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyScorecards {\n    attorneyScorecards {\n      ...ScorecardFields\n    }\n  }\n"): (typeof documents)["\n  query AttorneyScorecards {\n    attorneyScorecards {\n      ...ScorecardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LienNotices($caseId: Int!) {\n    lienNotices(caseId: $caseId) {\n      id\n      toAttorneyName\n      asOf\n      totalCharges\n      totalPayments\n      totalReductions\n      totalWriteOffs\n      balance\n      createdAt\n      pdfUrl\n    }\n  }\n"): (typeof documents)["\n  query LienNotices($caseId: Int!) {\n    lienNotices(caseId: $caseId) {\n      id\n      toAttorneyName\n      asOf\n      totalCharges\n      totalPayments\n      totalReductions\n      totalWriteOffs\n      balance\n      createdAt\n      pdfUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttorneyDashboard {\n    attorneyDashboard {\n      clinics {\n        clinicId\n        clinicName\n        activeCases\n        totalCases\n        recentCases {\n          id\n          caseNumber\n          patientName\n          status\n        }\n      }\n      waiting {\n        kind\n        caseId\n        caseNumber\n        patientName\n        clinicName\n        occurredAt\n        summary\n        link\n      }\n      waitingCounts {\n        counterOffers\n        newDocuments\n        unreadMessages\n        submittedBills\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttorneyDashboard {\n    attorneyDashboard {\n      clinics {\n        clinicId\n        clinicName\n        activeCases\n        totalCases\n        recentCases {\n          id\n          caseNumber\n          patientName\n          status\n        }\n      }\n      waiting {\n        kind\n        caseId\n        caseNumber\n        patientName\n        clinicName\n        occurredAt\n        summary\n        link\n      }\n      waitingCounts {\n        counterOffers\n        newDocuments\n        unreadMessages\n        submittedBills\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n"): (typeof documents)["\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentAnalysisStatus($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query DocumentAnalysisStatus($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentAnalysisFields on DocumentAnalysis {\n    id\n    documentId\n    status\n    confidence\n    processingTimeMs\n    error\n    completedAt\n    canRetry\n    findings {\n      totalAmount\n      pages\n      characters\n      truncated\n      dates {\n        date\n        text\n        context\n        verified\n      }\n      providers {\n        name\n        source\n        context\n        verified\n      }\n      amounts {\n        amount\n        isTotal\n        context\n        verified\n      }\n      diagnosisCodes {\n        code\n        description\n        context\n        verified\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DocumentAnalysisFields on DocumentAnalysis {\n    id\n    documentId\n    status\n    confidence\n    processingTimeMs\n    error\n    completedAt\n    canRetry\n    findings {\n      totalAmount\n      pages\n      characters\n      truncated\n      dates {\n        date\n        text\n        context\n        verified\n      }\n      providers {\n        name\n        source\n        context\n        verified\n      }\n      amounts {\n        amount\n        isTotal\n        context\n        verified\n      }\n      diagnosisCodes {\n        code\n        description\n        context\n        verified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentAnalysis($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n"): (typeof documents)["\n  query DocumentAnalysis($documentId: Int!) {\n    documentAnalysis(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentAnalysisRetry($documentId: Int!) {\n    documentAnalysisRetry(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n"): (typeof documents)["\n  mutation DocumentAnalysisRetry($documentId: Int!) {\n    documentAnalysisRetry(documentId: $documentId) {\n      ...DocumentAnalysisFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentFields on Document {\n    id\n    caseId\n    caseNumber\n    patientName\n    fileName\n    fileType\n    fileSize\n    documentType\n    description\n    isConfidential\n    sharedWithPatient\n    uploadDate\n    uploadedByName\n    downloadUrl\n    canDelete\n    analysis {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment DocumentFields on Document {\n    id\n    caseId\n    caseNumber\n    patientName\n    fileName\n    fileType\n    fileSize\n    documentType\n    description\n    isConfidential\n    sharedWithPatient\n    uploadDate\n    uploadedByName\n    downloadUrl\n    canDelete\n    analysis {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentDelete($id: Int!) {\n    documentDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation DocumentDelete($id: Int!) {\n    documentDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Documents($caseId: Int, $first: Int!, $after: String) {\n    documents(caseId: $caseId, first: $first, after: $after) {\n      nodes {\n        ...DocumentFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Documents($caseId: Int, $first: Int!, $after: String) {\n    documents(caseId: $caseId, first: $first, after: $after) {\n      nodes {\n        ...DocumentFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentUploadPolicy {\n    documentUploadPolicy {\n      maxBytes\n      allowedExtensions\n    }\n  }\n"): (typeof documents)["\n  query DocumentUploadPolicy {\n    documentUploadPolicy {\n      maxBytes\n      allowedExtensions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FundingPacketFields on FundingPacket {\n    asOf\n    accident {\n      caseType\n      accidentDate\n    }\n    ledger {\n      billedToDate\n      creditedToDate\n      balance\n    }\n    treatment {\n      visitsAttended\n      visitsMissed\n      visitsScheduled\n      firstVisit\n      lastVisit\n      plan {\n        visitsPerWeek\n        weeks\n        startDate\n        status\n      }\n    }\n    coverage {\n      coverageType\n      carrierName\n      limitAmount\n    }\n  }\n"): (typeof documents)["\n  fragment FundingPacketFields on FundingPacket {\n    asOf\n    accident {\n      caseType\n      accidentDate\n    }\n    ledger {\n      billedToDate\n      creditedToDate\n      balance\n    }\n    treatment {\n      visitsAttended\n      visitsMissed\n      visitsScheduled\n      firstVisit\n      lastVisit\n      plan {\n        visitsPerWeek\n        weeks\n        startDate\n        status\n      }\n    }\n    coverage {\n      coverageType\n      carrierName\n      limitAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FundingRequestFields on FundingRequest {\n    id\n    reference\n    caseId\n    partnerName\n    requestedAmount\n    purpose\n    urgencyLevel\n    status\n    submittedAt\n    approvedAmount\n    fundedAmount\n    interestRate\n    repaymentTerms\n    shared\n    packet {\n      ...FundingPacketFields\n    }\n    decisionDate\n    fundedDate\n    notes\n    partnerNote\n    quote {\n      outcome\n      message\n      amount\n      rate\n      terms\n      at\n    }\n    partnerLinkExpiresAt\n    partnerLinkUsedAt\n    requestedByName\n    createdAt\n    abilities {\n      canSubmit\n      canQuote\n      canRecordFunded\n      canRenewLink\n    }\n  }\n"): (typeof documents)["\n  fragment FundingRequestFields on FundingRequest {\n    id\n    reference\n    caseId\n    partnerName\n    requestedAmount\n    purpose\n    urgencyLevel\n    status\n    submittedAt\n    approvedAmount\n    fundedAmount\n    interestRate\n    repaymentTerms\n    shared\n    packet {\n      ...FundingPacketFields\n    }\n    decisionDate\n    fundedDate\n    notes\n    partnerNote\n    quote {\n      outcome\n      message\n      amount\n      rate\n      terms\n      at\n    }\n    partnerLinkExpiresAt\n    partnerLinkUsedAt\n    requestedByName\n    createdAt\n    abilities {\n      canSubmit\n      canQuote\n      canRecordFunded\n      canRenewLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseFunding($caseId: Int!) {\n    caseFunding(caseId: $caseId) {\n      caseId\n      caseNumber\n      canRequest\n      packet {\n        ...FundingPacketFields\n      }\n      requests {\n        ...FundingRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseFunding($caseId: Int!) {\n    caseFunding(caseId: $caseId) {\n      caseId\n      caseNumber\n      canRequest\n      packet {\n        ...FundingPacketFields\n      }\n      requests {\n        ...FundingRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FundingPartnerOptions {\n    fundingPartnerOptions {\n      id\n      companyName\n      fundingTypes\n      minimumAmount\n      maximumAmount\n      typicalRate\n      approvalTimeHours\n      rating\n      instantQuote\n    }\n  }\n"): (typeof documents)["\n  query FundingPartnerOptions {\n    fundingPartnerOptions {\n      id\n      companyName\n      fundingTypes\n      minimumAmount\n      maximumAmount\n      typicalRate\n      approvalTimeHours\n      rating\n      instantQuote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingRequestCreate($input: FundingRequestInput!) {\n    fundingRequestCreate(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation FundingRequestCreate($input: FundingRequestInput!) {\n    fundingRequestCreate(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingRequestSubmit($id: Int!) {\n    fundingRequestSubmit(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FundingRequestSubmit($id: Int!) {\n    fundingRequestSubmit(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingRequestRenewLink($id: Int!) {\n    fundingRequestRenewLink(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FundingRequestRenewLink($id: Int!) {\n    fundingRequestRenewLink(id: $id) {\n      partnerLink\n      request {\n        ...FundingRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingRequestQuote($id: Int!) {\n    fundingRequestQuote(id: $id) {\n      ...FundingRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation FundingRequestQuote($id: Int!) {\n    fundingRequestQuote(id: $id) {\n      ...FundingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FundingRequestRecordFunded($input: FundingFundedInput!) {\n    fundingRequestRecordFunded(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation FundingRequestRecordFunded($input: FundingFundedInput!) {\n    fundingRequestRecordFunded(input: $input) {\n      ...FundingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FundingRequestChanged($caseId: Int!) {\n    fundingRequestChanged(caseId: $caseId) {\n      ...FundingRequestFields\n    }\n  }\n"): (typeof documents)["\n  subscription FundingRequestChanged($caseId: Int!) {\n    fundingRequestChanged(caseId: $caseId) {\n      ...FundingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntakeForm {\n    intakeFormToken\n    intakeConsentText {\n      version\n      en\n      es\n    }\n  }\n"): (typeof documents)["\n  query IntakeForm {\n    intakeFormToken\n    intakeConsentText {\n      version\n      en\n      es\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicIntakeSubmit($input: IntakeSubmitInput!) {\n    publicIntakeSubmit(input: $input) {\n      intakeCode\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublicIntakeSubmit($input: IntakeSubmitInput!) {\n    publicIntakeSubmit(input: $input) {\n      intakeCode\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntakeDesk($filter: IntakeFilter, $sort: IntakeSort!, $first: Int, $after: String) {\n    intakes(filter: $filter, sort: $sort, first: $first, after: $after) {\n      nodes {\n        ...IntakeCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query IntakeDesk($filter: IntakeFilter, $sort: IntakeSort!, $first: Int, $after: String) {\n    intakes(filter: $filter, sort: $sort, first: $first, after: $after) {\n      nodes {\n        ...IntakeCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntakeCardFields on PublicIntake {\n    id\n    intakeCode\n    firstName\n    lastName\n    email\n    phone\n    injuryDate\n    injuryType\n    injuryDescription\n    locationCity\n    locationState\n    insuranceCarrier\n    hasAttorney\n    attorneyName\n    hasMedicalProvider\n    providerName\n    urgencyLevel\n    triageScore\n    triageReasons {\n      factor\n      points\n      text\n    }\n    matchedClinicId\n    matchedClinicName\n    matchedAttorneyId\n    matchedAttorneyName\n    matchReasons {\n      factor\n      points\n      text\n    }\n    conversionStatus\n    contactedAt\n    convertedAt\n    closedAt\n    closeReason\n    convertedPatientId\n    convertedCaseId\n    convertedCaseNumber\n    language\n    source\n    utm {\n      key\n      value\n    }\n    ipAddress\n    createdAt\n  }\n"): (typeof documents)["\n  fragment IntakeCardFields on PublicIntake {\n    id\n    intakeCode\n    firstName\n    lastName\n    email\n    phone\n    injuryDate\n    injuryType\n    injuryDescription\n    locationCity\n    locationState\n    insuranceCarrier\n    hasAttorney\n    attorneyName\n    hasMedicalProvider\n    providerName\n    urgencyLevel\n    triageScore\n    triageReasons {\n      factor\n      points\n      text\n    }\n    matchedClinicId\n    matchedClinicName\n    matchedAttorneyId\n    matchedAttorneyName\n    matchReasons {\n      factor\n      points\n      text\n    }\n    conversionStatus\n    contactedAt\n    convertedAt\n    closedAt\n    closeReason\n    convertedPatientId\n    convertedCaseId\n    convertedCaseNumber\n    language\n    source\n    utm {\n      key\n      value\n    }\n    ipAddress\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntakeMarkContacted($id: Int!) {\n    intakeMarkContacted(id: $id) {\n      ...IntakeCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation IntakeMarkContacted($id: Int!) {\n    intakeMarkContacted(id: $id) {\n      ...IntakeCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntakeClose($input: IntakeCloseInput!) {\n    intakeClose(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation IntakeClose($input: IntakeCloseInput!) {\n    intakeClose(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntakeConvert($input: IntakeConvertInput!) {\n    intakeConvert(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation IntakeConvert($input: IntakeConvertInput!) {\n    intakeConvert(input: $input) {\n      ...IntakeCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntakeClinicChoices {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n          city\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query IntakeClinicChoices {\n    adminClinics(first: 100) {\n      nodes {\n        id\n        clinic {\n          id\n          name\n          city\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactMessageSend($input: ContactMessageInput!) {\n    contactMessageSend(input: $input) {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation ContactMessageSend($input: ContactMessageInput!) {\n    contactMessageSend(input: $input) {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      annualSaving\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n"): (typeof documents)["\n  query LandingPlans {\n    plans {\n      id\n      code\n      name\n      monthlyPrice\n      annualPrice\n      annualSaving\n      maxUsers\n      maxActiveCases\n      storageGb\n      supportLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistJoin($input: WaitlistJoinInput!) {\n    waitlistJoin(input: $input) {\n      id\n      name\n      email\n      practiceName\n    }\n  }\n"): (typeof documents)["\n  mutation WaitlistJoin($input: WaitlistJoinInput!) {\n    waitlistJoin(input: $input) {\n      id\n      name\n      email\n      practiceName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseLedger($caseId: Int!) {\n    caseLedger(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n"): (typeof documents)["\n  query CaseLedger($caseId: Int!) {\n    caseLedger(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerClose($input: LedgerCloseInput!) {\n    ledger: ledgerClose(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerClose($input: LedgerCloseInput!) {\n    ledger: ledgerClose(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerEntryFields on LedgerEntry {\n    id\n    kind\n    amount\n    balanceAfter\n    description\n    effectiveDate\n    billingId\n    invoiceNumber\n    reductionRequestId\n    paymentMethod\n    reference\n    createdByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment LedgerEntryFields on LedgerEntry {\n    id\n    kind\n    amount\n    balanceAfter\n    description\n    effectiveDate\n    billingId\n    invoiceNumber\n    reductionRequestId\n    paymentMethod\n    reference\n    createdByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReductionRequestFields on ReductionRequest {\n    id\n    caseId\n    status\n    originalAmount\n    requestedPercentage\n    requestedAmount\n    reason\n    requestedByName\n    counterAmount\n    clinicNotes\n    approvedAmount\n    respondedByName\n    resolvedAt\n    createdAt\n    letterUrl\n  }\n"): (typeof documents)["\n  fragment ReductionRequestFields on ReductionRequest {\n    id\n    caseId\n    status\n    originalAmount\n    requestedPercentage\n    requestedAmount\n    reason\n    requestedByName\n    counterAmount\n    clinicNotes\n    approvedAmount\n    respondedByName\n    resolvedAt\n    createdAt\n    letterUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseLedgerFields on CaseLedger {\n    caseId\n    caseNumber\n    patientName\n    attorneyName\n    balance\n    totalCharges\n    totalPayments\n    totalReductions\n    totalWriteOffs\n    settlementAmount\n    settlementDate\n    closedAt\n    closedByName\n    entries {\n      ...LedgerEntryFields\n    }\n    reductionRequests {\n      ...ReductionRequestFields\n    }\n    abilities {\n      canRequestReduction\n      canRecordSettlement\n      canRecordPayment\n      canClose\n      reductionActions\n    }\n  }\n"): (typeof documents)["\n  fragment CaseLedgerFields on CaseLedger {\n    caseId\n    caseNumber\n    patientName\n    attorneyName\n    balance\n    totalCharges\n    totalPayments\n    totalReductions\n    totalWriteOffs\n    settlementAmount\n    settlementDate\n    closedAt\n    closedByName\n    entries {\n      ...LedgerEntryFields\n    }\n    reductionRequests {\n      ...ReductionRequestFields\n    }\n    abilities {\n      canRequestReduction\n      canRecordSettlement\n      canRecordPayment\n      canClose\n      reductionActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CaseLedgerChanged($caseId: Int!) {\n    caseLedgerChanged(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n"): (typeof documents)["\n  subscription CaseLedgerChanged($caseId: Int!) {\n    caseLedgerChanged(caseId: $caseId) {\n      ...CaseLedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerPaymentRecord($input: LedgerPaymentInput!) {\n    ledger: ledgerPaymentRecord(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerPaymentRecord($input: LedgerPaymentInput!) {\n    ledger: ledgerPaymentRecord(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReductionRequest($input: ReductionRequestInput!) {\n    ledger: reductionRequest(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReductionRequest($input: ReductionRequestInput!) {\n    ledger: reductionRequest(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReductionRespond($input: ReductionRespondInput!) {\n    ledger: reductionRespond(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReductionRespond($input: ReductionRespondInput!) {\n    ledger: reductionRespond(input: $input) {\n      ...CaseLedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketingLeadFields on MarketingLead {\n    id\n    firstName\n    lastName\n    company\n    email\n    phone\n    source\n    status\n    injuryType\n    severity\n    notes\n    assignedToName\n    convertedToPatientId\n    salesLeadId\n    convertedAt\n    leadScore\n    scoreReasons {\n      factor\n      points\n      text\n    }\n    lastContactedAt\n    nextFollowUpAt\n    unsubscribed\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MarketingLeadFields on MarketingLead {\n    id\n    firstName\n    lastName\n    company\n    email\n    phone\n    source\n    status\n    injuryType\n    severity\n    notes\n    assignedToName\n    convertedToPatientId\n    salesLeadId\n    convertedAt\n    leadScore\n    scoreReasons {\n      factor\n      points\n      text\n    }\n    lastContactedAt\n    nextFollowUpAt\n    unsubscribed\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingLeads($filter: MarketingLeadFilter, $first: Int, $after: String) {\n    marketingLeads(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...MarketingLeadFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketingLeads($filter: MarketingLeadFilter, $first: Int, $after: String) {\n    marketingLeads(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...MarketingLeadFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingLeadCreate($input: MarketingLeadInput!) {\n    marketingLeadCreate(input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingLeadCreate($input: MarketingLeadInput!) {\n    marketingLeadCreate(input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingLeadUpdate($id: Int!, $input: MarketingLeadInput!) {\n    marketingLeadUpdate(id: $id, input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingLeadUpdate($id: Int!, $input: MarketingLeadInput!) {\n    marketingLeadUpdate(id: $id, input: $input) {\n      ...MarketingLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingLeadConvert($id: Int!) {\n    marketingLeadConvert(id: $id) {\n      ...MarketingLeadFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingLeadConvert($id: Int!) {\n    marketingLeadConvert(id: $id) {\n      ...MarketingLeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrmActivityFields on CrmActivity {\n    id\n    type\n    subject\n    description\n    relatedTo\n    relatedId\n    relatedName\n    status\n    priority\n    outcome\n    dueDate\n    overdue\n    completedAt\n    assignedToName\n    createdByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CrmActivityFields on CrmActivity {\n    id\n    type\n    subject\n    description\n    relatedTo\n    relatedId\n    relatedName\n    status\n    priority\n    outcome\n    dueDate\n    overdue\n    completedAt\n    assignedToName\n    createdByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrmActivities($filter: CrmActivityFilter, $first: Int) {\n    crmActivities(filter: $filter, first: $first) {\n      nodes {\n        ...CrmActivityFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrmActivities($filter: CrmActivityFilter, $first: Int) {\n    crmActivities(filter: $filter, first: $first) {\n      nodes {\n        ...CrmActivityFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrmActivityCreate($input: CrmActivityInput!) {\n    crmActivityCreate(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CrmActivityCreate($input: CrmActivityInput!) {\n    crmActivityCreate(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrmActivityComplete($input: CrmActivityCompleteInput!) {\n    crmActivityComplete(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CrmActivityComplete($input: CrmActivityCompleteInput!) {\n    crmActivityComplete(input: $input) {\n      ...CrmActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketingCampaignFields on MarketingCampaign {\n    id\n    name\n    status\n    audienceId\n    audienceName\n    subject\n    content\n    budget\n    sendAt\n    sentAt\n    totalRecipients\n    delivered\n    opened\n    clicked\n    converted\n    unsubscribed\n    skipped\n    cost\n    revenue\n    roi\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MarketingCampaignFields on MarketingCampaign {\n    id\n    name\n    status\n    audienceId\n    audienceName\n    subject\n    content\n    budget\n    sendAt\n    sentAt\n    totalRecipients\n    delivered\n    opened\n    clicked\n    converted\n    unsubscribed\n    skipped\n    cost\n    revenue\n    roi\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingCampaigns {\n    marketingCampaigns {\n      ...MarketingCampaignFields\n    }\n    marketingAudiences {\n      id\n      name\n      reachable\n      excluded\n      filter {\n        includeLeads\n        includePatients\n        leadStatuses\n        leadSources\n        minLeadScore\n        patientCities\n        patientStates\n        patientsSince\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketingCampaigns {\n    marketingCampaigns {\n      ...MarketingCampaignFields\n    }\n    marketingAudiences {\n      id\n      name\n      reachable\n      excluded\n      filter {\n        includeLeads\n        includePatients\n        leadStatuses\n        leadSources\n        minLeadScore\n        patientCities\n        patientStates\n        patientsSince\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingCampaignRecipients($campaignId: Int!) {\n    marketingCampaignRecipients(campaignId: $campaignId) {\n      id\n      email\n      name\n      status\n      queuedAt\n      openedAt\n      clickedAt\n    }\n  }\n"): (typeof documents)["\n  query MarketingCampaignRecipients($campaignId: Int!) {\n    marketingCampaignRecipients(campaignId: $campaignId) {\n      id\n      email\n      name\n      status\n      queuedAt\n      openedAt\n      clickedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingAudienceCreate($input: MarketingAudienceInput!) {\n    marketingAudienceCreate(input: $input) {\n      id\n      name\n      reachable\n      excluded\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingAudienceCreate($input: MarketingAudienceInput!) {\n    marketingAudienceCreate(input: $input) {\n      id\n      name\n      reachable\n      excluded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingCampaignCreate($input: MarketingCampaignInput!) {\n    marketingCampaignCreate(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingCampaignCreate($input: MarketingCampaignInput!) {\n    marketingCampaignCreate(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingCampaignSend($input: MarketingCampaignSendInput!) {\n    marketingCampaignSend(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingCampaignSend($input: MarketingCampaignSendInput!) {\n    marketingCampaignSend(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingCampaignResultsSet($input: MarketingCampaignResultsInput!) {\n    marketingCampaignResultsSet(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingCampaignResultsSet($input: MarketingCampaignResultsInput!) {\n    marketingCampaignResultsSet(input: $input) {\n      ...MarketingCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingAnalytics {\n    marketingAnalytics {\n      sent\n      delivered\n      opened\n      clicked\n      unsubscribed\n      converted\n      cost\n      revenue\n      roi\n      leadsBySource {\n        key\n        count\n      }\n      leadsByStatus {\n        key\n        count\n      }\n      leadsOverTime {\n        weekStart\n        byStatus {\n          key\n          count\n        }\n      }\n      rolledUpAt\n    }\n  }\n"): (typeof documents)["\n  query MarketingAnalytics {\n    marketingAnalytics {\n      sent\n      delivered\n      opened\n      clicked\n      unsubscribed\n      converted\n      cost\n      revenue\n      roi\n      leadsBySource {\n        key\n        count\n      }\n      leadsByStatus {\n        key\n        count\n      }\n      leadsOverTime {\n        weekStart\n        byStatus {\n          key\n          count\n        }\n      }\n      rolledUpAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingSettings($clinic: Boolean!) {\n    marketingAutomationRules {\n      id\n      name\n      triggerType\n      triggerSentence\n      triggerConditions {\n        field\n        operator\n        value\n      }\n      actions {\n        type\n        target\n        template\n        days\n      }\n      isActive\n      lastTriggered\n      totalTriggers\n      successfulTriggers\n      lastError\n    }\n    crmIntegration @include(if: $clinic) {\n      id\n      platform\n      webhookUrl\n      events\n      syncEnabled\n      syncFrequency\n      hasApiKey\n      lastSyncAt\n      lastError\n    }\n    crmSyncDeliveries @include(if: $clinic) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MarketingSettings($clinic: Boolean!) {\n    marketingAutomationRules {\n      id\n      name\n      triggerType\n      triggerSentence\n      triggerConditions {\n        field\n        operator\n        value\n      }\n      actions {\n        type\n        target\n        template\n        days\n      }\n      isActive\n      lastTriggered\n      totalTriggers\n      successfulTriggers\n      lastError\n    }\n    crmIntegration @include(if: $clinic) {\n      id\n      platform\n      webhookUrl\n      events\n      syncEnabled\n      syncFrequency\n      hasApiKey\n      lastSyncAt\n      lastError\n    }\n    crmSyncDeliveries @include(if: $clinic) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketingRuleSave($id: Int, $input: MarketingRuleInput!) {\n    marketingAutomationRuleSave(id: $id, input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation MarketingRuleSave($id: Int, $input: MarketingRuleInput!) {\n    marketingAutomationRuleSave(id: $id, input: $input) {\n      id\n      name\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrmIntegrationSave($input: CrmIntegrationInput!) {\n    crmIntegrationSave(input: $input) {\n      id\n      signingSecret\n    }\n  }\n"): (typeof documents)["\n  mutation CrmIntegrationSave($input: CrmIntegrationInput!) {\n    crmIntegrationSave(input: $input) {\n      id\n      signingSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrmIntegrationTest {\n    crmIntegrationTest {\n      id\n      status\n      responseStatus\n      lastError\n    }\n  }\n"): (typeof documents)["\n  mutation CrmIntegrationTest {\n    crmIntegrationTest {\n      id\n      status\n      responseStatus\n      lastError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageSend($input: MessageSendInput!) {\n    messageSend(input: $input) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MessageSend($input: MessageSendInput!) {\n    messageSend(input: $input) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageConversations($filter: MessageFilter, $first: Int!, $after: String) {\n    messageConversations(filter: $filter, first: $first, after: $after) {\n      nodes {\n        caseId\n        caseNumber\n        patientName\n        messageCount\n        unreadCount\n        lastMessageAt\n        lastSubject\n        lastSenderName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageConversations($filter: MessageFilter, $first: Int!, $after: String) {\n    messageConversations(filter: $filter, first: $first, after: $after) {\n      nodes {\n        caseId\n        caseNumber\n        patientName\n        messageCount\n        unreadCount\n        lastMessageAt\n        lastSubject\n        lastSenderName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesMarkAllRead {\n    messagesMarkAllRead\n  }\n"): (typeof documents)["\n  mutation MessagesMarkAllRead {\n    messagesMarkAllRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($caseId: Int, $first: Int!, $after: String, $filter: MessageFilter) {\n    messages(caseId: $caseId, first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...MessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Messages($caseId: Int, $first: Int!, $after: String, $filter: MessageFilter) {\n    messages(caseId: $caseId, first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...MessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesMarkRead($ids: [Int!]!) {\n    messagesMarkRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MessagesMarkRead($ids: [Int!]!) {\n    messagesMarkRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($caseId: Int) {\n    messageAdded(caseId: $caseId) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($caseId: Int) {\n    messageAdded(caseId: $caseId) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    senderId\n    senderName\n    senderRole\n    recipientType\n    recipientName\n    subject\n    content\n    messageType\n    parentMessageId\n    sentDate\n    isRead\n    readByRecipient\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id\n    caseId\n    caseNumber\n    patientName\n    senderId\n    senderName\n    senderRole\n    recipientType\n    recipientName\n    subject\n    content\n    messageType\n    parentMessageId\n    sentDate\n    isRead\n    readByRecipient\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    link\n    caseId\n    readAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    link\n    caseId\n    readAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n"): (typeof documents)["\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationMarkRead($id: Int!) {\n    notificationMarkRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationMarkRead($id: Int!) {\n    notificationMarkRead(id: $id) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationMarkAllRead {\n    notificationMarkAllRead\n  }\n"): (typeof documents)["\n  mutation NotificationMarkAllRead {\n    notificationMarkAllRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationPreferenceSet($kind: NotificationKind!, $delivery: NotificationDelivery!) {\n    notificationPreferenceSet(kind: $kind, delivery: $delivery) {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationPreferenceSet($kind: NotificationKind!, $delivery: NotificationDelivery!) {\n    notificationPreferenceSet(kind: $kind, delivery: $delivery) {\n      kind\n      label\n      description\n      delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalAccessFields on PortalAccessView {\n    id\n    isActive\n    invitedVia\n    invitedAt\n    inviteExpiresAt\n    acceptedAt\n    lastAccessAt\n    mfaEnabled\n    mfaMethod\n    familyMemberAccess\n    familyMembers {\n      id\n      name\n      relationship\n      permission\n      acceptedAt\n    }\n  }\n"): (typeof documents)["\n  fragment PortalAccessFields on PortalAccessView {\n    id\n    isActive\n    invitedVia\n    invitedAt\n    inviteExpiresAt\n    acceptedAt\n    lastAccessAt\n    mfaEnabled\n    mfaMethod\n    familyMemberAccess\n    familyMembers {\n      id\n      name\n      relationship\n      permission\n      acceptedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientPortalAccess($patientId: Int!) {\n    portalAccess(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n"): (typeof documents)["\n  query PatientPortalAccess($patientId: Int!) {\n    portalAccess(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalInvite($input: PortalInviteInput!) {\n    portalInvite(input: $input) {\n      sentTo\n      delivered\n      link\n      access {\n        ...PortalAccessFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalInvite($input: PortalInviteInput!) {\n    portalInvite(input: $input) {\n      sentTo\n      delivered\n      link\n      access {\n        ...PortalAccessFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalDeactivate($patientId: Int!) {\n    portalDeactivate(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation PortalDeactivate($patientId: Int!) {\n    portalDeactivate(patientId: $patientId) {\n      ...PortalAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalMe {\n    me {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  query PortalMe {\n    me {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalFamilyMembers {\n    portalFamilyMembers {\n      id\n      firstName\n      lastName\n      email\n      relationship\n      permission\n      acceptedAt\n      inviteExpiresAt\n    }\n  }\n"): (typeof documents)["\n  query PortalFamilyMembers {\n    portalFamilyMembers {\n      id\n      firstName\n      lastName\n      email\n      relationship\n      permission\n      acceptedAt\n      inviteExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalFamilyGrant($input: PortalFamilyGrantInput!) {\n    portalFamilyGrant(input: $input) {\n      sentTo\n      link\n      member {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalFamilyGrant($input: PortalFamilyGrantInput!) {\n    portalFamilyGrant(input: $input) {\n      sentTo\n      link\n      member {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalFamilySetPermission($id: Int!, $permission: PortalFamilyPermission!) {\n    portalFamilySetPermission(id: $id, permission: $permission) {\n      id\n      permission\n    }\n  }\n"): (typeof documents)["\n  mutation PortalFamilySetPermission($id: Int!, $permission: PortalFamilyPermission!) {\n    portalFamilySetPermission(id: $id, permission: $permission) {\n      id\n      permission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalFamilyRevoke($id: Int!) {\n    portalFamilyRevoke(id: $id)\n  }\n"): (typeof documents)["\n  mutation PortalFamilyRevoke($id: Int!) {\n    portalFamilyRevoke(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalProfile {\n    portalMe {\n      firstName\n      lastName\n      clinicName\n      clinicPhone\n      preferredLanguage\n      viewerFirstName\n      familyMember\n      permission\n    }\n  }\n"): (typeof documents)["\n  query PortalProfile {\n    portalMe {\n      firstName\n      lastName\n      clinicName\n      clinicPhone\n      preferredLanguage\n      viewerFirstName\n      familyMember\n      permission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalPreferencesUpdate($input: PortalPreferencesInput!) {\n    portalPreferencesUpdate(input: $input) {\n      preferredLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation PortalPreferencesUpdate($input: PortalPreferencesInput!) {\n    portalPreferencesUpdate(input: $input) {\n      preferredLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalSignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation PortalSignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalAppointments($past: Boolean!) {\n    portalAppointments(past: $past) {\n      id\n      startsAt\n      endsAt\n      status\n      confirmedAt\n      typeName\n      providerName\n      clinicName\n      changeable\n    }\n  }\n"): (typeof documents)["\n  query PortalAppointments($past: Boolean!) {\n    portalAppointments(past: $past) {\n      id\n      startsAt\n      endsAt\n      status\n      confirmedAt\n      typeName\n      providerName\n      clinicName\n      changeable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalAppointmentConfirm($id: Int!) {\n    portalAppointmentConfirm(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n"): (typeof documents)["\n  mutation PortalAppointmentConfirm($id: Int!) {\n    portalAppointmentConfirm(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalAppointmentCancel($id: Int!) {\n    portalAppointmentCancel(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n"): (typeof documents)["\n  mutation PortalAppointmentCancel($id: Int!) {\n    portalAppointmentCancel(id: $id) {\n      id\n      status\n      confirmedAt\n      changeable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalDocuments {\n    portalDocuments {\n      id\n      fileName\n      documentType\n      uploadedAt\n      downloadUrl\n    }\n  }\n"): (typeof documents)["\n  query PortalDocuments {\n    portalDocuments {\n      id\n      fileName\n      documentType\n      uploadedAt\n      downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalStatement {\n    portalStatement {\n      charges\n      credits\n      balance\n      lines {\n        id\n        date\n        kind\n        description\n        amount\n        caseNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalStatement {\n    portalStatement {\n      charges\n      credits\n      balance\n      lines {\n        id\n        date\n        kind\n        description\n        amount\n        caseNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalMessages {\n    portalMessages {\n      id\n      subject\n      content\n      sentAt\n      fromMe\n      senderName\n    }\n  }\n"): (typeof documents)["\n  query PortalMessages {\n    portalMessages {\n      id\n      subject\n      content\n      sentAt\n      fromMe\n      senderName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PortalMessageAdded {\n    portalMessageAdded {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription PortalMessageAdded {\n    portalMessageAdded {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalMessageSend($input: PortalMessageSendInput!) {\n    portalMessageSend(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PortalMessageSend($input: PortalMessageSendInput!) {\n    portalMessageSend(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalSignIn($input: PortalSignInInput!) {\n    portalSignIn(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalSignIn($input: PortalSignInInput!) {\n    portalSignIn(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalAccept($input: PortalAcceptInput!) {\n    portalAccept(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalAccept($input: PortalAcceptInput!) {\n    portalAccept(input: $input) {\n      step\n      emailSentTo\n      enrollment {\n        secret\n        qrCodeSvg\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalVerify($input: SecondFactorInput!) {\n    portalVerify(input: $input) {\n      user {\n        id\n        role\n      }\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation PortalVerify($input: SecondFactorInput!) {\n    portalVerify(input: $input) {\n      user {\n        id\n        role\n      }\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalInvitation($code: String!) {\n    portalInvitation(code: $code) {\n      valid\n      message\n      firstName\n      clinicName\n      email\n      familyOf\n    }\n  }\n"): (typeof documents)["\n  query PortalInvitation($code: String!) {\n    portalInvitation(code: $code) {\n      valid\n      message\n      firstName\n      clinicName\n      email\n      familyOf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalEmailCodeSend {\n    portalEmailCodeSend {\n      sentTo\n    }\n  }\n"): (typeof documents)["\n  mutation PortalEmailCodeSend {\n    portalEmailCodeSend {\n      sentTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalVerifyEmailCode($input: PortalEmailCodeInput!) {\n    portalVerifyEmailCode(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalVerifyEmailCode($input: PortalEmailCodeInput!) {\n    portalVerifyEmailCode(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentShareWithPatient($id: Int!, $shared: Boolean!) {\n    documentShareWithPatient(id: $id, shared: $shared) {\n      id\n      sharedWithPatient\n    }\n  }\n"): (typeof documents)["\n  mutation DocumentShareWithPatient($id: Int!, $shared: Boolean!) {\n    documentShareWithPatient(id: $id, shared: $shared) {\n      id\n      sharedWithPatient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PortalAppointmentChanged {\n    portalAppointmentChanged {\n      id\n      status\n      confirmedAt\n    }\n  }\n"): (typeof documents)["\n  subscription PortalAppointmentChanged {\n    portalAppointmentChanged {\n      id\n      status\n      confirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientQuickAdd($input: PatientQuickAddInput!) {\n    patientQuickAdd(input: $input) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation PatientQuickAdd($input: PatientQuickAddInput!) {\n    patientQuickAdd(input: $input) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientCreate($input: PatientCreateInput!) {\n    patientCreate(input: $input) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation PatientCreate($input: PatientCreateInput!) {\n    patientCreate(input: $input) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientEdit($id: Int!) {\n    patient(id: $id) {\n      ...PatientEditFields\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientEdit($id: Int!) {\n    patient(id: $id) {\n      ...PatientEditFields\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    sex\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n"): (typeof documents)["\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    sex\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientRecord($id: Int!) {\n    patient(id: $id) {\n      id\n      fullName\n      dateOfBirth\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      emergencyContact\n      emergencyPhone\n      emergencyRelation\n      insuranceProvider\n      insurancePolicyNumber\n      status\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientRecord($id: Int!) {\n    patient(id: $id) {\n      id\n      fullName\n      dateOfBirth\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      emergencyContact\n      emergencyPhone\n      emergencyRelation\n      insuranceProvider\n      insurancePolicyNumber\n      status\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderProfileFields on ProviderProfileView {\n    id\n    profileSlug\n    displayName\n    profileType\n    isPublic\n    specializations\n    coverageAreas\n    bio\n    yearsExperience\n    languagesSpoken\n    acceptedInsurance\n    acceptingNewPatients\n    averageRating\n    reviewCount\n    successRate\n    averageSettlementTime\n    closedCaseCount\n    verifiedBadge\n    featuredProvider\n    seoTitle\n    seoDescription\n    publicPhone\n    publicEmail\n    website\n    city\n    state\n  }\n"): (typeof documents)["\n  fragment ProviderProfileFields on ProviderProfileView {\n    id\n    profileSlug\n    displayName\n    profileType\n    isPublic\n    specializations\n    coverageAreas\n    bio\n    yearsExperience\n    languagesSpoken\n    acceptedInsurance\n    acceptingNewPatients\n    averageRating\n    reviewCount\n    successRate\n    averageSettlementTime\n    closedCaseCount\n    verifiedBadge\n    featuredProvider\n    seoTitle\n    seoDescription\n    publicPhone\n    publicEmail\n    website\n    city\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderReviewFields on ProviderReviewView {\n    id\n    reviewerName\n    rating\n    reviewTitle\n    reviewContent\n    isVerified\n    caseOutcome\n    wouldRecommend\n    responseFromProvider\n    responseDate\n    moderationStatus\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProviderReviewFields on ProviderReviewView {\n    id\n    reviewerName\n    rating\n    reviewTitle\n    reviewContent\n    isVerified\n    caseOutcome\n    wouldRecommend\n    responseFromProvider\n    responseDate\n    moderationStatus\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderDirectory(\n    $q: String\n    $specialty: String\n    $state: String\n    $profileType: ProviderProfileType\n    $after: String\n  ) {\n    providerDirectory(\n      q: $q\n      specialty: $specialty\n      state: $state\n      profileType: $profileType\n      first: 24\n      after: $after\n    ) {\n      nodes {\n        ...ProviderProfileFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderDirectory(\n    $q: String\n    $specialty: String\n    $state: String\n    $profileType: ProviderProfileType\n    $after: String\n  ) {\n    providerDirectory(\n      q: $q\n      specialty: $specialty\n      state: $state\n      profileType: $profileType\n      first: 24\n      after: $after\n    ) {\n      nodes {\n        ...ProviderProfileFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderPage($slug: String!) {\n    providerProfile(slug: $slug) {\n      ...ProviderProfileFields\n    }\n    providerReviews(slug: $slug, first: 20) {\n      nodes {\n        ...ProviderReviewFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderPage($slug: String!) {\n    providerProfile(slug: $slug) {\n      ...ProviderProfileFields\n    }\n    providerReviews(slug: $slug, first: 20) {\n      nodes {\n        ...ProviderReviewFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderReviewReport($reviewId: Int!) {\n    providerReviewReport(reviewId: $reviewId)\n  }\n"): (typeof documents)["\n  mutation ProviderReviewReport($reviewId: Int!) {\n    providerReviewReport(reviewId: $reviewId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderReviewInviteCheck($token: String!) {\n    providerReviewInviteCheck(token: $token) {\n      valid\n      reason\n      displayName\n      shortName\n    }\n  }\n"): (typeof documents)["\n  query ProviderReviewInviteCheck($token: String!) {\n    providerReviewInviteCheck(token: $token) {\n      valid\n      reason\n      displayName\n      shortName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderReviewSubmit($input: ProviderReviewSubmitInput!) {\n    providerReviewSubmit(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderReviewSubmit($input: ProviderReviewSubmitInput!) {\n    providerReviewSubmit(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProviderProfile {\n    myProviderProfile {\n      ...ProviderProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyProviderProfile {\n    myProviderProfile {\n      ...ProviderProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderProfileSuggestion {\n    providerProfileSuggestion {\n      displayName\n      profileSlug\n    }\n  }\n"): (typeof documents)["\n  query ProviderProfileSuggestion {\n    providerProfileSuggestion {\n      displayName\n      profileSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderProfileSave($input: ProviderProfileInput!) {\n    providerProfileSave(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderProfileSave($input: ProviderProfileInput!) {\n    providerProfileSave(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProviderReviews($after: String) {\n    myProviderReviews(first: 20, after: $after) {\n      nodes {\n        ...ProviderReviewFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProviderReviews($after: String) {\n    myProviderReviews(first: 20, after: $after) {\n      nodes {\n        ...ProviderReviewFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderReviewRespond($input: ProviderReviewResponseInput!) {\n    providerReviewRespond(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderReviewRespond($input: ProviderReviewResponseInput!) {\n    providerReviewRespond(input: $input) {\n      ...ProviderReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderReviewInvite($patientId: Int!) {\n    providerReviewInvite(patientId: $patientId) {\n      id\n      link\n      expiresAt\n      emailed\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderReviewInvite($patientId: Int!) {\n    providerReviewInvite(patientId: $patientId) {\n      id\n      link\n      expiresAt\n      emailed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderMatchFields on ProviderMatchView {\n    id\n    side\n    patientId\n    patientName\n    caseId\n    caseNumber\n    requestedSpecialty\n    location\n    insuranceType\n    matchedProviderId\n    matchedProviderName\n    matchedProviderSlug\n    matchScore\n    matchCriteria {\n      factor\n      points\n      max\n      detail\n    }\n    appointmentScheduled\n    scheduledDate\n    contactAttempts\n    lastContactDate\n    responseTime\n    status\n    slaDeadline\n    slaMissed\n    notes\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProviderMatchFields on ProviderMatchView {\n    id\n    side\n    patientId\n    patientName\n    caseId\n    caseNumber\n    requestedSpecialty\n    location\n    insuranceType\n    matchedProviderId\n    matchedProviderName\n    matchedProviderSlug\n    matchScore\n    matchCriteria {\n      factor\n      points\n      max\n      detail\n    }\n    appointmentScheduled\n    scheduledDate\n    contactAttempts\n    lastContactDate\n    responseTime\n    status\n    slaDeadline\n    slaMissed\n    notes\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderMatches($side: String, $status: ProviderMatchStatus, $after: String) {\n    providerMatches(side: $side, status: $status, first: 25, after: $after) {\n      nodes {\n        ...ProviderMatchFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderMatches($side: String, $status: ProviderMatchStatus, $after: String) {\n    providerMatches(side: $side, status: $status, first: 25, after: $after) {\n      nodes {\n        ...ProviderMatchFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderRank($input: ProviderRankInput!) {\n    providerRank(input: $input) {\n      score\n      profile {\n        id\n        displayName\n        profileSlug\n        city\n        state\n        averageRating\n        reviewCount\n      }\n      reasons {\n        factor\n        points\n        max\n        detail\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderRank($input: ProviderRankInput!) {\n    providerRank(input: $input) {\n      score\n      profile {\n        id\n        displayName\n        profileSlug\n        city\n        state\n        averageRating\n        reviewCount\n      }\n      reasons {\n        factor\n        points\n        max\n        detail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderMatchCreate($input: ProviderMatchCreateInput!) {\n    providerMatchCreate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderMatchCreate($input: ProviderMatchCreateInput!) {\n    providerMatchCreate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderMatchUpdate($input: ProviderMatchUpdateInput!) {\n    providerMatchUpdate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderMatchUpdate($input: ProviderMatchUpdateInput!) {\n    providerMatchUpdate(input: $input) {\n      ...ProviderMatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderReviewQueue($status: ProviderReviewStatus, $after: String) {\n    providerReviewQueue(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        reviewerName\n        rating\n        reviewTitle\n        reviewContent\n        moderationStatus\n        createdAt\n        profileName\n        profileSlug\n        reportCount\n        isPublished\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderReviewQueue($status: ProviderReviewStatus, $after: String) {\n    providerReviewQueue(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        reviewerName\n        rating\n        reviewTitle\n        reviewContent\n        moderationStatus\n        createdAt\n        profileName\n        profileSlug\n        reportCount\n        isPublished\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderReviewModerate($input: ProviderReviewModerateInput!) {\n    providerReviewModerate(input: $input) {\n      id\n      moderationStatus\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderReviewModerate($input: ProviderReviewModerateInput!) {\n    providerReviewModerate(input: $input) {\n      id\n      moderationStatus\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderProfilesAdmin($q: String) {\n    providerProfilesAdmin(q: $q) {\n      ...ProviderProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ProviderProfilesAdmin($q: String) {\n    providerProfilesAdmin(q: $q) {\n      ...ProviderProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderBadgesSet($input: ProviderBadgesInput!) {\n    providerBadgesSet(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderBadgesSet($input: ProviderBadgesInput!) {\n    providerBadgesSet(input: $input) {\n      ...ProviderProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordsRequestFields on RecordsRequest {\n    id\n    caseId\n    caseNumber\n    patientName\n    patientDateOfBirth\n    clinicName\n    requesterSide\n    firmName\n    providerClinicId\n    providerName\n    providerType\n    providerEmail\n    providerFax\n    recordType\n    requestMethod\n    authorizationFileName\n    authorizationUrl\n    requestedByName\n    assignedToName\n    priority\n    status\n    requestSentDate\n    dueDate\n    overdue\n    followUpCount\n    lastFollowUpDate\n    nextReminderDate\n    receivedDate\n    completionHours\n    documentsReceived\n    missingDocuments\n    automatedReminders\n    cancelReason\n    notes\n    createdAt\n    disclosures {\n      id\n      documentId\n      kind\n      fileName\n      clinicName\n      disclosedByName\n      disclosedAt\n      authorizationFileName\n      downloadUrl\n    }\n    abilities {\n      canMarkSent\n      canRecordReceipt\n      canAnswer\n      canCancel\n      canEdit\n    }\n  }\n"): (typeof documents)["\n  fragment RecordsRequestFields on RecordsRequest {\n    id\n    caseId\n    caseNumber\n    patientName\n    patientDateOfBirth\n    clinicName\n    requesterSide\n    firmName\n    providerClinicId\n    providerName\n    providerType\n    providerEmail\n    providerFax\n    recordType\n    requestMethod\n    authorizationFileName\n    authorizationUrl\n    requestedByName\n    assignedToName\n    priority\n    status\n    requestSentDate\n    dueDate\n    overdue\n    followUpCount\n    lastFollowUpDate\n    nextReminderDate\n    receivedDate\n    completionHours\n    documentsReceived\n    missingDocuments\n    automatedReminders\n    cancelReason\n    notes\n    createdAt\n    disclosures {\n      id\n      documentId\n      kind\n      fileName\n      clinicName\n      disclosedByName\n      disclosedAt\n      authorizationFileName\n      downloadUrl\n    }\n    abilities {\n      canMarkSent\n      canRecordReceipt\n      canAnswer\n      canCancel\n      canEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordsRequests($filter: RecordsRequestFilter, $after: String) {\n    recordsRequests(filter: $filter, first: 20, after: $after) {\n      nodes {\n        ...RecordsRequestFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query RecordsRequests($filter: RecordsRequestFilter, $after: String) {\n    recordsRequests(filter: $filter, first: 20, after: $after) {\n      nodes {\n        ...RecordsRequestFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordsRequestSources($id: Int!) {\n    recordsRequestSources(id: $id) {\n      documents {\n        id\n        fileName\n        documentType\n        caseNumber\n        uploadDate\n      }\n      statementCases {\n        caseId\n        caseNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordsRequestSources($id: Int!) {\n    recordsRequestSources(id: $id) {\n      documents {\n        id\n        fileName\n        documentType\n        caseNumber\n        uploadDate\n      }\n      statementCases {\n        caseId\n        caseNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordsRequestFormOptions($caseId: Int!) {\n    recordsProviderClinics(caseId: $caseId) {\n      id\n      name\n      city\n      caseClinic\n    }\n    documents(caseId: $caseId, first: 100) {\n      nodes {\n        id\n        fileName\n        documentType\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordsRequestFormOptions($caseId: Int!) {\n    recordsProviderClinics(caseId: $caseId) {\n      id\n      name\n      city\n      caseClinic\n    }\n    documents(caseId: $caseId, first: 100) {\n      nodes {\n        id\n        fileName\n        documentType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordsRequestCreate($input: RecordsRequestCreateInput!) {\n    recordsRequestCreate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordsRequestCreate($input: RecordsRequestCreateInput!) {\n    recordsRequestCreate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordsRequestAnswer($input: RecordsRequestAnswerInput!) {\n    recordsRequestAnswer(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordsRequestAnswer($input: RecordsRequestAnswerInput!) {\n    recordsRequestAnswer(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordsRequestRecordReceipt($input: RecordsRequestReceiptInput!) {\n    recordsRequestRecordReceipt(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordsRequestRecordReceipt($input: RecordsRequestReceiptInput!) {\n    recordsRequestRecordReceipt(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordsRequestMarkSent($id: Int!) {\n    recordsRequestMarkSent(id: $id) {\n      ...RecordsRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordsRequestMarkSent($id: Int!) {\n    recordsRequestMarkSent(id: $id) {\n      ...RecordsRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordsRequestCancel($input: RecordsRequestCancelInput!) {\n    recordsRequestCancel(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordsRequestCancel($input: RecordsRequestCancelInput!) {\n    recordsRequestCancel(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordsRequestUpdate($input: RecordsRequestUpdateInput!) {\n    recordsRequestUpdate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordsRequestUpdate($input: RecordsRequestUpdateInput!) {\n    recordsRequestUpdate(input: $input) {\n      ...RecordsRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderFields on PatientReminder {\n    id\n    reminderType\n    reminderStatus\n    channel\n    priority\n    scheduledDate\n    sentAt\n    acknowledgedAt\n    message\n    toAddressMasked\n    statusReason\n    attempts\n    offsetMinutes\n    appointmentId\n  }\n"): (typeof documents)["\n  fragment ReminderFields on PatientReminder {\n    id\n    reminderType\n    reminderStatus\n    channel\n    priority\n    scheduledDate\n    sentAt\n    acknowledgedAt\n    message\n    toAddressMasked\n    statusReason\n    attempts\n    offsetMinutes\n    appointmentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reminders($patientId: Int, $appointmentId: Int, $first: Int!, $after: String) {\n    reminders(patientId: $patientId, appointmentId: $appointmentId, first: $first, after: $after) {\n      nodes {\n        ...ReminderFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reminders($patientId: Int, $appointmentId: Int, $first: Int!, $after: String) {\n    reminders(patientId: $patientId, appointmentId: $appointmentId, first: $first, after: $after) {\n      nodes {\n        ...ReminderFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReminderCreate($input: ReminderCreateInput!) {\n    reminderCreate(input: $input) {\n      ...ReminderFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReminderCreate($input: ReminderCreateInput!) {\n    reminderCreate(input: $input) {\n      ...ReminderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReminderCancel($id: Int!) {\n    reminderCancel(id: $id) {\n      ...ReminderFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReminderCancel($id: Int!) {\n    reminderCancel(id: $id) {\n      ...ReminderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientReminderConsent($id: Int!) {\n    patient(id: $id) {\n      id\n      smsReminderConsentAt\n      emailReminderConsentAt\n      smsOptedOutAt\n      emailOptedOutAt\n    }\n  }\n"): (typeof documents)["\n  query PatientReminderConsent($id: Int!) {\n    patient(id: $id) {\n      id\n      smsReminderConsentAt\n      emailReminderConsentAt\n      smsOptedOutAt\n      emailOptedOutAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientReminderConsentUpdate($input: ReminderConsentInput!) {\n    patientReminderConsentUpdate(input: $input)\n  }\n"): (typeof documents)["\n  mutation PatientReminderConsentUpdate($input: ReminderConsentInput!) {\n    patientReminderConsentUpdate(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderSettings {\n    reminderSettings {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n"): (typeof documents)["\n  query ReminderSettings {\n    reminderSettings {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReminderSettingsUpdate($input: ReminderSettingsInput!) {\n    reminderSettingsUpdate(input: $input) {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n"): (typeof documents)["\n  mutation ReminderSettingsUpdate($input: ReminderSettingsInput!) {\n    reminderSettingsUpdate(input: $input) {\n      enabled\n      offsetsMinutes\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      smsDelivered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderLog($first: Int!, $after: String) {\n    reminderLog(first: $first, after: $after) {\n      nodes {\n        id\n        channel\n        toAddressMasked\n        body\n        provider\n        reminderId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReminderLog($first: Int!, $after: String) {\n    reminderLog(first: $first, after: $after) {\n      nodes {\n        id\n        channel\n        toAddressMasked\n        body\n        provider\n        reminderId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFields on Appointment {\n    id\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerId\n    providerName\n    appointmentTypeId\n    appointmentTypeName\n    color\n    roomId\n    roomName\n    status\n    scheduledStart\n    scheduledEnd\n    actualStart\n    actualEnd\n    notes\n    remindersEnabled\n    cancellationReason\n  }\n"): (typeof documents)["\n  fragment AppointmentFields on Appointment {\n    id\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerId\n    providerName\n    appointmentTypeId\n    appointmentTypeName\n    color\n    roomId\n    roomName\n    status\n    scheduledStart\n    scheduledEnd\n    actualStart\n    actualEnd\n    notes\n    remindersEnabled\n    cancellationReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchedulingSetup {\n    schedulingSetup {\n      clinicId\n      timeZone\n      businessHours {\n        day\n        closed\n        opens\n        closes\n      }\n      appointmentTypes {\n        id\n        name\n        durationMinutes\n        color\n        isReExam\n        isActive\n      }\n      rooms {\n        id\n        name\n        isActive\n      }\n      providers {\n        id\n        name\n        npi\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchedulingSetup {\n    schedulingSetup {\n      clinicId\n      timeZone\n      businessHours {\n        day\n        closed\n        opens\n        closes\n      }\n      appointmentTypes {\n        id\n        name\n        durationMinutes\n        color\n        isReExam\n        isActive\n      }\n      rooms {\n        id\n        name\n        isActive\n      }\n      providers {\n        id\n        name\n        npi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentCalendar($from: String!, $to: String!) {\n    appointmentCalendar(from: $from, to: $to) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  query AppointmentCalendar($from: String!, $to: String!) {\n    appointmentCalendar(from: $from, to: $to) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointmentBook($input: AppointmentBookInput!) {\n    appointmentBook(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppointmentBook($input: AppointmentBookInput!) {\n    appointmentBook(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointmentUpdate($input: AppointmentUpdateInput!) {\n    appointmentUpdate(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppointmentUpdate($input: AppointmentUpdateInput!) {\n    appointmentUpdate(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointmentSetStatus($input: AppointmentStatusInput!) {\n    appointmentSetStatus(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppointmentSetStatus($input: AppointmentStatusInput!) {\n    appointmentSetStatus(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientCasesForBooking($id: Int!) {\n    patient(id: $id) {\n      id\n      cases {\n        id\n        caseNumber\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientCasesForBooking($id: Int!) {\n    patient(id: $id) {\n      id\n      cases {\n        id\n        caseNumber\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentVisits($when: VisitWhen!, $caseId: Int, $patientId: Int, $after: String) {\n    appointmentVisits(when: $when, caseId: $caseId, patientId: $patientId, first: 20, after: $after) {\n      nodes {\n        ...AppointmentFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentVisits($when: VisitWhen!, $caseId: Int, $patientId: Int, $after: String) {\n    appointmentVisits(when: $when, caseId: $caseId, patientId: $patientId, first: 20, after: $after) {\n      nodes {\n        ...AppointmentFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettlementStatementFields on SettlementStatement {\n    id\n    version\n    status\n    settlementDate\n    grossAmount\n    feePercentage\n    attorneyFee\n    costs {\n      position\n      description\n      amount\n    }\n    totalCosts\n    clinicPayment\n    clinicBalance\n    clinicReduction\n    otherLiens {\n      position\n      description\n      amount\n    }\n    totalLiens\n    netToClient\n    notes\n    recordedByName\n    createdAt\n    disputeReason\n    disputedByName\n    disputedAt\n    confirmedByName\n    confirmedAt\n    pdfUrl\n  }\n"): (typeof documents)["\n  fragment SettlementStatementFields on SettlementStatement {\n    id\n    version\n    status\n    settlementDate\n    grossAmount\n    feePercentage\n    attorneyFee\n    costs {\n      position\n      description\n      amount\n    }\n    totalCosts\n    clinicPayment\n    clinicBalance\n    clinicReduction\n    otherLiens {\n      position\n      description\n      amount\n    }\n    totalLiens\n    netToClient\n    notes\n    recordedByName\n    createdAt\n    disputeReason\n    disputedByName\n    disputedAt\n    confirmedByName\n    confirmedAt\n    pdfUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseSettlementFields on CaseSettlement {\n    caseId\n    caseNumber\n    clinicName\n    attorneyName\n    caseStatus\n    ledgerBalance\n    ledgerClosedAt\n    current {\n      ...SettlementStatementFields\n    }\n    history {\n      ...SettlementStatementFields\n    }\n    abilities {\n      canRecord\n      canConfirm\n      canDispute\n    }\n  }\n"): (typeof documents)["\n  fragment CaseSettlementFields on CaseSettlement {\n    caseId\n    caseNumber\n    clinicName\n    attorneyName\n    caseStatus\n    ledgerBalance\n    ledgerClosedAt\n    current {\n      ...SettlementStatementFields\n    }\n    history {\n      ...SettlementStatementFields\n    }\n    abilities {\n      canRecord\n      canConfirm\n      canDispute\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseSettlement($caseId: Int!) {\n    caseSettlement(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n"): (typeof documents)["\n  query CaseSettlement($caseId: Int!) {\n    caseSettlement(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CaseSettlementChanged($caseId: Int!) {\n    caseSettlementChanged(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n"): (typeof documents)["\n  subscription CaseSettlementChanged($caseId: Int!) {\n    caseSettlementChanged(caseId: $caseId) {\n      ...CaseSettlementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettlementStatementRecord($input: SettlementStatementInput!) {\n    settlement: settlementStatementRecord(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettlementStatementRecord($input: SettlementStatementInput!) {\n    settlement: settlementStatementRecord(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettlementStatementConfirm($input: SettlementConfirmInput!) {\n    settlement: settlementStatementConfirm(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettlementStatementConfirm($input: SettlementConfirmInput!) {\n    settlement: settlementStatementConfirm(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettlementStatementDispute($input: SettlementDisputeInput!) {\n    settlement: settlementStatementDispute(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettlementStatementDispute($input: SettlementDisputeInput!) {\n    settlement: settlementStatementDispute(input: $input) {\n      ...CaseSettlementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportTicketSummaryFields on SupportTicket {\n    id\n    ticketNumber\n    subject\n    category\n    priority\n    status\n    requesterName\n    clinicName\n    assignedToName\n    slaState\n    slaDeadline\n    firstResponseDueAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SupportTicketSummaryFields on SupportTicket {\n    id\n    ticketNumber\n    subject\n    category\n    priority\n    status\n    requesterName\n    clinicName\n    assignedToName\n    slaState\n    slaDeadline\n    firstResponseDueAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportTicketDetailFields on SupportTicket {\n    ...SupportTicketSummaryFields\n    description\n    requesterEmail\n    requesterType\n    assignedToId\n    tags\n    internalNotes\n    resolution\n    firstResponseAt\n    resolvedAt\n    closedAt\n    responseTimeMinutes\n    resolutionTimeMinutes\n    pausedMinutes\n    firstResponseBreached\n    resolutionBreached\n    satisfactionRating\n    satisfactionComment\n    attachments {\n      id\n      fileName\n    }\n    messages {\n      ...TicketMessageFields\n    }\n  }\n"): (typeof documents)["\n  fragment SupportTicketDetailFields on SupportTicket {\n    ...SupportTicketSummaryFields\n    description\n    requesterEmail\n    requesterType\n    assignedToId\n    tags\n    internalNotes\n    resolution\n    firstResponseAt\n    resolvedAt\n    closedAt\n    responseTimeMinutes\n    resolutionTimeMinutes\n    pausedMinutes\n    firstResponseBreached\n    resolutionBreached\n    satisfactionRating\n    satisfactionComment\n    attachments {\n      id\n      fileName\n    }\n    messages {\n      ...TicketMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketMessageFields on TicketMessage {\n    id\n    ticketId\n    senderType\n    senderName\n    message\n    isInternal\n    createdAt\n    attachments {\n      id\n      fileName\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment TicketMessageFields on TicketMessage {\n    id\n    ticketId\n    senderType\n    senderName\n    message\n    isInternal\n    createdAt\n    attachments {\n      id\n      fileName\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportTickets($filter: SupportTicketFilter, $first: Int!, $after: String) {\n    supportTickets(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...SupportTicketSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportTickets($filter: SupportTicketFilter, $first: Int!, $after: String) {\n    supportTickets(filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...SupportTicketSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportTicket($id: Int!) {\n    supportTicket(id: $id) {\n      ...SupportTicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  query SupportTicket($id: Int!) {\n    supportTicket(id: $id) {\n      ...SupportTicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportTicketCreate($input: SupportTicketCreateInput!) {\n    supportTicketCreate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SupportTicketCreate($input: SupportTicketCreateInput!) {\n    supportTicketCreate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportTicketReply($input: TicketReplyInput!) {\n    supportTicketReply(input: $input) {\n      ...TicketMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SupportTicketReply($input: TicketReplyInput!) {\n    supportTicketReply(input: $input) {\n      ...TicketMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportTicketRate($input: TicketRatingInput!) {\n    supportTicketRate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SupportTicketRate($input: TicketRatingInput!) {\n    supportTicketRate(input: $input) {\n      ...SupportTicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportTicketMessageAdded($ticketId: Int!) {\n    supportTicketMessageAdded(ticketId: $ticketId) {\n      ...TicketMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription SupportTicketMessageAdded($ticketId: Int!) {\n    supportTicketMessageAdded(ticketId: $ticketId) {\n      ...TicketMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    title\n    description\n    priority\n    status\n    dueDate\n    isOverdue\n    source\n    caseId\n    caseNumber\n    patientId\n    patientName\n    assigneeId\n    assigneeName\n    createdByName\n    completedAt\n    completedByName\n  }\n"): (typeof documents)["\n  fragment TaskFields on Task {\n    id\n    title\n    description\n    priority\n    status\n    dueDate\n    isOverdue\n    source\n    caseId\n    caseNumber\n    patientId\n    patientName\n    assigneeId\n    assigneeName\n    createdByName\n    completedAt\n    completedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks($first: Int!, $after: String, $filter: TaskFilter) {\n    tasks(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...TaskFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tasks($first: Int!, $after: String, $filter: TaskFilter) {\n    tasks(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...TaskFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Task($id: Int!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  query Task($id: Int!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TaskCreate($input: TaskCreateInput!) {\n    taskCreate(input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation TaskCreate($input: TaskCreateInput!) {\n    taskCreate(input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TaskUpdate($id: Int!, $input: TaskUpdateInput!) {\n    taskUpdate(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation TaskUpdate($id: Int!, $input: TaskUpdateInput!) {\n    taskUpdate(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TaskAct($id: Int!, $action: TaskAction!) {\n    taskAct(id: $id, action: $action) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation TaskAct($id: Int!, $action: TaskAction!) {\n    taskAct(id: $id, action: $action) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DemoDataReset {\n    demoDataReset {\n      resetAt\n      seconds\n    }\n  }\n"): (typeof documents)["\n  mutation DemoDataReset {\n    demoDataReset {\n      resetAt\n      seconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestDataSummary {\n    testDataSummary {\n      loaded\n      loadedAt\n      logins\n      counts {\n        area\n        label\n        count\n      }\n      reset {\n        available\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestDataSummary {\n    testDataSummary {\n      loaded\n      loadedAt\n      logins\n      counts {\n        area\n        label\n        count\n      }\n      reset {\n        available\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineItemFields on TimelineItem {\n    id\n    caseId\n    kind\n    event\n    sourceId\n    occurredAt\n    summary\n    actorName\n    link\n  }\n"): (typeof documents)["\n  fragment TimelineItemFields on TimelineItem {\n    id\n    caseId\n    kind\n    event\n    sourceId\n    occurredAt\n    summary\n    actorName\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseTimeline($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {\n    caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {\n      nodes {\n        ...TimelineItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseTimeline($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {\n    caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {\n      nodes {\n        ...TimelineItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CaseActivity($caseId: Int!) {\n    caseActivity(caseId: $caseId) {\n      caseId\n      items {\n        ...TimelineItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CaseActivity($caseId: Int!) {\n    caseActivity(caseId: $caseId) {\n      caseId\n      items {\n        ...TimelineItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreatmentNoteFields on TreatmentNote {\n    id\n    version\n    isLocked\n    signedAt\n    signedByName\n    addendumReason\n    createdAt\n    updatedAt\n    appointmentId\n    visitStart\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerName\n    noteType\n    subjective\n    objective\n    assessment\n    plan\n    painScale\n    vitalSigns {\n      bloodPressureSystolic\n      bloodPressureDiastolic\n      pulse\n      respiratoryRate\n      temperatureF\n      heightIn\n      weightLb\n    }\n    treatmentsProvided\n    diagnoses {\n      code\n      description\n    }\n    procedures {\n      code\n      description\n      units\n      modifiers\n      diagnosisPointers\n    }\n    originalNoteId\n    versions {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment TreatmentNoteFields on TreatmentNote {\n    id\n    version\n    isLocked\n    signedAt\n    signedByName\n    addendumReason\n    createdAt\n    updatedAt\n    appointmentId\n    visitStart\n    patientId\n    patientName\n    caseId\n    caseNumber\n    providerName\n    noteType\n    subjective\n    objective\n    assessment\n    plan\n    painScale\n    vitalSigns {\n      bloodPressureSystolic\n      bloodPressureDiastolic\n      pulse\n      respiratoryRate\n      temperatureF\n      heightIn\n      weightLb\n    }\n    treatmentsProvided\n    diagnoses {\n      code\n      description\n    }\n    procedures {\n      code\n      description\n      units\n      modifiers\n      diagnosisPointers\n    }\n    originalNoteId\n    versions {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreatmentNote($id: Int!) {\n    treatmentNote(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n"): (typeof documents)["\n  query TreatmentNote($id: Int!) {\n    treatmentNote(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTreatmentNote($appointmentId: Int!) {\n    startTreatmentNote(appointmentId: $appointmentId) {\n      ...TreatmentNoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartTreatmentNote($appointmentId: Int!) {\n    startTreatmentNote(appointmentId: $appointmentId) {\n      ...TreatmentNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreatmentNoteUpdate($id: Int!, $input: TreatmentNoteInput!) {\n    treatmentNoteUpdate(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreatmentNoteUpdate($id: Int!, $input: TreatmentNoteInput!) {\n    treatmentNoteUpdate(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreatmentNoteSign($id: Int!) {\n    treatmentNoteSign(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreatmentNoteSign($id: Int!) {\n    treatmentNoteSign(id: $id) {\n      ...TreatmentNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreatmentNoteAddendum($id: Int!, $input: TreatmentNoteAddendumInput!) {\n    treatmentNoteAddendum(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreatmentNoteAddendum($id: Int!, $input: TreatmentNoteAddendumInput!) {\n    treatmentNoteAddendum(id: $id, input: $input) {\n      ...TreatmentNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosisCodeSearch($search: String, $first: Int!) {\n    diagnosisCodes(search: $search, first: $first) {\n      id\n      code\n      description\n      isClinicCode\n    }\n  }\n"): (typeof documents)["\n  query DiagnosisCodeSearch($search: String, $first: Int!) {\n    diagnosisCodes(search: $search, first: $first) {\n      id\n      code\n      description\n      isClinicCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteFeeSchedule {\n    feeSchedule {\n      id\n      procedureCode\n      description\n      fee\n      defaultUnits\n    }\n  }\n"): (typeof documents)["\n  query NoteFeeSchedule {\n    feeSchedule {\n      id\n      procedureCode\n      description\n      fee\n      defaultUnits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseTreatmentNotes($caseId: Int!) {\n    caseTreatmentNotes(caseId: $caseId) {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n      visitStart\n      providerName\n      noteType\n      diagnosisCodes\n      painScale\n    }\n  }\n"): (typeof documents)["\n  query CaseTreatmentNotes($caseId: Int!) {\n    caseTreatmentNotes(caseId: $caseId) {\n      id\n      version\n      isLocked\n      signedAt\n      signedByName\n      addendumReason\n      createdAt\n      visitStart\n      providerName\n      noteType\n      diagnosisCodes\n      painScale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreatmentPlanFields on TreatmentPlan {\n    id\n    caseId\n    visitsPerWeek\n    weeks\n    startDate\n    reExamDates\n    goals\n    status\n    progress {\n      visitsPlannedTotal\n      visitsPlannedToDate\n      visitsCompleted\n      reExamsDue\n      reExamsDone\n      nextReExamDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  fragment TreatmentPlanFields on TreatmentPlan {\n    id\n    caseId\n    visitsPerWeek\n    weeks\n    startDate\n    reExamDates\n    goals\n    status\n    progress {\n      visitsPlannedTotal\n      visitsPlannedToDate\n      visitsCompleted\n      reExamsDue\n      reExamsDone\n      nextReExamDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseTreatmentPlan($caseId: Int!) {\n    caseTreatmentPlan(caseId: $caseId) {\n      ...TreatmentPlanFields\n    }\n  }\n"): (typeof documents)["\n  query CaseTreatmentPlan($caseId: Int!) {\n    caseTreatmentPlan(caseId: $caseId) {\n      ...TreatmentPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreatmentPlanCreate($caseId: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanCreate(caseId: $caseId, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreatmentPlanCreate($caseId: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanCreate(caseId: $caseId, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreatmentPlanUpdate($id: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanUpdate(id: $id, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreatmentPlanUpdate($id: Int!, $input: TreatmentPlanInput!) {\n    treatmentPlanUpdate(id: $id, input: $input) {\n      ...TreatmentPlanFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;