import type { AiAttachment } from '@blivion/shared/ai';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fileSize } from './attachment-rules';

/**
 * The files of a sent message, or the image an image model made for a reply: images shown (a
 * generated one large), each opening in full in a new tab; PDFs and texts as links that download
 * them. Every address is the owner's alone (the server answers anyone else 404).
 */
export function MessageAttachments({ attachments }: { attachments: AiAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('aiLab.attachments.label')} className="flex flex-wrap gap-2">
      {attachments.map((attachment) => {
        const size = fileSize(attachment.sizeBytes);
        const label = t('aiLab.attachments.open', { name: attachment.name });
        if (attachment.kind === 'image') {
          return (
            <li key={attachment.id}>
              <a href={attachment.url} target="_blank" rel="noopener" aria-label={label} className="block">
                <img
                  src={attachment.url}
                  alt={attachment.generated ? t('aiLab.attachments.generatedImage') : attachment.name}
                  loading="lazy"
                  className={
                    attachment.generated
                      ? 'max-h-96 max-w-full rounded-md border object-contain'
                      : 'size-24 rounded-md border object-cover'
                  }
                />
              </a>
            </li>
          );
        }
        return (
          <li key={attachment.id}>
            <a
              href={attachment.url}
              download={attachment.name}
              title={label}
              className="flex items-center gap-2 rounded-md border bg-muted/40 px-2 py-1 text-sm hover:bg-muted"
            >
              <BookOpen aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="max-w-48 truncate">{attachment.name}</span>
              <span className="text-xs text-muted-foreground">{t(size.key, { size: size.size })}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
