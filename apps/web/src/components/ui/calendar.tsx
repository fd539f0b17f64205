import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isBefore,
  isSameDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Button } from './button';

const KEY_STEPS: Record<string, (date: Date) => Date> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
  Home: (date) => startOfWeek(date, { locale: ptBR }),
  End: (date) => endOfWeek(date, { locale: ptBR }),
};

function weeksOf(month: Date): Date[][] {
  const weeks: Date[][] = [];
  let day = startOfWeek(startOfMonth(month), { locale: ptBR });
  const last = endOfWeek(endOfMonth(month), { locale: ptBR });
  while (!isBefore(last, day)) {
    const week: Date[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day);
    weeks.push(week);
  }
  return weeks;
}

/** A month grid (arrow keys move by day and week, Page Up/Down by month, Enter picks). */
export function Calendar({
  selected,
  onSelect,
  fromDate,
}: {
  selected: Date | null;
  onSelect: (date: Date) => void;
  fromDate?: Date;
}) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(() => selected ?? startOfDay(new Date()));
  const gridRef = useRef<HTMLTableElement>(null);
  const keyboardMove = useRef(false);
  const minDate = fromDate ? startOfDay(fromDate) : null;
  const weeks = weeksOf(focused);
  const heading = format(focused, 'MMMM yyyy', { locale: ptBR });

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus({ preventScroll: true });
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    keyboardMove.current = true;
    setFocused(step(focused));
  };

  return (
    <div className="flex flex-col gap-2 p-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('shell.datePicker.previousMonth')}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-semibold capitalize" aria-live="polite">
          {heading}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('shell.datePicker.nextMonth')}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-label={heading} className="border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.toISOString()} scope="col" className="size-9 text-xs font-medium text-muted-foreground">
                <abbr title={format(day, 'EEEE', { locale: ptBR })} className="no-underline">
                  {format(day, 'EEEEE', { locale: ptBR })}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const isSelected = selected !== null && isSameDay(day, selected);
                const disabled = minDate !== null && isBefore(day, minDate);
                return (
                  <td key={day.toISOString()} className="p-0 text-center" aria-selected={isSelected}>
                    <button
                      type="button"
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      disabled={disabled}
                      aria-label={format(day, "d 'de' MMMM 'de' yyyy, EEEE", { locale: ptBR })}
                      aria-pressed={isSelected}
                      onClick={() => onSelect(day)}
                      onFocus={() => !isSameDay(day, focused) && setFocused(day)}
                      className={cn(
                        'size-9 rounded-md text-sm hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-40',
                        !isSameMonth(day, focused) && 'text-muted-foreground',
                        isSelected &&
                          'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
                      )}
                    >
                      {format(day, 'd')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
