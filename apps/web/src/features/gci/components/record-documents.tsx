/** Documents on a record (filled in with the documents routes). */
export function RecordDocuments(_props: {
  recordType: string;
  recordId: string;
  canEdit: boolean;
  compact?: boolean;
}) {
  return null;
}
