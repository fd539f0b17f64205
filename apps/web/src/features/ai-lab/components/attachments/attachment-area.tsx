import type { AiAttachment } from '@blivion/shared/ai';
import {
  AI_ATTACHMENT_IMAGE_MAX_BYTES,
  AI_ATTACHMENT_MAX_BYTES,
  AI_ATTACHMENT_TEXT_MAX_BYTES,
} from '@blivion/shared/core';
import { Paperclip, Upload } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFirstUse } from '@/hooks/use-first-use';
import { apiErrorMessage } from '@/lib/api-errors';
import { deleteAttachment, uploadAttachment } from '../../api/upload-attachment';
import { AttachmentChip, UploadingChip } from './attachment-chip';
import { MB, acceptOf, megabytes, refusalOf } from './attachment-rules';

/** The composer's attachment area (placed by the composer, which keeps the list and sends its ids). */
export interface AttachmentAreaProps {
  attachments: AiAttachment[];
  onChange: (attachments: AiAttachment[]) => void;
  /** The conversation's model takes images; otherwise images are refused before they are sent. */
  acceptsImages: boolean;
  /** While a reply streams: nothing is added or removed. */
  disabled: boolean;
  /** The message box and its buttons, in one frame with the paperclip. */
  children?: ReactNode;
}

interface PendingUpload {
  key: number;
  name: string;
  size: number;
  percent: number;
  controller: AbortController;
}

// The paperclip's limits and 'Escolher arquivos' (Radix's popover) load at its first use (decision 0140).
const loadPopover = () => import('./attachment-popover');
const AttachmentPopover = lazy(() => loadPopover().then((module) => ({ default: module.AttachmentPopover })));

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The composer's frame: the message box with the paperclip ('Anexar arquivo') beside it, whose
 * panel states the limits and picks files. 'Anexar arquivo': images (for models that take them), PDFs and text files, picked, dropped or
 * pasted into the message; each goes to the server at once, which checks it by its content and
 * answers its real size. The list shows every file with its size and a remove button, the files still uploading with their
 * progress, and 'total … MB' of what the message will carry. The stated limits are checked before
 * anything is sent, and every refusal is said in words next to the button.
 */
