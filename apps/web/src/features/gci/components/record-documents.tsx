import { DOCUMENT_LIMIT_WORDS, DOCUMENT_MAX_BYTES, formatDateTime12h, type DocumentInfo } from '@bil/domain';
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { uploadDocument } from '../api/upload-document';
import { documentsKey, documentUrl, useDeleteDocument, useDocuments } from '../api/use-gci-documents';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function DocumentRow({
  document,
  canEdit,
  onDelete,
  deleting,
}: {
  document: DocumentInfo;
  canEdit: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="document">
      {document.isImage ? (
        <Image
          src={documentUrl(document.id, true)}
          alt={`Thumbnail of ${document.file_name}`}
          w={48}
          h={48}
          fit="cover"
          radius="sm"
        />
      ) : (
        <ThemeIcon variant="light" size={48} radius="sm">
          <IconFileText size={24} />
        </ThemeIcon>
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Anchor href={documentUrl(document.id)} download={document.file_name} size="sm" lineClamp={1}>
          {document.file_name}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {formatSize(document.size_bytes)} · {formatDateTime12h(document.created_at)} ·{' '}
          {document.uploaded_by ?? 'demo data'}
        </Text>
      </div>
      {canEdit ? (
        <Button size="compact-xs" variant="subtle" color="red" loading={deleting} onClick={onDelete}>
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * A record's documents: thumbnails for images, download, delete, and upload with a progress bar
 * (the server checks the size and the type from the content again).
 */
export function RecordDocuments({
  recordType,
  recordId,
  canEdit,
  compact = false,
}: {
  recordType: string;
  recordId: string;
  canEdit: boolean;
  compact?: boolean;
}) {
  const query = useDocuments(recordType, recordId);
  const remove = useDeleteDocument(recordType, recordId);
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const documents = query.data?.documents ?? [];
  const editable = canEdit && (query.data?.canEdit ?? false);

  const upload = (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > DOCUMENT_MAX_BYTES) {
      setError('The file is larger than 25 MB');
      return;
    }
    setProgress(0);
    uploadDocument(recordType, recordId, file, setProgress).then(
      async (document) => {
        setProgress(null);
        toast.success(`${document.file_name} uploaded`);
        await client.invalidateQueries({ queryKey: documentsKey(recordType, recordId) });
      },
      (failure: unknown) => {
        setProgress(null);
        setError(failure instanceof Error ? failure.message : 'Upload failed');
      },
    );
  };

  if (compact && documents.length === 0 && !editable) return null;
  return (
    <Stack gap={6}>
      {documents.map((document) => (
        <DocumentRow
          key={document.id}
          document={document}
          canEdit={editable}
          deleting={remove.isPending && remove.variables === document.id}
          onDelete={() => {
            if (!window.confirm(`Delete ${document.file_name}?`)) return;
            remove.mutate(document.id, {
              onSuccess: () => toast.success(`${document.file_name} deleted`),
              onError: (failure) => toast.error(describeError(failure)),
            });
          }}
        />
      ))}
      {!compact && documents.length === 0 && query.isSuccess ? (
        <Text size="sm" c="dimmed">
          No documents yet.
        </Text>
      ) : null}
      {editable ? (
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={upload} accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.xlsx,.docx,.csv,.txt">
            {(props) => (
              <Button
                {...props}
                size={compact ? 'compact-xs' : 'xs'}
                variant="default"
                leftSection={<IconUpload size={14} />}
                disabled={progress !== null}
                title={DOCUMENT_LIMIT_WORDS}
              >
                {compact ? 'Attach photo or document' : 'Upload document'}
              </Button>
            )}
          </FileButton>
          {compact ? null : (
            <Text size="xs" c="dimmed">
              {DOCUMENT_LIMIT_WORDS}
            </Text>
          )}
        </Group>
      ) : null}
      {progress !== null ? (
        <Progress value={progress} animated aria-label="Upload progress" size="sm" />
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
