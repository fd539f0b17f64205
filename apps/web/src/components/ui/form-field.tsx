import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/api-errors';
import { cn } from '@/lib/utils';
import { Label } from './label';

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function fieldDescriptionId(id: string): string {
  return `${id}-description`;
}

/** Accessibility props for the control of a FormField. */
export function fieldControlProps(id: string, error: string | undefined, description?: string) {
  const describedBy = [description ? fieldDescriptionId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  labelAddon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, its control, an optional description and the translated error message of the field. */
export function FormField({ id, label, error, description, labelAddon, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAddon}
      </div>
      {children}
      {description && (
        <p id={fieldDescriptionId(id)} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The translated error message of a control, referenced by fieldControlProps' aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive-text">
      {translateMessage(t, error)}
    </p>
  );
}
