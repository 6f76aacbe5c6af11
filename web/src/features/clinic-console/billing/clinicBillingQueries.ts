import { graphql } from '../../../gql';

export const CLINIC_BILLING_PAGE_SIZE = 12;

export const ClinicBillingQuery = graphql(`
  query ClinicBilling {
    clinicBilling {
      balance
      paymentProvider
      card {
        id
        brand
        last4
        expMonth
        expYear
      }
    }
  }
`);

export const ClinicBillingInvoicesQuery = graphql(`
  query ClinicBillingInvoices($first: Int, $after: String) {
    clinicBillingInvoices(first: $first, after: $after) {
      nodes {
        id
        number
        kind
        status
        periodStart
        periodEnd
        issuedAt
        dueDate
        total
        amountPaid
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ClinicBillingPaymentsQuery = graphql(`
  query ClinicBillingPayments($first: Int, $after: String) {
    clinicBillingPayments(first: $first, after: $after) {
      nodes {
        id
        kind
        status
        amount
        methodLabel
        description
        invoiceNumber
        failureMessage
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ClinicCardUpdateMutation = graphql(`
  mutation ClinicCardUpdate($input: ClinicCardInput!) {
    clinicCardUpdate(input: $input) {
      id
      brand
      last4
      expMonth
      expYear
    }
  }
`);

/** The billing engine's Pay now: charges every open invoice with the card on file, oldest first. */
export const PayOpenInvoicesMutation = graphql(`
  mutation PayOpenInvoices($clinicId: Int!) {
    payOpenInvoices(clinicId: $clinicId) {
      charges
      openInvoices
      billingStatus
      balance
      failureMessage
    }
  }
`);