export default function AttachmentArea({
  attachments,
  onChange,
  acceptsImages,
  disabled,
  children,
}: AttachmentAreaProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const { used: popoverUsed, triggerProps } = useFirstUse(loadPopover);
  const paperclip = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      disabled={disabled}
      aria-label={t('aiLab.chat.attach')}
      aria-haspopup="dialog"
      className="shrink-0 pointer-coarse:size-11"
      {...triggerProps}
      // The first click mounts the popover open; after it, Radix's trigger opens and closes it.
      onClick={
        popoverUsed
          ? undefined
          : () => {
              triggerProps.onClick?.();
              setOpen(true);
            }
      }
    >
      <Paperclip aria-hidden="true" />
    </Button>
  );
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // Uploads end after renders the list has changed in (and two may end before the next render):
  // each adds to the latest list, not to the one it started with.
  const latest = useRef(attachments);
  useLayoutEffect(() => {
    latest.current = attachments;
  }, [attachments]);
  const change = (next: AiAttachment[]) => {
    latest.current = next;
    onChange(next);
  };
  const nextKey = useRef(0);

  const patchUpload = (key: number, change: Partial<PendingUpload> | null) =>
    setUploads((current) =>
      change === null
        ? current.filter((upload) => upload.key !== key)
        : current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const start = (file: File) => {
    const upload: PendingUpload = {
      key: nextKey.current++,
      name: file.name,
      size: file.size,
      percent: 0,
      controller: new AbortController(),
    };
    setUploads((current) => [...current, upload]);
    uploadAttachment(file, {
      signal: upload.controller.signal,
      onProgress: ({ percent }) => patchUpload(upload.key, { percent }),
    })
      .then((stored) => {
        if (stored.kind === 'image' && !acceptsImages) {
          void deleteAttachment(stored.id).catch(() => undefined);
          setProblems((current) => [...current, t('aiLab.chat.imagesNotSupported')]);
        } else {
          change([...latest.current, stored]);
        }
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        const reason = apiErrorMessage(t, error);
        setProblems((current) => [...current, t('aiLab.attachments.uploadFailed', { name: file.name, reason })]);
      })
      .finally(() => patchUpload(upload.key, null));
  };

  const add = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const refused: string[] = [];
    let count = attachments.length + uploads.length;
    let totalBytes = [...attachments, ...uploads].reduce(
      (sum, file) => sum + ('sizeBytes' in file ? file.sizeBytes : file.size),
      0,
    );
    for (const file of files) {
      const refusal = refusalOf(file, { count, totalBytes, acceptsImages });
      if (refusal) {
        refused.push(t(refusal.key, refusal.values));
        continue;
      }
      count += 1;
      totalBytes += file.size;
      start(file);
    }
    setProblems(refused);
  };

  const remove = (file: AiAttachment) => {
    change(latest.current.filter((attachment) => attachment.id !== file.id));
    // A file the server keeps anyway is swept a day after its upload.
    void deleteAttachment(file.id).catch(() => undefined);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    add([...event.dataTransfer.files]);
  };

  // Files pasted into the message box (a screenshot, say) are attached as if picked.
  const root = useRef<HTMLDivElement>(null);
  const addRef = useRef(add);
  useLayoutEffect(() => {
    addRef.current = add;
  });
  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      addRef.current(files);
    };
    form.addEventListener('paste', onPaste);
    return () => form.removeEventListener('paste', onPaste);
  }, []);

  const totalBytes = attachments.reduce((sum, file) => sum + file.sizeBytes, 0);
  const total = t('aiLab.chat.attachmentsTotal', { size: megabytes(totalBytes) });
  const hint = t('aiLab.attachments.hint', {
    imageSize: AI_ATTACHMENT_IMAGE_MAX_BYTES / MB,
    pdfSize: AI_ATTACHMENT_MAX_BYTES / MB,
    textSize: AI_ATTACHMENT_TEXT_MAX_BYTES / MB,
  });

  return (
    <div
      ref={root}
      className="flex flex-col gap-2"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {(attachments.length > 0 || uploads.length > 0) && (
        <div className="flex flex-col gap-1">
          <ul aria-label={t('aiLab.attachments.label')} className="flex flex-wrap gap-2">
            {attachments.map((attachment) => (
              <AttachmentChip
                key={attachment.id}
                attachment={attachment}
                disabled={disabled}
                onRemove={() => remove(attachment)}
              />
            ))}
            {uploads.map((upload) => (
              <UploadingChip
                key={`upload-${upload.key}`}
                name={upload.name}
                percent={upload.percent}
                onCancel={() => upload.controller.abort()}
              />
            ))}
          </ul>
          <span className="text-xs text-muted-foreground">{total}</span>
        </div>
      )}
      {problems.length > 0 && (
        <div role="alert">
          <ul className="flex flex-col gap-1 text-sm text-destructive">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex items-end gap-2 rounded-xl border border-input bg-background p-1.5 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
        {popoverUsed ? (
          <Suspense fallback={paperclip}>
            <AttachmentPopover trigger={paperclip} open={open} onOpenChange={setOpen}>
              <p id={hintId} className="text-muted-foreground">
                {acceptsImages ? hint : `${hint} ${t('aiLab.chat.imagesNotSupported')}`}
              </p>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {total}
              </p>
              <Button
                type="button"
                variant="outline"
                aria-describedby={hintId}
                onClick={() => {
                  setOpen(false);
                  input.current?.click();
                }}
              >
                <Upload aria-hidden="true" />
                {t('aiLab.lab.composer.chooseFiles')}
              </Button>
            </AttachmentPopover>
          </Suspense>
        ) : (
          paperclip
        )}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={acceptOf(acceptsImages)}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        {children}
      </div>
    </div>
  );
}
