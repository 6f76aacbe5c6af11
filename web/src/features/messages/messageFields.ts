import { graphql } from '../../gql';
import type { MessageFieldsFragment } from '../../gql/graphql';

/** What a message list item shows; the list, the live subscription and a sent message all carry it. */
export const MessageFields = graphql(`
  fragment MessageFields on Message {
    id
    caseId
    caseNumber
    patientName
    senderId
    senderName
    senderRole
    recipientType
    recipientName
    subject
    content
    messageType
    parentMessageId
    sentDate
    isRead
    readByRecipient
  }
`);

export type MessageItem = MessageFieldsFragment;
