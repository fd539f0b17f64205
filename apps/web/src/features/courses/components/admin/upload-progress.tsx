import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

/**
 * The content editor's file picker (a lesson's video, a material): out of sight and out of the tab
 * order, opened by its visible button; `label` names it for assistive technology and tests.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  label,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  label: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      aria-label={label}
      type="file"
      accept={accept}
      tabIndex={-1}
      className="sr-only"
      onChange={(event) => onFile(event.target.files?.[0])}
    />
  );
}

/** A file being sent: its name, the percent sent, the bar, and the button that cancels it. */
export function UploadProgressRow({
  name,
  percentText,
  percent,
  progressLabel,
  cancelLabel,
  onCancel,
}: {
  name: string;
  percentText: string;
  percent: number;
  progressLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="truncate">{name}</span>
        <span className="text-muted-foreground tabular-nums">{percentText}</span>
      </div>
      <Progress percent={percent} label={progressLabel} />
      <Button variant="outline" size="sm" className="self-start" onClick={onCancel}>
        <X aria-hidden="true" />
        {cancelLabel}
      </Button>
    </div>
  );
}
