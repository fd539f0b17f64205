import type { AiAttachment } from '@blivion/shared/ai';
import { BookOpen, LoaderCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fileSize } from './attachment-rules';

const chipClass = 'flex max-w-full items-center gap-2 rounded-md border bg-muted/40 py-1 pl-2 pr-1 text-sm';

/** One file of the message: a thumbnail or icon, its name, real size and pages, and its remove button. */
export function AttachmentChip({
  attachment,
  disabled,
  onRemove,
}: {
  attachment: AiAttachment;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const size = fileSize(attachment.sizeBytes);
  return (
    <li className={chipClass}>
      {attachment.kind === 'image' ? (
        <img src={attachment.url} alt="" className="size-8 rounded object-cover" />
      ) : (
        <BookOpen aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium" title={attachment.name}>
          {attachment.name}
        </span>
        <span className="text-xs text-muted-foreground">
          {t(`aiLab.attachments.kinds.${attachment.kind}`)} · {t(size.key, { size: size.size })}
          {attachment.pageCount !== null && <> · {t('aiLab.attachments.pages', { count: attachment.pageCount })}</>}
        </span>
        {attachment.textTruncated && (
          <span className="text-xs text-amber-700 dark:text-amber-400">{t('aiLab.attachments.truncated')}</span>
        )}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={disabled}
        aria-label={t('aiLab.chat.removeAttachment', { name: attachment.name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/** A file on its way to the server: its name, how much has gone, and a button to stop it. */
export function UploadingChip({ name, percent, onCancel }: { name: string; percent: number; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={chipClass}>
      <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-muted-foreground" />
      <span className="truncate" title={name}>
        {t('aiLab.attachments.uploading', { name, percent })}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('aiLab.attachments.cancelUpload', { name })}
        onClick={onCancel}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
