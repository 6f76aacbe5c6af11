import { useMemo } from 'react';
import { RecordTable } from '../../components/DataTable';
import type { DocumentFieldsFragment } from '../../gql/graphql';
import { DocumentActions } from './DocumentActions';
import { documentColumns } from './documentColumns';

interface DocumentTableProps {
  documents: readonly DocumentFieldsFragment[];
  /** The Case column (off inside a case, where every row is that case). */
  showCase?: boolean;
  label?: string;
}

const documentId = (document: DocumentFieldsFragment) => document.id;
const documentName = (document: DocumentFieldsFragment) => document.fileName;
const documentActions = (document: DocumentFieldsFragment) => <DocumentActions document={document} />;

/** One row per document (a card on phones): file and description, type, case, size, who uploaded it when, and the actions. */
export function DocumentTable({ documents, showCase = true, label = 'Documents' }: DocumentTableProps) {
  const columns = useMemo(() => documentColumns(showCase), [showCase]);
  return (
    <RecordTable
      label={label}
      columns={columns}
      rows={documents}
      getRowId={documentId}
      getRowLabel={documentName}
      renderActions={documentActions}
    />
  );
}
