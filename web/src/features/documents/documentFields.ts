import { graphql } from '../../gql';

/** What a row of a documents list shows. */
export const DocumentFields = graphql(`
  fragment DocumentFields on Document {
    id
    caseId
    caseNumber
    patientName
    fileName
    fileType
    fileSize
    documentType
    description
    isConfidential
    sharedWithPatient
    uploadDate
    uploadedByName
    downloadUrl
    canDelete
    analysis {
      id
      status
    }
  }
`);
