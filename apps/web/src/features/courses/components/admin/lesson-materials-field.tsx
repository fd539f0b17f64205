import { COURSE_MATERIAL_MAX_BYTES, COURSE_MATERIALS_PER_LESSON_MAX } from '@blivion/shared/core';
import type { EditorMaterial } from '@blivion/shared/courses';
import { Link2, Paperclip, Plus, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorOr, apiErrorTitle } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { uploadCourseMaterial } from '../../api/admin-upload-material';
import { moveItem } from '../../lib/admin-content-draft';
import { sizeText } from '../../lib/file-size';
import { ItemActions } from './item-actions';
import { HiddenFileInput, UploadProgressRow } from './upload-progress';

const e = 'courses.learning.editor.materials';
/** The stated limit per file, in MB (the server refuses more with the same figure). */
export const MATERIAL_MAX_MB = Math.floor(COURSE_MATERIAL_MAX_BYTES / (1024 * 1024));
const ACCEPT =
  '.pdf,.xls,.xlsx,.ods,.csv,.ppt,.pptx,.odp,.doc,.docx,.odt,.png,.jpg,.jpeg,.webp,.gif,.zip,application/pdf,image/*,application/zip';

/**
 * 'Materiais da aula' of one lesson in the content editor: files sent at once to the server's
 * storage (with progress, cancellable), links with their label; reordered and removed here, saved
 * with the content's one save. `errorAt(index)` is the save's message for a material.
 */
export function LessonMaterialsField({
  id,
  materials,
  errorAt,
  onChange,
  onBusyChange,
}: {
  id: string;
  materials: EditorMaterial[];
  errorAt: (index: number) => string | undefined;
  onChange: (materials: EditorMaterial[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ materials, onChange, onBusyChange });
  useEffect(() => {
    latest.current = { materials, onChange, onBusyChange };
  });
  useEffect(
    () => () => {
      // Closed (the lesson folded, the editor closed): the upload stops with it.
      if (!controller.current) return;
      controller.current.abort();
      latest.current.onBusyChange?.(false);
    },
    [],
  );
  const full = materials.length >= COURSE_MATERIALS_PER_LESSON_MAX;

  const nameOf = (material: EditorMaterial) => (material.kind === 'file' ? material.name : material.label);
  const add = (material: EditorMaterial) => {
    latest.current.onChange([...latest.current.materials, material]);
    setAnnouncement(t(`${e}.added`, { name: nameOf(material) }));
  };
  const finishUpload = () => {
    controller.current = null;
    setUpload(null);
    latest.current.onBusyChange?.(false);
  };

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > COURSE_MATERIAL_MAX_BYTES) {
      toast.error(t(`${e}.uploadErrorTitle`), { description: t(`${e}.tooLarge`, { size: MATERIAL_MAX_MB }) });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setUpload({ name: file.name, percent: 0 });
    onBusyChange?.(true);
    uploadCourseMaterial(file, {
      signal: current.signal,
      onProgress: ({ percent }) => controller.current === current && setUpload({ name: file.name, percent }),
    }).then(
      (stored) => {
        if (controller.current !== current) return;
        finishUpload();
        add({ kind: 'file', fileId: stored.fileId, name: stored.name, type: stored.type, sizeBytes: stored.sizeBytes });
      },
      (error: unknown) => {
        if (controller.current !== current) return;
        finishUpload();
        toast.error(apiErrorTitle(t, error, `${e}.uploadErrorTitle`), {
          description: apiErrorOr(t, error, `${e}.uploadFailed`),
        });
      },
    );
  };

  const cancelUpload = () => {
    controller.current?.abort();
    finishUpload();
  };

  const addLink = () => {
    if (label.trim() === '' && url.trim() === '') return;
    add({ kind: 'link', label: label.trim(), url: url.trim() });
    setLabel('');
    setUrl('');
  };

  const move = (from: number, to: number) => {
    onChange(moveItem(materials, from, to));
    requestAnimationFrame(() => {
      const key = `${id}-m${to}`;
      const same = document.getElementById(`move-${to < from ? 'up' : 'down'}-${key}`) as HTMLButtonElement | null;
      (same && !same.disabled ? same : document.getElementById(`move-${to < from ? 'down' : 'up'}-${key}`))?.focus();
    });
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{t(`${e}.title`)}</legend>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {materials.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`${e}.empty`)}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {materials.map((material, index) => {
            const error = errorAt(index);
            const name = nameOf(material);
            const Icon = material.kind === 'file' ? Paperclip : Link2;
            return (
              <li key={`${index}-${material.kind === 'file' ? material.fileId : material.url}`}>
                <div className="flex items-center gap-1 rounded-md border px-2 py-1">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1 text-sm break-all">
                    {material.kind === 'file'
                      ? t(`${e}.file`, {
                          name,
                          type: t(`courses.learning.materials.types.${material.type}`),
                          size: sizeText(material.sizeBytes),
                        })
                      : `${material.label} · ${material.url}`}
                  </span>
                  <ItemActions
                    itemKey={`${id}-m${index}`}
                    name={name}
                    index={index}
                    count={materials.length}
                    removeLabel={t(`${e}.remove`, { name })}
                    onMove={(to) => move(index, to)}
                    onRemove={() => onChange(materials.filter((_, at) => at !== index))}
                  />
                </div>
                {error && <p className="px-2 pt-1 text-sm font-medium text-destructive-text">{t(error)}</p>}
              </li>
            );
          })}
        </ol>
      )}
      <HiddenFileInput inputRef={inputRef} accept={ACCEPT} label={t(`${e}.fileLabel`)} onFile={onFile} />
      {upload ? (
        <UploadProgressRow
          name={upload.name}
          percent={upload.percent}
          percentText={t(`${e}.progress`, { percent: upload.percent })}
          progressLabel={t(`${e}.progressLabel`, { name: upload.name })}
          cancelLabel={t(`${e}.cancelUpload`)}
          onCancel={cancelUpload}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={full}
            aria-describedby={`${id}-file-hint`}
            onClick={() => inputRef.current?.click()}
          >
            <Upload aria-hidden="true" />
            {t(`${e}.chooseFile`)}
          </Button>
          <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
            {t(`${e}.fileHint`, { size: MATERIAL_MAX_MB })}
          </p>
        </div>
      )}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-link-label`}>{t(`${e}.linkLabel`)}</Label>
          <Input id={`${id}-link-label`} value={label} onChange={(event) => setLabel(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-link-url`}>{t(`${e}.linkUrl`)}</Label>
          <Input
            id={`${id}-link-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t(`${e}.linkUrlPlaceholder`)}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
          />
        </div>
        <Button variant="outline" size="sm" className="self-start sm:self-end" disabled={full} onClick={addLink}>
          <Plus aria-hidden="true" />
          {t(`${e}.addLink`)}
        </Button>
      </div>
    </fieldset>
  );
}
