import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

/**
 * "Download PDF": a plain link to a server-drawn PDF (the session cookie goes with it; the server answers
 * with an attachment, so the page stays where it is).
 */
export function DownloadPdfButton({ href, label = 'Download PDF' }: { href: string; label?: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
}
