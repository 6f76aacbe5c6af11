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
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    clinic {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment AttorneyOptionFields on Attorney {\n    id\n    fullName\n    firmName\n  }\n": typeof types.AttorneyOptionFieldsFragmentDoc,
    "\n  query AttorneyOptions($search: String) {\n    attorneys(search: $search, first: 20) {\n      nodes {\n        ...AttorneyOptionFields\n      }\n    }\n  }\n": typeof types.AttorneyOptionsDocument,
    "\n  query AttorneyDetail($id: Int!) {\n    attorney(id: $id) {\n      id\n      fullName\n      firmName\n      email\n      phone\n      barNumber\n      firmAddress\n      specialization\n      caseCount\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        patient {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.AttorneyDetailDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query NextCaseNumberPreview {\n    nextCaseNumberPreview\n  }\n": typeof types.NextCaseNumberPreviewDocument,
    "\n  mutation CaseCreate($input: CaseCreateInput!) {\n    caseCreate(input: $input) {\n      id\n      caseNumber\n    }\n  }\n": typeof types.CaseCreateDocument,
    "\n  fragment CaseDetailFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    notes\n    settlementAmount\n    patient {\n      id\n      fullName\n      phone\n      email\n      insuranceProvider\n      insurancePolicyNumber\n    }\n    attorney {\n      id\n      fullName\n      firmName\n      phone\n    }\n    history {\n      id\n      action\n      changedAt\n      changedByName\n      changedByRole\n      reason\n      changes {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    transfers {\n      id\n      transferDate\n      transferredByName\n      reason\n      notes\n      fromAttorney {\n        id\n        fullName\n      }\n      toAttorney {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.CaseDetailFieldsFragmentDoc,
    "\n  query CaseDetail($id: Int!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseDetailDocument,
    "\n  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {\n    caseUpdate(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseUpdateDocument,
    "\n  fragment PatientOptionFields on Patient {\n    id\n    fullName\n    dateOfBirth\n    phone\n  }\n": typeof types.PatientOptionFieldsFragmentDoc,
    "\n  query PatientOptions($search: String) {\n    patients(filter: { search: $search }, first: 20) {\n      nodes {\n        ...PatientOptionFields\n      }\n    }\n  }\n": typeof types.PatientOptionsDocument,
    "\n  fragment CaseSummaryFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    patient {\n      id\n      fullName\n    }\n    attorney {\n      id\n      fullName\n    }\n  }\n": typeof types.CaseSummaryFieldsFragmentDoc,
    "\n  query Cases(\n    $filter: CaseFilter\n    $sortBy: CaseSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      nodes {\n        ...CaseSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n      totalInScope\n    }\n  }\n": typeof types.CasesDocument,
    "\n  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {\n    caseTransfer(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseTransferDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.RecentCasesDocument,
    "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n": typeof types.RecentPatientsDocument,
    "\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n": typeof types.PatientCardFieldsFragmentDoc,
    "\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.OverviewPatientsDocument,
    "\n  mutation PatientQuickAdd($input: PatientQuickAddInput!) {\n    patientQuickAdd(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.PatientQuickAddDocument,
    "\n  mutation PatientCreate($input: PatientCreateInput!) {\n    patientCreate(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.PatientCreateDocument,
    "\n  query PatientEdit($id: Int!) {\n    patient(id: $id) {\n      ...PatientEditFields\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n": typeof types.PatientEditDocument,
    "\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n": typeof types.PatientEditFieldsFragmentDoc,
    "\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n": typeof types.PatientUpdateDocument,
    "\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n": typeof types.PatientRegistryDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    clinic {\n      id\n      name\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment AttorneyOptionFields on Attorney {\n    id\n    fullName\n    firmName\n  }\n": types.AttorneyOptionFieldsFragmentDoc,
    "\n  query AttorneyOptions($search: String) {\n    attorneys(search: $search, first: 20) {\n      nodes {\n        ...AttorneyOptionFields\n      }\n    }\n  }\n": types.AttorneyOptionsDocument,
    "\n  query AttorneyDetail($id: Int!) {\n    attorney(id: $id) {\n      id\n      fullName\n      firmName\n      email\n      phone\n      barNumber\n      firmAddress\n      specialization\n      caseCount\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        patient {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.AttorneyDetailDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  query NextCaseNumberPreview {\n    nextCaseNumberPreview\n  }\n": types.NextCaseNumberPreviewDocument,
    "\n  mutation CaseCreate($input: CaseCreateInput!) {\n    caseCreate(input: $input) {\n      id\n      caseNumber\n    }\n  }\n": types.CaseCreateDocument,
    "\n  fragment CaseDetailFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    notes\n    settlementAmount\n    patient {\n      id\n      fullName\n      phone\n      email\n      insuranceProvider\n      insurancePolicyNumber\n    }\n    attorney {\n      id\n      fullName\n      firmName\n      phone\n    }\n    history {\n      id\n      action\n      changedAt\n      changedByName\n      changedByRole\n      reason\n      changes {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    transfers {\n      id\n      transferDate\n      transferredByName\n      reason\n      notes\n      fromAttorney {\n        id\n        fullName\n      }\n      toAttorney {\n        id\n        fullName\n      }\n    }\n  }\n": types.CaseDetailFieldsFragmentDoc,
    "\n  query CaseDetail($id: Int!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseDetailDocument,
    "\n  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {\n    caseUpdate(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseUpdateDocument,
    "\n  fragment PatientOptionFields on Patient {\n    id\n    fullName\n    dateOfBirth\n    phone\n  }\n": types.PatientOptionFieldsFragmentDoc,
    "\n  query PatientOptions($search: String) {\n    patients(filter: { search: $search }, first: 20) {\n      nodes {\n        ...PatientOptionFields\n      }\n    }\n  }\n": types.PatientOptionsDocument,
    "\n  fragment CaseSummaryFields on Case {\n    id\n    caseNumber\n    caseType\n    status\n    accidentDate\n    description\n    patient {\n      id\n      fullName\n    }\n    attorney {\n      id\n      fullName\n    }\n  }\n": types.CaseSummaryFieldsFragmentDoc,
    "\n  query Cases(\n    $filter: CaseFilter\n    $sortBy: CaseSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      nodes {\n        ...CaseSummaryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n      totalInScope\n    }\n  }\n": types.CasesDocument,
    "\n  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {\n    caseTransfer(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseTransferDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n": types.RecentCasesDocument,
    "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n": types.RecentPatientsDocument,
    "\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n": types.PatientCardFieldsFragmentDoc,
    "\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.OverviewPatientsDocument,
    "\n  mutation PatientQuickAdd($input: PatientQuickAddInput!) {\n    patientQuickAdd(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.PatientQuickAddDocument,
    "\n  mutation PatientCreate($input: PatientCreateInput!) {\n    patientCreate(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.PatientCreateDocument,
    "\n  query PatientEdit($id: Int!) {\n    patient(id: $id) {\n      ...PatientEditFields\n      cases {\n        id\n        caseNumber\n        caseType\n        status\n        accidentDate\n      }\n    }\n  }\n": types.PatientEditDocument,
    "\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n": types.PatientEditFieldsFragmentDoc,
    "\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n": types.PatientUpdateDocument,
    "\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n": types.PatientRegistryDocument,
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
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    clinic {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    clinic {\n      id\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n"): (typeof documents)["\n  fragment PatientCardFields on Patient {\n    id\n    fullName\n    phone\n    email\n    dateOfBirth\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query OverviewPatients($first: Int!, $after: String) {\n    patients(first: $first, after: $after) {\n      nodes {\n        ...PatientCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n"): (typeof documents)["\n  fragment PatientEditFields on Patient {\n    id\n    fullName\n    firstName\n    lastName\n    dateOfBirth\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    emergencyContact\n    emergencyPhone\n    emergencyRelation\n    insuranceProvider\n    insurancePolicyNumber\n    notes\n    status\n    isActive\n    statusHistory {\n      id\n      changedAt\n      changedByName\n      previousStatus\n      newStatus\n      reason\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {\n    patientUpdate(id: $id, input: $input) {\n      ...PatientEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientRegistry(\n    $filter: PatientFilter\n    $sortBy: PatientSortField!\n    $sortDirection: SortDirection!\n    $first: Int!\n    $after: String\n  ) {\n    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        fullName\n        email\n        phone\n        dateOfBirth\n        status\n        isActive\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;