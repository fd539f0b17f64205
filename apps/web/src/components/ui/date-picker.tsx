import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Button, buttonVariants } from './button';
import { Calendar } from './calendar';

interface DatePickerProps {
  id: string;
  /** The field's label: the button is named 'label, date' so the chosen date is announced too. */
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  placeholder: string;
  clearLabel: string;
  fromDate?: Date;
  'aria-describedby'?: string;
}

/** A button that opens a calendar in a popover; the date shows as 'dd de MMMM de yyyy'. */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  placeholder,
  clearLabel,
  fromDate,
  'aria-describedby': describedBy,
}: DatePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = value ? format(value, t('common.longDateFormat'), { locale: ptBR }) : placeholder;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          id={id}
          aria-label={`${label}, ${text}`}
          aria-describedby={describedBy}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'min-w-60 flex-1 justify-start font-normal',
            !value && 'text-muted-foreground',
          )}
        >
          <CalendarDays aria-hidden="true" />
          {text}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            aria-label={t('shell.datePicker.calendarLabel')}
            onOpenAutoFocus={(event) => {
              // Start on the chosen day (or today) rather than on the month buttons.
              event.preventDefault();
              const content = event.currentTarget as HTMLElement | null;
              content?.querySelector<HTMLButtonElement>('td button[tabindex="0"]')?.focus();
            }}
            className="z-[60] rounded-md border bg-popover text-popover-foreground shadow-md outline-none"
          >
            <Calendar
              selected={value}
              fromDate={fromDate}
              onSelect={(date) => {
                onChange(date);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          {clearLabel}
        </Button>
      )}
    </div>
  );
}
