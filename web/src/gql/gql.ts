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
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.RecentCasesDocument,
    "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n": typeof types.RecentPatientsDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    role\n    clinicId\n    attorneyId\n    clinic {\n      id\n      name\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCases\n      activePatients\n      pendingTasks\n      monthlyRevenue\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query RecentCases {\n    recentCases(limit: 10) {\n      id\n      caseNumber\n      caseType\n      status\n      accidentDate\n      patient {\n        id\n        fullName\n      }\n    }\n  }\n": types.RecentCasesDocument,
    "\n  query RecentPatients {\n    recentPatients(limit: 5) {\n      id\n      fullName\n      phone\n      email\n      status\n    }\n  }\n": types.RecentPatientsDocument,
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
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;